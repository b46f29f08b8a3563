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
 * - Which queries have been answered with nothing (no hits, or a failure), and when an answer
 *   comes. DocSearch 4.7.0 draws its no-results screen as soon as its results area first appears,
 *   before the first keystroke's answer: every search began with a flash of "No results for …".
 *   The modal shows that screen only for a query answered with nothing.
 */

/** A value the modal reads with useSyncExternalStore, or on change through a listener. */
function observable<T>(initial: T, same: (a: T, b: T) => boolean = Object.is) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next: T): void => {
      if (same(value, next)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

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

interface NoHits {
  query: string;
  suggestions: string[];
}

const noHits = observable<NoHits | null>(null, (a, b) => a === b || (a !== null && b !== null && a.query === b.query));
/** The latest query that found nothing, with its suggestions. */
export const subscribeNoHits = noHits.subscribe;
export const latestNoHits = noHits.get;

const failed = observable(false);
/** Whether the latest search failed. */
export const subscribeSearchFailure = failed.subscribe;
export const searchFailed = failed.get;

const answers = observable(0);
/** Called after each answer DocSearch gets, once the figures above are recorded. */
export const subscribeAnswers = answers.subscribe;

/** Whether DocSearch was told that this query found nothing. */
export function foundNothingFor(query: string): boolean {
  return counts.get(query) === 0;
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
          noHits.set(
            nbHits === 0 ? { query, suggestions: Array.isArray(suggestions) ? (suggestions as string[]) : [] } : null,
          );
        }
      });
      failed.set(false);
      answers.set(answers.get() + 1);
      return response;
    } catch (error) {
      console.warn('Search failed:', error);
      failed.set(true);
      noHits.set(null);
      // What DocSearch is told below: nothing found.
      input.requests.forEach((request) => recordHitCount(queryOf(request), 0));
      answers.set(answers.get() + 1);
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
