/**
 * The shape of the local search index, shared by the build-time indexer (plugins/search-index)
 * and the browser client, so both agree on fields, boosts and tokenizing.
 */
import type { Options, SearchOptions } from 'minisearch';

/** A DocSearch-shaped record: one per page title and one per h2/h3 section. */
export interface SearchRecord {
  id: string;
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3';
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  content: string;
  language: string;
  docusaurus_tag: string;
}

/** Fields stored in the index and returned with each result. */
export const STORED_FIELDS = ['url', 'type', 'lvl0', 'lvl1', 'lvl2', 'lvl3', 'content'] as const;

export const INDEX_OPTIONS = {
  fields: ['lvl1', 'heading', 'lvl0', 'content'],
  storeFields: [...STORED_FIELDS],
  // The heading of a record is its deepest level; it is indexed, not stored.
  extractField: (document, fieldName) => {
    const record = document as SearchRecord;
    if (fieldName === 'heading') return record.lvl3 ?? record.lvl2 ?? '';
    // Stored fields go through here too: keep null as null (MiniSearch skips it when indexing).
    return (record as unknown as Record<string, string>)[fieldName];
  },
} satisfies Options<SearchRecord>;

/** Titles over headings over content; prefix matching for type-ahead, light fuzziness for typos. */
export const SEARCH_OPTIONS = {
  boost: { lvl1: 4, heading: 3, lvl0: 1.2, content: 1 },
  prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  combineWith: 'AND',
  // A page title record of a matching page wins a tie over its sections.
  boostDocument: (_id, _term, stored) => (stored?.type === 'lvl1' ? 1.15 : 1),
} satisfies SearchOptions;

/** Where the build writes the list of index files; fetched (uncached) when search is first used. */
export const MANIFEST_PATH = 'search-manifest.json';

export interface SearchManifest {
  /** `${language}/${docusaurus_tag}` → index file path relative to the site root. */
  indexes: Record<string, string>;
}

export function indexKey(language: string, tag: string): string {
  return `${language}/${tag}`;
}
