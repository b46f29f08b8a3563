/**
 * How much a page is the place to look something up. A tie between two sections goes to the page
 * with the higher rank: the local engine uses it as a small boost, and the records carry it as
 * `weight.pageRank` for Algolia's customRanking in hosted mode. Paths match by prefix once the
 * route prefix of the page's docs version is removed; the longest prefix wins; anything else ranks 0.
 * Worked out when the index is built (plugins/search/index.ts), where the versions are known.
 */
const PAGE_RANKS: Record<string, 0 | 1 | 2 | 3> = {
  // The functions an app calls.
  '/getting-started/client': 3,
  '/configuration/nextjs': 3,
  // Reference: every option, callback, event, endpoint, error and type.
  '/configuration': 2,
  '/errors': 2,
  '/warnings': 2,
  '/getting-started/rest-api': 2,
  '/getting-started/typescript': 2,
  '/adapters': 2,
  // Explanations and answers.
  '/faq': 1,
  '/deployment': 1,
  '/security': 1,
  '/guides': 1,
  '/getting-started': 1,
  // Tutorials, provider pages and the upgrade guide rank 0.
  '/getting-started/upgrade-v4': 0,
};

const PREFIXES = Object.entries(PAGE_RANKS).sort(([a], [b]) => b.length - a.length);

export function pageRank(url: string, versionPrefix: string): number {
  const pathname = new URL(url, 'https://x.invalid').pathname;
  const inVersion =
    versionPrefix && pathname.startsWith(`${versionPrefix}/`) ? pathname.slice(versionPrefix.length) : pathname;
  const path = inVersion.replace(/\/$/, '');
  const match = PREFIXES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return match ? match[1] : 0;
}
