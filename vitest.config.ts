/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    environment: 'node',
    reporters: process.env.CI_REPORT_DIR
      ? ['default', ['json', { outputFile: `${process.env.CI_REPORT_DIR}/vitest.json` }]]
      : ['default'],
    projects: [
      // tests/unit: no build needed; what `npm run check:quick` runs (`vitest run --project unit`).
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      // tests/build: builds of the whole site, checked file by file.
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'] } },
    ],
  },
});
