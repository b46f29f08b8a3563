import type { SearchOptionsInput } from '../plugins/search/options';
import { ALGOLIA, HOSTED_SEARCH } from './env';

/**
 * Hits in the search modal; its footer links to the search page for the rest. Twenty took the
 * main thread long enough at 4× CPU to make a keystroke feel late (contributing/search.md).
 */
export const MODAL_HITS_PER_PAGE = 10;

/** The search plugin's options: the same UI in both modes, on Algolia's index only when hosted. */
export const search = {
  ...(HOSTED_SEARCH && {
    hosted: { appId: ALGOLIA.appId, apiKey: ALGOLIA.searchApiKey, indexName: ALGOLIA.indexName },
  }),
  localIndexName: 'next-auth-docs-local',
  searchPagePath: 'search',
  placeholder: 'Search docs',
  hitsPerPage: MODAL_HITS_PER_PAGE,
} satisfies SearchOptionsInput;

/**
 * The settings the hosted Algolia index must have for the same ordering as the offline index
 * (plugins/search/client): `npm run search:upload` pushes them with the records.
 * - Titles, then section headings, then the sidebar category, then text: the local field boosts.
 * - customRanking on the records' weight: the page rank (plugins/search/client/page-rank.ts), then title
 *   over section, then order on the page; the local engine breaks ties the same way.
 * - camelCase words split (`useSession` found by "use session"), plurals and English stop words
 *   ignored, one typo from 5 letters and two from 8: the local tokenizer, stemming and fuzziness.
 * - At most two sections of one page (distinct on url_without_anchor): the local engine demotes
 *   further sections of a page already in the results.
 */
export const ALGOLIA_INDEX_SETTINGS = {
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  searchableAttributes: [
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl0)',
    'content',
  ],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  camelCaseAttributes: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content'],
  ignorePlurals: ['en'],
  removeStopWords: ['en'],
  queryLanguages: ['en'],
  minWordSizefor1Typo: 5,
  minWordSizefor2Typos: 8,
  attributeForDistinct: 'url_without_anchor',
  distinct: 2,
  attributesToSnippet: ['content:10'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
} satisfies Record<string, unknown>;
