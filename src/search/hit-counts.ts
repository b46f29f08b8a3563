/**
 * The true number of hits of the latest answer for each query. DocSearch 4.7.0 adds each
 * response's nbHits to the previous one (its footer count grows with every keystroke), so the
 * "See all {count} results" link reads the count from here instead.
 */
const counts = new Map<string, number>();
const MAX_REMEMBERED = 50;

export function recordHitCount(query: string, nbHits: number): void {
  counts.delete(query);
  counts.set(query, nbHits);
  if (counts.size > MAX_REMEMBERED) counts.delete(counts.keys().next().value as string);
}

export function hitCountFor(query: string): number | undefined {
  return counts.get(query);
}

interface CountableClient {
  search(input: { requests: { query?: string; params?: { query?: string } }[] }): Promise<{ results: unknown[] }>;
}

/** Wraps a client's search so every answer records its hit count; returns the same client. */
export function countHits<T extends CountableClient>(client: T): T {
  const search = client.search.bind(client);
  client.search = (async (input) => {
    const response = await search(input);
    response.results.forEach((result, index) => {
      const request = input.requests[index];
      const query = request?.query ?? request?.params?.query ?? '';
      const nbHits = (result as { nbHits?: unknown }).nbHits;
      if (typeof nbHits === 'number') recordHitCount(query, nbHits);
    });
    return response;
  }) as T['search'];
  return client;
}
