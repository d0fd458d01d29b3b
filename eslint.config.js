import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Figures are written only through src/lib/format.ts, so every number is Danish and every unit
 * stays on the line of its figure (a no-break space): no number formatting anywhere else.
 */
const figuresOnlyThroughFormat = [
  {
    selector: "MemberExpression[object.name='Intl'][property.name='NumberFormat']",
    message: 'Write figures with src/lib/format.ts (add a formatter there if none fits).',
  },
  {
    selector: "CallExpression[callee.property.name='toLocaleString']",
    message: 'Write figures with src/lib/format.ts (add a formatter there if none fits).',
  },
];

/** The layers pages are made of: shared logic and scripts never reach up into them (docs/architecture.md). */
const clientLayers = [
  {
    group: ['**/islands/**', '@/islands/**'],
    message: 'Islands are placed by pages and components, never imported here.',
  },
  {
    group: ['**/stores/**', '@/stores/**'],
    message: 'Stores hold browser state for islands; pass the value in instead.',
  },
  {
    group: ['**/components/**', '@/components/**'],
    message: 'Components render pages; move the shared logic into src/lib/.',
  },
];

/** src/lib/ is pure logic that runs in vitest, Node, the browser and n8n alike (docs/architecture.md). */
const libNeverImports = [
  ...clientLayers,
  {
    group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@nanostores/react', 'lucide-react'],
    message: 'src/lib/ holds no React: keep the logic here and wire it to React in an island.',
  },
];

/** src/lib/ is the bottom layer: it imports no other folder of src/, so nothing it does can reach back up. */
const libImportsOnlyLib = {
  group: [
    '**/config/*',
    '@/config/*',
    '**/schemas/**',
    '@/schemas/**',
    '**/entries/**',
    '@/entries/**',
    '**/cms/**',
    '@/cms/**',
    '**/layouts/**',
    '@/layouts/**',
    '**/pages/**',
    '@/pages/**',
    '**/directives/**',
    '@/directives/**',
    '**/content.config*',
  ],
  message:
    'src/lib/ imports only src/lib/ and packages: take configuration and content as parameters (docs/architecture.md).',
};

/**
 * What scripts/ may read from src/config/: the build environment's description (the n8n workflows take
 * the default origin from it), the company calendar (test:n8n books an open day by it) and the kept
 * bookings' retention and mail limits (the local backend and the workflow generator apply them).
 */
const scriptConfigImport = {
  group: [
    '**/src/config/*',
    '!**/src/config/env.ts',
    '!**/src/config/booking-calendar.mjs',
    '!**/src/config/bookings.mjs',
  ],
  message:
    'Scripts read only src/config/env.ts, booking-calendar.mjs and bookings.mjs; the rest is page configuration.',
};

// ESLint's own defineConfig: typescript-eslint's config() helper is deprecated in its favour.
export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-fixture/',
      '.e2e/',
      '.local/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-strict'],
  {
    // eslint-plugin-astro's a11y config already registers the jsx-a11y plugin; reuse its rules for React islands.
    files: ['**/*.tsx'],
    languageOptions: jsxA11y.flatConfigs.strict.languageOptions,
    rules: jsxA11y.flatConfigs.strict.rules,
  },
  {
    // Code bundled for browsers gets configuration as props or initial values from its page: src/config/
    // reads the build environment, and importing it would ship its defaults to every visitor. The shared
    // library code they use is checked, import by import, by tests/unit/browser-imports.test.ts.
    files: ['src/islands/**', 'src/stores/**', 'src/directives/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/config/*', '@/config/*'],
              message: 'Configuration stays on the server: pass the value from the page as a prop.',
            },
          ],
        },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...figuresOnlyThroughFormat],
    },
  },
  {
    // One way to join classes, in .astro and .tsx alike: cn() (src/lib/cn.ts). Astro's class:list
    // exists only in .astro files, while islands need cn() anyway, so cn() is the one both can use.
    files: ['**/*.astro'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...figuresOnlyThroughFormat,
        {
          selector: "JSXAttribute[name.namespace.name='class'][name.name.name='list']",
          message: 'Join classes with cn() from src/lib/cn.ts, not class:list.',
        },
      ],
    },
  },
  {
    files: ['src/lib/format.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...libNeverImports, libImportsOnlyLib] }] },
  },
  {
    files: ['scripts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...clientLayers, scriptConfigImport] }] },
  },
);
