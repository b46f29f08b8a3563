/**
 * What the browser side of search knows of the plugin's options (../options.ts), which docs
 * version and language to search, and where a hit links to.
 */
import { useDocsContextualSearchTags } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { SearchOptions } from '../options';

export function useSearchOptions(): SearchOptions & { indexName: string } {
  const options = usePluginData('search') as SearchOptions;
  // The index the site's search asks: Algolia's when hosted, else the offline one.
  return { ...options, indexName: options.hosted?.indexName ?? options.localIndexName };
}

/** The search tag of pages outside the docs, which Docusaurus's search metadata gives them. */
const PAGES_SEARCH_TAG = 'default';

/** The records of the language and docs version being read (the facets every record carries). */
export function useContextualFacetFilters(): [string, string[]] {
  const { currentLocale } = useDocusaurusContext().i18n;
  const tags = [PAGES_SEARCH_TAG, ...useDocsContextualSearchTags()];
  return [`language:${currentLocale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}

/**
 * A hit's URL as a link on this site: its path, query and fragment. Algolia's records carry the
 * deployed site's absolute URLs, the offline index's the build's (SITE_URL in config/env.ts).
 */
export function hitPath(url: string): string {
  const { pathname, search, hash } = new URL(url, 'https://hit.invalid');
  return `${pathname}${search}${hash}`;
}
