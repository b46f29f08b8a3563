import { describe, expect, it, vi } from 'vitest';
import { createIndex, highlight, runQuery } from '../../plugins/search/client/engine';
import { createLocalSearchClient, matchesFacetFilters } from '../../plugins/search/client/local-client';
import type { SearchRecord } from '../../plugins/search/client/schema';
import { expandQuery } from '../../plugins/search/client/synonyms';

function record(partial: Partial<SearchRecord> & Pick<SearchRecord, 'id' | 'lvl1'>): SearchRecord {
  return {
    url: partial.id,
    type: 'lvl1',
    lvl0: 'Docs',
    lvl2: null,
    lvl3: null,
    content: '',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    rank: 0,
    ...partial,
  };
}

const V4 = [
  record({
    id: 'https://x.dev/getting-started/client',
    lvl1: 'Client API',
    content: 'Call signOut to end the session.',
  }),
  record({
    id: 'https://x.dev/getting-started/client#signout',
    lvl1: 'Client API',
    lvl2: 'signOut()',
    type: 'lvl2',
    content: 'Ends the session and redirects.',
  }),
  record({ id: 'https://x.dev/configuration/callbacks', lvl1: 'Callbacks', content: 'The jwt callback runs first.' }),
  ...Array.from({ length: 30 }, (_, n) =>
    record({ id: `https://x.dev/providers/p${n}`, lvl1: `Provider ${n}`, content: 'An OAuth provider.' }),
  ),
];
const V3 = [
  record({
    id: 'https://x.dev/v3/getting-started/client',
    lvl1: 'Client API (v3)',
    docusaurus_tag: 'docs-default-v3',
    content: 'signOut in v3.',
  }),
];

function fakeSite() {
  const files: Record<string, string> = {
    '/search-manifest.json': JSON.stringify({
      indexes: { 'en/docs-default-current': 'assets/search/v4.json', 'en/docs-default-v3': 'assets/search/v3.json' },
    }),
    '/assets/search/v4.json': JSON.stringify(createIndex(V4)),
    '/assets/search/v3.json': JSON.stringify(createIndex(V3)),
  };
  return vi.fn(
    async (url: string) =>
      url in files ? new Response(files[url], { status: 200 }) : new Response('not found', { status: 404 }),
    // A fake fetch: it answers only what the code under test asks for.
  ) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

const V4_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

describe('matchesFacetFilters', () => {
  const facets = { language: 'en', docusaurus_tag: 'docs-default-v3' };
  it('treats the outer list as AND and inner lists as OR', () => {
    expect(matchesFacetFilters(facets, ['language:en', ['docusaurus_tag:x', 'docusaurus_tag:docs-default-v3']])).toBe(
      true,
    );
    expect(matchesFacetFilters(facets, ['language:fr', ['docusaurus_tag:docs-default-v3']])).toBe(false);
    expect(matchesFacetFilters(facets, [['docusaurus_tag:docs-default-current']])).toBe(false);
  });
  it('accepts no filters, a single string, negation, and rejects unknown attributes', () => {
    expect(matchesFacetFilters(facets, undefined)).toBe(true);
    expect(matchesFacetFilters(facets, 'language:en')).toBe(true);
    expect(matchesFacetFilters(facets, ['-docusaurus_tag:docs-default-current'])).toBe(true);
    expect(matchesFacetFilters(facets, ['type:content'])).toBe(false);
    expect(matchesFacetFilters(facets, ['nonsense'])).toBe(false);
  });
});

describe('local search client', () => {
  it('answers in Algolia’s response shape with highlighted hierarchy and snippets', async () => {
    const client = createLocalSearchClient({ baseUrl: '/', fetch: fakeSite() });
    const { results } = await client.search({
      requests: [{ indexName: 'docs', query: 'signout', facetFilters: V4_FILTERS }],
    });
    const [result] = results;
    expect(result).toMatchObject({ page: 0, hitsPerPage: 20, nbPages: 1, index: 'docs', query: 'signout' });
    expect(result!.nbHits).toBe(2);
    const [top] = result!.hits;
    expect(top!.url).toBe('https://x.dev/getting-started/client#signout');
    expect(top!.hierarchy).toMatchObject({ lvl0: 'Docs', lvl1: 'Client API', lvl2: 'signOut()', lvl3: null });
    expect(top!._highlightResult.hierarchy.lvl2!.value).toBe('<mark>signOut</mark>()');
    expect(top!._snippetResult.content?.value).toContain('Ends the session');
  });

  it('searches only the version the facet filters name', async () => {
    const client = createLocalSearchClient({ baseUrl: '/', fetch: fakeSite() });
    const v3 = await client.search({
      requests: [{ query: 'signout', facetFilters: ['language:en', ['docusaurus_tag:docs-default-v3']] }],
    });
    expect(v3.results[0]!.hits.map((hit) => hit.url)).toEqual(['https://x.dev/v3/getting-started/client']);
  });

  it('pages through results and counts all of them', async () => {
    const client = createLocalSearchClient({ baseUrl: '/', fetch: fakeSite() });
    const { results } = await client.search({
      requests: [{ query: 'oauth provider', facetFilters: V4_FILTERS, hitsPerPage: 12, page: 2 }],
    });
    expect(results[0]).toMatchObject({ nbHits: 30, nbPages: 3, page: 2 });
    expect(results[0]!.hits).toHaveLength(6);
  });

  it('loads the manifest and each index once, only when searched', async () => {
    const fetchMock = fakeSite();
    const client = createLocalSearchClient({ baseUrl: '/docs/', fetch: fetchMock });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(client.search({ requests: [{ query: 'x', facetFilters: V4_FILTERS }] })).rejects.toThrow(
      /answered 404/,
    );
    const working = createLocalSearchClient({ baseUrl: '/', fetch: fetchMock });
    await working.search({ requests: [{ query: 'jwt', facetFilters: V4_FILTERS }] });
    await working.search({ requests: [{ query: 'callback', facetFilters: V4_FILTERS }] });
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls.filter((url) => url === '/search-manifest.json')).toHaveLength(1);
    expect(urls.filter((url) => url === '/assets/search/v4.json')).toHaveLength(1);
    expect(urls).not.toContain('/assets/search/v3.json');
  });

  it('preloads only the indexes the filters select, once', async () => {
    const fetchMock = fakeSite();
    const client = createLocalSearchClient({ baseUrl: '/', fetch: fetchMock });
    void client.preload(V4_FILTERS);
    await client.search({ requests: [{ query: 'jwt', facetFilters: V4_FILTERS }] });
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual(['/search-manifest.json', '/assets/search/v4.json']);
  });

  it('preload resolves once the index is loaded, and resolves (not rejects) when it cannot load', async () => {
    const fetchMock = fakeSite();
    const client = createLocalSearchClient({ baseUrl: '/', fetch: fetchMock });
    await client.preload(V4_FILTERS);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/search-manifest.json', '/assets/search/v4.json']);
    await client.search({ requests: [{ query: 'jwt', facetFilters: V4_FILTERS }] });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    const failing = createLocalSearchClient({ baseUrl: '/', fetch: offline });
    await expect(failing.preload(V4_FILTERS)).resolves.toBeUndefined();
  });

  it('retries after a failed load instead of caching the failure', async () => {
    const site = fakeSite();
    let offline = true;
    const flaky = vi.fn(async (url: string) =>
      offline ? Promise.reject(new TypeError('Failed to fetch')) : site(url),
    );
    // A fake fetch: it answers only what the code under test asks for.
    const client = createLocalSearchClient({ baseUrl: '/', fetch: flaky as unknown as typeof fetch });
    await expect(client.search({ requests: [{ query: 'jwt', facetFilters: V4_FILTERS }] })).rejects.toThrow(
      'Failed to fetch',
    );
    offline = false;
    const { results } = await client.search({ requests: [{ query: 'jwt', facetFilters: V4_FILTERS }] });
    expect(results[0]!.nbHits).toBe(1);
  });

  it('survives hostile queries and never returns unescaped HTML', async () => {
    const client = createLocalSearchClient({ baseUrl: '/', fetch: fakeSite() });
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)> signOut',
      'x'.repeat(5000),
      '.*+?^${}()|[]\\',
      '🔐 sign out 👋',
      '   ',
      '',
    ];
    for (const query of hostile) {
      const { results } = await client.search({ requests: [{ query, facetFilters: V4_FILTERS }] });
      for (const hit of results[0]!.hits) {
        const html = JSON.stringify([hit._highlightResult, hit._snippetResult]);
        expect(html).not.toMatch(/<(?!\/?mark>)[a-z]/i);
      }
    }
  });
});

describe('engine helpers', () => {
  it('escapes text and marks only matched words', () => {
    expect(highlight('Use <Provider> & signOut()', new Set(['signout']), '<mark>', '</mark>').value).toBe(
      'Use &lt;Provider&gt; &amp; <mark>signOut</mark>()',
    );
  });

  it('finds records through synonyms', () => {
    const index = createIndex(V4);
    expect(runQuery(index, 'logout').map((result) => result.id)).toContain(
      'https://x.dev/getting-started/client#signout',
    );
  });

  it('expands a query with each phrase of its synonym group', () => {
    expect(expandQuery('How to log out')).toEqual(
      expect.arrayContaining(['How to log out', 'how to sign out', 'how to logout']),
    );
    expect(expandQuery('prisma')).toEqual(['prisma']);
  });
});
