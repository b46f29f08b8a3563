/** Addresses of the library that several config modules and pages link to. */
export const GITHUB_REPO_URL = 'https://github.com/nextauthjs/next-auth';
export const GITHUB_RELEASES_URL = `${GITHUB_REPO_URL}/releases`;
export const NPM_PACKAGE_URL = 'https://www.npmjs.com/package/next-auth';
export const AUTHJS_URL = 'https://authjs.dev';
