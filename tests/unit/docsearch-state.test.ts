import { describe, expect, it, vi } from 'vitest';

type Input = { requests: { query?: string; params?: { query?: string } }[] };
import {
  forDocSearch,
  foundNothingFor,
  hitCountFor,
  latestNoHits,
  searchFailed,
  subscribeAnswers,
  subscribeNoHits,
  subscribeSearchFailure,
} from '../../plugins/search/client/docsearch-state';

describe('forDocSearch', () => {
  it('records the latest count per query, not a running total', async () => {
    let nbHits = 0;
    const client = forDocSearch({ search: async (_input: Input) => ({ results: [{ nbHits }] }) });
    for (const [query, count] of [
      ['c', 40],
      ['ca', 12],
      ['cal', 7],
    ] as const) {
      nbHits = count;
      await client.search({ requests: [{ query }] });
    }
    expect(hitCountFor('ca')).toBe(12);
    expect(hitCountFor('cal')).toBe(7);
  });

  it('turns a failure into an empty answer and a failure flag that clears on success', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    const client = forDocSearch({
      search: async (_input: Input) => {
        if (fail) throw new Error('offline');
        return { results: [{ nbHits: 3 }] };
      },
    });
    const listener = vi.fn();
    const unsubscribe = subscribeSearchFailure(listener);
    const answer = await client.search({ requests: [{ params: { query: 'jwt' } }] });
    expect(answer.results).toEqual([expect.objectContaining({ hits: [], nbHits: 0, query: 'jwt' })]);
    expect(searchFailed()).toBe(true);
    fail = false;
    await client.search({ requests: [{ query: 'jwt' }] });
    expect(searchFailed()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('keeps the suggestions of the latest query that found nothing, and forgets them when one finds something', async () => {
    let answer: { nbHits: number; suggestions?: string[] } = { nbHits: 0, suggestions: ['OAuth'] };
    const client = forDocSearch({ search: async (_input: Input) => ({ results: [answer] }) });
    const listener = vi.fn();
    const unsubscribe = subscribeNoHits(listener);
    await client.search({ requests: [{ query: 'oauht' }] });
    expect(latestNoHits()).toEqual({ query: 'oauht', suggestions: ['OAuth'] });
    answer = { nbHits: 4 };
    await client.search({ requests: [{ query: 'oauth' }] });
    expect(latestNoHits()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('tells which queries were answered with nothing, a failure included, once each answer is recorded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let answer: { nbHits: number } | Error = { nbHits: 0 };
    const client = forDocSearch({
      search: async (_input: Input) => {
        if (answer instanceof Error) throw answer;
        return { results: [answer] };
      },
    });
    const seen: boolean[] = [];
    const unsubscribe = subscribeAnswers(() => seen.push(foundNothingFor('zzq')));
    expect(foundNothingFor('zzq')).toBe(false);
    await client.search({ requests: [{ query: 'zzq' }] });
    expect(foundNothingFor('zzq')).toBe(true);
    answer = { nbHits: 2 };
    await client.search({ requests: [{ query: 'zzq' }] });
    expect(foundNothingFor('zzq')).toBe(false);
    answer = new Error('offline');
    await client.search({ requests: [{ params: { query: 'zzq' } }] });
    expect(foundNothingFor('zzq')).toBe(true);
    // Each answer is announced after it is recorded.
    expect(seen).toEqual([true, false, true]);
    unsubscribe();
  });
});
