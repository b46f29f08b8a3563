/**
 * What the DocSearch modal needs beyond a search client, recorded by wrapping the client:
 *
 * - The true number of hits of the latest answer for each query. DocSearch 4.7.0 adds each
 *   response's nbHits to the previous one (its footer count grows with every keystroke), so the
 *   "See all {count} results" link reads the count from here instead.
 * - The spelling suggestions of the latest query that found nothing (the local client's answer
 *   carries them; DocSearch has no place for them), shown on the no-results screen.
 * - Whether the latest search failed. DocSearch 4.7.0 resets its error status to idle right
 *   after setting it (autocomplete's `finally`), so its "Unable to fetch results" screen never
 *   stays; the search bar shows the failure through its no-results screen instead.
 */
const counts = new Map<string, number>();
const MAX_REMEMBERED = 50;

function recordHitCount(query: string, nbHits: number): void {
  counts.delete(query);
  counts.set(query, nbHits);
  if (counts.size > MAX_REMEMBERED) counts.delete(counts.keys().next().value as string);
}

export function hitCountFor(query: string): number | undefined {
  return counts.get(query);
}

export interface NoHits {
  query: string;
  suggestions: string[];
}

let noHits: NoHits | null = null;
const noHitsListeners = new Set<() => void>();

function setNoHits(value: NoHits | null): void {
  if (noHits === value || (noHits && value && noHits.query === value.query)) return;
  noHits = value;
  noHitsListeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: the latest query that found nothing, with its suggestions. */
export function subscribeNoHits(listener: () => void): () => void {
  noHitsListeners.add(listener);
  return () => noHitsListeners.delete(listener);
}

export function latestNoHits(): NoHits | null {
  return noHits;
}

let failed = false;
const listeners = new Set<() => void>();

function setFailed(value: boolean): void {
  if (failed === value) return;
  failed = value;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: whether the latest search failed. */
export function subscribeSearchFailure(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function searchFailed(): boolean {
  return failed;
}

interface Request {
  query?: string;
  params?: { query?: string };
}

interface CountableClient {
  search(input: { requests: Request[] }): Promise<{ results: unknown[] }>;
}

function queryOf(request: Request | undefined): string {
  return request?.query ?? request?.params?.query ?? '';
}

/**
 * Wraps a client's search for the DocSearch modal: records hit counts, and turns a failure into
 * an empty answer plus the failure flag (a rejection would surface as an uncaught error).
 */
export function forDocSearch<T extends CountableClient>(client: T): T {
  const search = client.search.bind(client);
  client.search = async (input) => {
    try {
      const response = await search(input);
      response.results.forEach((result, index) => {
        const { nbHits, suggestions } = result as { nbHits?: unknown; suggestions?: unknown };
        const query = queryOf(input.requests[index]);
        if (typeof nbHits === 'number') recordHitCount(query, nbHits);
        if (index === 0) {
          setNoHits(
            nbHits === 0 ? { query, suggestions: Array.isArray(suggestions) ? (suggestions as string[]) : [] } : null,
          );
        }
      });
      setFailed(false);
      return response;
    } catch (error) {
      console.warn('Search failed:', error);
      setFailed(true);
      return {
        results: input.requests.map((request) => ({
          hits: [],
          nbHits: 0,
          page: 0,
          nbPages: 0,
          hitsPerPage: 20,
          processingTimeMS: 0,
          exhaustiveNbHits: true,
          query: queryOf(request),
          params: '',
        })),
      };
    }
  };
  return client;
}
