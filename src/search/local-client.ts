/**
 * A search client that answers Algolia's `search({ requests })` contract from the site's own
 * index files, so the DocSearch modal and the search page work offline and without an account.
 */
import { MANIFEST_PATH, type SearchManifest } from './schema';
import { loadIndex, runQuery, toHit, type DocSearchHit, type LocalIndex } from './engine';

export type FacetFilters = (string | string[])[] | string | undefined;

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
}

export interface LocalSearchClient {
  search(input: { requests: SearchRequest[] }): Promise<{ results: SearchResponse[] }>;
  /** Starts loading the indexes these filters select, so the first query does not wait for them. */
  preload(facetFilters: FacetFilters): void;
  /** Present because DocSearch and Docusaurus call it on Algolia's client; a no-op here. */
  addAlgoliaAgent(segment: string, version?: string): void;
}

const DEFAULT_HITS_PER_PAGE = 20;

/**
 * Thrown when the index cannot be loaded. Named like the Algolia client's network error, so a
 * failure of either client looks the same to the code that catches it.
 */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
}

/** The facet values of one index, as the filters see them. */
interface IndexFacets {
  language: string;
  docusaurus_tag: string;
}

/**
 * Algolia's facetFilters semantics: the outer list is AND, an inner list is OR. A filter on
 * an attribute the local index does not have matches nothing.
 */
export function matchesFacetFilters(facets: IndexFacets, filters: FacetFilters): boolean {
  if (!filters) return true;
  const groups = typeof filters === 'string' ? [filters] : filters;
  return groups.every((group) => {
    const alternatives = Array.isArray(group) ? group : [group];
    return alternatives.some((filter) => {
      const separator = filter.indexOf(':');
      if (separator === -1) return false;
      const attribute = filter.slice(0, separator);
      const negated = filter.startsWith('-');
      const value = filter.slice(separator + 1);
      const name = (negated ? attribute.slice(1) : attribute) as keyof IndexFacets;
      if (!(name in facets)) return false;
      return negated ? facets[name] !== value : facets[name] === value;
    });
  });
}

export interface LocalClientOptions {
  /** The site's base URL, e.g. "/" or "/docs/". */
  baseUrl: string;
  fetch?: typeof fetch;
}

export function createLocalSearchClient({ baseUrl, fetch: fetchImpl = fetch }: LocalClientOptions): LocalSearchClient {
  let manifest: Promise<SearchManifest> | null = null;
  const indexes = new Map<string, Promise<LocalIndex>>();

  async function fetchOk(path: string): Promise<Response> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`);
    } catch (error) {
      throw new SearchUnavailableError(`Search index request failed: ${path}: ${(error as Error).message}`);
    }
    if (!response.ok)
      throw new SearchUnavailableError(`Search index request failed: ${path} answered ${response.status}`);
    return response;
  }

  function loadManifest(): Promise<SearchManifest> {
    // A failed load is forgotten, so the next keystroke tries again (e.g. back online).
    manifest ??= fetchOk(MANIFEST_PATH)
      .then((response) => response.json() as Promise<SearchManifest>)
      .catch((error: unknown) => {
        manifest = null;
        throw error;
      });
    return manifest;
  }

  function loadIndexFile(key: string, file: string): Promise<LocalIndex> {
    let pending = indexes.get(key);
    if (!pending) {
      pending = fetchOk(file)
        .then((response) => response.text())
        .then(loadIndex);
      pending.catch(() => indexes.delete(key));
      indexes.set(key, pending);
    }
    return pending;
  }

  async function loadSelected(facetFilters: FacetFilters): Promise<LocalIndex[]> {
    const { indexes: files } = await loadManifest();
    const selected = Object.entries(files).filter(([key]) => {
      const [language, tag] = key.split('/');
      return matchesFacetFilters({ language, docusaurus_tag: tag }, facetFilters);
    });
    return Promise.all(selected.map(([key, file]) => loadIndexFile(key, file)));
  }

  async function searchOne(request: SearchRequest): Promise<SearchResponse> {
    const started = performance.now();
    const params = { ...request.params, ...request };
    const query = String(params.query ?? '');
    const hitsPerPage = Math.max(
      1,
      Math.min(1000, Number(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE) || DEFAULT_HITS_PER_PAGE),
    );
    const page = Math.max(0, Math.floor(Number(params.page ?? 0)) || 0);
    const loaded = await loadSelected(params.facetFilters);
    const results = loaded.flatMap((index) => runQuery(index, query)).sort((a, b) => b.score - a.score);
    const hitOptions = { highlightPreTag: params.highlightPreTag, highlightPostTag: params.highlightPostTag };
    const hits = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result) => toHit(result, hitOptions));
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
    };
  }

  return {
    async search({ requests }) {
      return { results: await Promise.all(requests.map(searchOne)) };
    },
    preload(facetFilters) {
      // A failure here is reported by the search that follows, which loads again.
      loadSelected(facetFilters).catch(() => {});
    },
    addAlgoliaAgent() {},
  };
}
