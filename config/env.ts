/**
 * Every environment switch the site reads, read once here.
 * Everything else imports these constants instead of touching process.env.
 */

/** Public origin the site is deployed at; used for canonical URLs, the sitemap and social cards. */
export const SITE_URL = process.env.SITE_URL ?? 'https://next-auth.js.org';

/** Base path the site is served under; "/" unless the site is deployed in a sub-folder. */
export const BASE_URL = process.env.BASE_URL ?? '/';

/**
 * Hosted search: when all three are set at build time, the search UI queries Algolia.
 * Without them the site uses its own index, built with the site and served with it (works offline).
 */
export const ALGOLIA = {
  appId: process.env.ALGOLIA_APP_ID ?? '',
  searchApiKey: process.env.ALGOLIA_SEARCH_API_KEY ?? '',
  indexName: process.env.ALGOLIA_INDEX_NAME ?? '',
};
export const HOSTED_SEARCH = Boolean(ALGOLIA.appId && ALGOLIA.searchApiKey && ALGOLIA.indexName);

/**
 * Where browsers report Content-Security-Policy violations (an https URL of a collector such as
 * report-uri.com or your own endpoint). Unset: the policy is enforced and nothing is reported.
 */
export const CSP_REPORT_URL = reportUrl(process.env.CSP_REPORT_URL);

function reportUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!URL.canParse(value) || new URL(value).protocol !== 'https:' || /["\s]/.test(value)) {
    throw new Error(`CSP_REPORT_URL must be an https URL without quotes or spaces, got ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * Where "Edit this page" links point: the base of a repository's edit URLs, to which each page's
 * path in the repository is appended (https://github.com/<owner>/<repo>/edit/<branch>/).
 * Unset: the checkout's origin remote when it is on GitHub or GitLab (config/edit-url.ts);
 * otherwise the pages have no edit link.
 */
export const EDIT_URL = process.env.EDIT_URL || undefined;

/** Test-only fixtures (e.g. the crash page) are built only when this is set; never in production. */
export const INCLUDE_TEST_FIXTURES = process.env.DOCS_TEST_FIXTURES === '1';
