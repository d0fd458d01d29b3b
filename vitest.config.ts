/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    // tests/build: builds of the whole site, checked file by file.
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/build/**/*.test.ts'],
    environment: 'node',
    reporters: process.env.CI_REPORT_DIR
      ? ['default', ['json', { outputFile: `${process.env.CI_REPORT_DIR}/vitest.json` }]]
      : ['default'],
  },
});
