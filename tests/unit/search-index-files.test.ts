import { describe, expect, it, vi } from 'vitest';
import { createIndexFiles, SearchUnavailableError } from '../../plugins/search/client/index-files';

const MANIFEST = {
  indexes: {
    'en/docs-default-current': 'assets/search/en-current.abc.json',
    'en/docs-default-v3': 'assets/search/en-v3.def.json',
  },
};

function fakeFetch(fail: Set<string> = new Set()) {
  return vi.fn(async (url: string) => {
    const path = url.replace(/^\//, '');
    if (fail.has(path)) throw new TypeError('Failed to fetch');
    if (path === 'search-manifest.json') return new Response(JSON.stringify(MANIFEST));
    if (path.startsWith('assets/search/')) return new Response(`index:${path}`);
    return new Response('missing', { status: 404 });
  });
}

describe('index files', () => {
  it('fetches the manifest and each selected index once, however often they are asked for', async () => {
    const fetch = fakeFetch();
    // A fake fetch: it answers only what the code under test asks for.
    const files = createIndexFiles('/', fetch as unknown as typeof globalThis.fetch);
    const filters = ['language:en', ['docusaurus_tag:docs-default-v3']];
    const [first, second] = await Promise.all([files.select(filters), files.select(filters)]);
    expect(first).toEqual([{ key: 'en/docs-default-v3', text: 'index:assets/search/en-v3.def.json' }]);
    expect(second).toEqual(first);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/search-manifest.json', '/assets/search/en-v3.def.json']);
  });

  it('reports a failed request and tries again on the next call', async () => {
    const failing = new Set(['assets/search/en-current.abc.json']);
    const fetch = fakeFetch(failing);
    // A fake fetch: it answers only what the code under test asks for.
    const files = createIndexFiles('/', fetch as unknown as typeof globalThis.fetch);
    const filters = [['docusaurus_tag:docs-default-current']];
    await expect(files.select(filters)).rejects.toBeInstanceOf(SearchUnavailableError);
    failing.clear();
    await expect(files.select(filters)).resolves.toHaveLength(1);
  });
});
