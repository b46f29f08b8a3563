/**
 * A search client that answers Algolia's `search({ requests })` contract from the site's own
 * index files, so the DocSearch modal and the search page work offline and without an account.
 */
import { loadIndex, runQuery, suggestQueries, toHit, type DocSearchHit, type LocalIndex } from './engine';
import { createIndexFiles, type FacetFilters } from './index-files';

export { matchesFacetFilters } from './index-files';

export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: {
    query?: string;
    facetFilters?: FacetFilters;
    hitsPerPage?: number;
    page?: number;
    highlightPreTag?: string;
    highlightPostTag?: string;
  };
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
}

export interface SearchResponse {
  hits: DocSearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  /** Not in Algolia's answer: for a query with no hits, close queries that have some. */
  suggestions?: string[];
}

export interface LocalSearchClient {
  search(input: { requests: SearchRequest[] }): Promise<{ results: SearchResponse[] }>;
  /**
   * Starts loading the indexes these filters select, so the first query does not wait for them.
   * Settles when they are ready or have failed; it never rejects (the next search reports a failure).
   */
  preload(facetFilters: FacetFilters): Promise<void>;
  /** Present because DocSearch and Docusaurus call it on Algolia's client; a no-op here. */
  addAlgoliaAgent(segment: string, version?: string): void;
}

const DEFAULT_HITS_PER_PAGE = 20;

export interface LocalClientOptions {
  /** The site's base URL, e.g. "/" or "/docs/". */
  baseUrl: string;
  fetch?: typeof fetch;
}

export function createLocalSearchClient({ baseUrl, fetch: fetchImpl }: LocalClientOptions): LocalSearchClient {
  const indexFiles = createIndexFiles(baseUrl, fetchImpl);
  const indexes = new Map<string, LocalIndex>();

  async function loadSelected(facetFilters: FacetFilters): Promise<LocalIndex[]> {
    const selected = await indexFiles.select(facetFilters);
    return selected.map(({ key, text }) => {
      let index = indexes.get(key);
      if (!index) {
        index = loadIndex(text);
        indexes.set(key, index);
      }
      return index;
    });
  }

  async function searchOne(request: SearchRequest): Promise<SearchResponse> {
    const started = performance.now();
    const params = { ...request.params, ...request };
    /* eslint-disable @typescript-eslint/no-unnecessary-type-conversion -- DocSearch calls this from
       JavaScript, where the types are not checked: each value is read as what it must be. */
    const query = String(params.query ?? '');
    const hitsPerPage = Math.max(
      1,
      Math.min(1000, Number(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE) || DEFAULT_HITS_PER_PAGE),
    );
    const page = Math.max(0, Math.floor(Number(params.page ?? 0)) || 0);
    /* eslint-enable @typescript-eslint/no-unnecessary-type-conversion */
    const loaded = await loadSelected(params.facetFilters);
    const results = loaded.flatMap((index) => runQuery(index, query)).sort((a, b) => b.score - a.score);
    const hitOptions = { highlightPreTag: params.highlightPreTag, highlightPostTag: params.highlightPostTag };
    const hits = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result) => toHit(result, hitOptions));
    const suggestions =
      results.length === 0 && query.trim() ? [...new Set(loaded.flatMap((index) => suggestQueries(index, query)))] : [];
    return {
      hits,
      nbHits: results.length,
      page,
      nbPages: Math.ceil(results.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
      query,
      params: '',
      index: request.indexName ?? 'local',
      ...(suggestions.length > 0 && { suggestions }),
    };
  }

  return {
    async search({ requests }) {
      return { results: await Promise.all(requests.map(searchOne)) };
    },
    preload(facetFilters) {
      // A failure here is reported by the search that follows, which loads again.
      return loadSelected(facetFilters).then(
        () => undefined,
        () => undefined,
      );
    },
    addAlgoliaAgent() {},
  };
}
