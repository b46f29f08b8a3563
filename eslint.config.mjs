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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
