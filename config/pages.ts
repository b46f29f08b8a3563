import type { Options as PagesOptions } from '@docusaurus/plugin-content-pages';
import { INCLUDE_TEST_FIXTURES } from './env';

/** The pages plugin's default exclusions: underscore files and folders are not routes. */
const DEFAULT_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

/**
 * Test builds (DOCS_TEST_FIXTURES=1) also route src/pages/_test-fixtures/, pages that exist only
 * to prove error handling in the browser tests; production builds never contain them.
 */
export const pages = {
  exclude: INCLUDE_TEST_FIXTURES
    ? DEFAULT_EXCLUDE.map((pattern) => (pattern === '**/_*/**' ? '**/_components/**' : pattern))
    : DEFAULT_EXCLUDE,
} satisfies PagesOptions;
