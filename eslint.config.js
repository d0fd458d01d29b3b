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

// ESLint's own defineConfig: typescript-eslint's config() helper is deprecated in its favour.
export default defineConfig(
  { ignores: ['dist/', '.e2e/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', 'reports/'] },
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
);
