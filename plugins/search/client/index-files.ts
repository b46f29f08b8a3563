/**
 * Fetching the search index files (the manifest, then the files the facet filters select), apart
 * from the engine that reads them.
 */
import { MANIFEST_PATH, type SearchManifest } from './schema';

export type FacetFilters = (string | string[])[] | string | undefined;

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

export interface IndexFiles {
  /** The text of every index the filters select, by key ("en/docs-default-current"). */
  select(facetFilters: FacetFilters): Promise<{ key: string; text: string }[]>;
}

/** A failed request is forgotten, so the next search tries again (e.g. back online). */
export function createIndexFiles(baseUrl: string, fetchImpl: typeof fetch = fetch): IndexFiles {
  let manifest: Promise<SearchManifest> | null = null;
  const texts = new Map<string, Promise<string>>();

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

  function remembered<T>(load: () => Promise<T>, forget: () => void): Promise<T> {
    const pending = load();
    pending.catch(forget);
    return pending;
  }

  function loadManifest(): Promise<SearchManifest> {
    manifest ??= remembered(
      () => fetchOk(MANIFEST_PATH).then((response) => response.json() as Promise<SearchManifest>),
      () => (manifest = null),
    );
    return manifest;
  }

  function loadText(key: string, file: string): Promise<string> {
    let pending = texts.get(key);
    if (!pending) {
      pending = remembered(
        () => fetchOk(file).then((response) => response.text()),
        () => texts.delete(key),
      );
      texts.set(key, pending);
    }
    return pending;
  }

  return {
    async select(facetFilters) {
      const { indexes: files } = await loadManifest();
      const selected = Object.entries(files).filter(([key]) => {
        const [language = '', tag = ''] = key.split('/');
        return matchesFacetFilters({ language, docusaurus_tag: tag }, facetFilters);
      });
      return Promise.all(selected.map(async ([key, file]) => ({ key, text: await loadText(key, file) })));
    },
  };
}
