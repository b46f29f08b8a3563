// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-hosted/',
      '.docusaurus/',
      'node_modules/',
      'tools/',
      'examples/',
      'test-results/',
      'playwright-report/',
      'docs/',
      'versioned_docs/',
      // Mutation testing: Stryker's sandbox copies of the sources, and its reports.
      '.stryker-tmp/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Numbers and booleans read well in messages; objects and possibly-undefined values do not.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `() => doSomething()` as a callback is the idiom; a void value used anywhere else is still caught.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  { files: ['**/*.{js,mjs}', '*.mts'], ...tseslint.configs.disableTypeChecked },
  {
    // DocSearch 4 deprecates the props Docusaurus 3.10's theme-search-algolia still configures
    // (indexName, searchParameters, onInput, searchButtonRef); they move when that theme does.
    files: ['config/search.ts', 'plugins/search/theme/SearchBar/*.tsx'],
    rules: { '@typescript-eslint/no-deprecated': 'off' },
  },
  {
    // Test idioms: async callbacks a runner awaits whether or not they await; `x!` right after an
    // assertion that x exists (the assertion is the check); values that are `any` by nature (the
    // docs' package world loaded with createRequire, Vitest's asymmetric matchers such as
    // expect.any()); typed loaders that name the shape a test expects (`v3<T>(file)`, `json<T>()`);
    // request bodies the code under test built as text; and deleting the environment variables and
    // module cache entries a test set.
    files: ['tests/**/*.ts', 'plugins/**/*.test.ts'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-dynamic-delete': 'off',
      '@typescript-eslint/no-unnecessary-type-parameters': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }] },
  },
  {
    // Dependencies point one way: config → plugins → the site's browser code (src/). A plugin holds
    // its own browser code; what src/ and a plugin share lives in the plugin (or config/).
    files: ['config/**/*.ts', 'plugins/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@site/src/|(\\.\\./)+src/)',
              message:
                'config/ and plugins/ must not import from src/: move what both need into the plugin or config/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Browser code: the site's own (src/) and each plugin's theme components and browser modules.
    files: ['src/**/*.{ts,tsx}', 'plugins/*/theme/**/*.{ts,tsx}', 'plugins/*/client/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@docusaurus': docusaurus },
    settings: { react: { version: 'detect' } },
    rules: {
      // zod would join every page's scripts: browser code takes only types from the schema.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'zod does not belong in page scripts.' }],
          patterns: [
            {
              group: ['**/front-matter-check/schema'],
              allowTypeImports: true,
              message:
                'Import only types from the schema (zod would join the page scripts); labels are in provider-types.',
            },
          ],
        },
      ],
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      ...docusaurus.configs.recommended.rules,
      '@docusaurus/no-untranslated-text': 'off',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'off',
      'react/prop-types': 'off',
    },
  },
);
