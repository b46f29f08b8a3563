import type { ThemeConfig } from '@docusaurus/theme-search-algolia';
import { ALGOLIA, HOSTED_SEARCH } from './env';

/**
 * The DocSearch UI is configured the same way in both modes. Without Algolia credentials the
 * app id and key are never sent anywhere: the SearchBar wrapper swaps in the local client.
 */
export const LOCAL_SEARCH_INDEX = 'next-auth-docs-local';

export const algolia = {
  appId: HOSTED_SEARCH ? ALGOLIA.appId : 'LOCAL',
  apiKey: HOSTED_SEARCH ? ALGOLIA.searchApiKey : 'local',
  indexName: HOSTED_SEARCH ? ALGOLIA.indexName : LOCAL_SEARCH_INDEX,
  // Results come from the version being read (the docusaurus_tag facet) in the current language.
  contextualSearch: true,
  searchPagePath: 'search',
  placeholder: 'Search docs',
} satisfies ThemeConfig['algolia'];
