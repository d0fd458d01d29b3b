/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    reporters: process.env.CI_REPORT_DIR
      ? ['default', ['json', { outputFile: `${process.env.CI_REPORT_DIR}/vitest.json` }]]
      : ['default'],
  },
});
