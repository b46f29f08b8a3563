import { describe, expect, it, vi } from 'vitest';
import {
  cleanDocSearchStorage,
  cleanStoredSearches,
  MAX_STORED_SEARCHES,
  sameOriginPath,
  storedSearchKeys,
} from '../../plugins/search/client/stored-searches';

const PAGE = 'https://next-auth.js.org/getting-started/introduction';

/** An entry as DocSearch 4.7.0 stores a heading it was opened from. */
function entry(overrides: Record<string, unknown> = {}) {
  return {
    objectID: 'options-secret',
    url: '/configuration/options#secret',
    url_without_anchor: '/configuration/options',
    anchor: 'secret',
    type: 'lvl2',
    content: null,
    hierarchy: {
      lvl0: 'Documentation',
      lvl1: 'Options',
      lvl2: 'secret',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    ...overrides,
  };
}

const clean = (value: unknown) => cleanStoredSearches(JSON.stringify(value), PAGE);

describe('cleanStoredSearches', () => {
  it('keeps an entry of our shape, its link a path, its markup derived from its text', () => {
    const [kept] = clean([entry({ __autocomplete_id: 3, extra: '<b>x</b>' })]);
    expect(kept).toMatchObject({
      objectID: 'options-secret',
      url: '/configuration/options#secret',
      url_without_anchor: '/configuration/options',
      anchor: 'secret',
      type: 'lvl2',
      __docsearch_parent: null,
    });
    expect(kept?._snippetResult.hierarchy.lvl2).toEqual({ value: 'secret', matchLevel: 'none', matchedWords: [] });
    expect(kept).not.toHaveProperty('extra');
    expect(kept).not.toHaveProperty('__autocomplete_id');
  });

  it.each([
    ['not JSON', '{"recent": ['],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"<img src=x onerror=alert(1)>"'],
    ['an object', JSON.stringify({ 0: entry() })],
    ['an empty array', '[]'],
  ])('gives nothing for %s', (_, stored) => {
    expect(cleanStoredSearches(stored, PAGE)).toEqual([]);
  });

  it('drops every entry of the wrong shape and keeps the good ones in order', () => {
    const good = entry();
    const second = entry({
      objectID: 'jwt',
      url: '/configuration/options#jwt',
      hierarchy: { lvl1: 'Options', lvl2: 'jwt' },
    });
    const kept = clean([
      null,
      1,
      'entry',
      [],
      {},
      good,
      entry({ objectID: 7 }),
      entry({ hierarchy: null }),
      entry({ hierarchy: 'Options' }),
      entry({ hierarchy: { lvl1: 1 } }),
      entry({ type: 'lvl9' }),
      entry({ type: 'lvl3' }), // its own level is empty: DocSearch would show an empty row
      entry({ url: 42 }),
      entry({ content: { html: '<b>' } }),
      second,
    ]);
    expect(kept.map((hit) => hit.objectID)).toEqual(['options-secret', 'jwt']);
  });

  it('never passes stored markup on: highlights are re-derived and text is escaped', () => {
    const [kept] = clean([
      entry({
        hierarchy: { lvl1: 'Options <img src=x onerror="window.__xss=1">', lvl2: 'a & b' },
        _highlightResult: { hierarchy: { lvl1: { value: '<img src=x onerror="window.__xss=1">' } } },
        _snippetResult: { hierarchy: { lvl2: { value: '<script>window.__xss=1</script>' } } },
      }),
    ]);
    expect(kept?._highlightResult.hierarchy.lvl1?.value).toBe(
      'Options &lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;',
    );
    expect(kept?._snippetResult.hierarchy.lvl1?.value).toBe(
      'Options &lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;',
    );
    expect(kept?._snippetResult.hierarchy.lvl2?.value).toBe('a &amp; b');
    // DocSearch renders these values as HTML (the raw hierarchy only where a level has none).
    const rendered = [kept?._highlightResult, kept?._snippetResult].flatMap((markup) =>
      Object.values(markup?.hierarchy ?? {}).map((highlight) => highlight.value),
    );
    expect(rendered).toHaveLength(4);
    for (const html of rendered) expect(html).not.toContain('<');
  });

  it('re-derives the content snippet too', () => {
    const [kept] = clean([entry({ type: 'content', content: 'Use <SessionProvider />' })]);
    expect(kept?._snippetResult.content?.value).toBe('Use &lt;SessionProvider /&gt;');
    expect(kept?._highlightResult.content?.value).toBe('Use &lt;SessionProvider /&gt;');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:window.__xss=1',
    '//evil.example/configuration/options',
    '\\\\evil.example/x',
    'https://evil.example/configuration/options',
    'http://next-auth.js.org/configuration/options',
    'https://next-auth.js.org:8443/configuration/options',
    'data:text/html,<script>1</script>',
    'blob:https://next-auth.js.org/0f8e',
    'mailto:someone@example.com',
  ])('drops an entry linking to %s', (url) => {
    expect(clean([entry({ url })])).toEqual([]);
  });

  it('keeps links into the site as paths, relative or absolute on the origin', () => {
    expect(clean([entry({ url: 'https://next-auth.js.org/configuration/options#secret' })])[0]?.url).toBe(
      '/configuration/options#secret',
    );
    expect(clean([entry({ url: '../configuration/options?x=1' })])[0]).toMatchObject({
      url: '/configuration/options?x=1',
      url_without_anchor: '/configuration/options?x=1',
      anchor: null,
    });
  });

  it('keeps a parent of our shape, cleaned; one that does not fit is left out, the entry kept', () => {
    const parent = entry({
      objectID: 'options',
      type: 'lvl1',
      url: '/configuration/options',
      hierarchy: { lvl1: 'Options' },
    });
    const withParent = clean([
      entry({
        __docsearch_parent: { ...parent, _snippetResult: { hierarchy: { lvl1: { value: '<img onerror=x>' } } } },
      }),
    ])[0];
    expect(withParent?.__docsearch_parent).toMatchObject({ objectID: 'options', url: '/configuration/options' });
    expect(withParent?.__docsearch_parent?._snippetResult.hierarchy.lvl1?.value).toBe('Options');
    for (const bad of ['x', 5, { ...parent, url: 'https://evil.example/' }, { ...parent, hierarchy: null }]) {
      expect(clean([entry({ __docsearch_parent: bad })])[0]?.__docsearch_parent).toBeNull();
    }
  });

  it('keeps at most MAX_STORED_SEARCHES entries, each once', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      i % 2 ? null : entry({ objectID: `hit-${i % 30}`, url: `/page-${i % 30}` }),
    );
    const kept = clean(many);
    expect(kept).toHaveLength(MAX_STORED_SEARCHES);
    expect(new Set(kept.map((hit) => hit.objectID)).size).toBe(MAX_STORED_SEARCHES);
  });

  it('drops a huge entry and keeps the others', () => {
    const huge = entry({ objectID: 'huge', hierarchy: { lvl1: 'x'.repeat(3_000_000), lvl2: 'secret' } });
    expect(clean([huge, entry()]).map((hit) => hit.objectID)).toEqual(['options-secret']);
    expect(clean([entry({ url: `/${'a'.repeat(5000)}` })])).toEqual([]);
  });

  it('gives what it gave when run on its own output', () => {
    const once = JSON.stringify(clean([entry(), entry({ objectID: 'b', url: '/b', __docsearch_parent: entry() })]));
    expect(JSON.stringify(cleanStoredSearches(once, PAGE))).toBe(once);
  });
});

describe('sameOriginPath', () => {
  it('resolves relative URLs against the page', () => {
    expect(sameOriginPath('options#jwt', PAGE)).toBe('/getting-started/options#jwt');
    expect(sameOriginPath('https://evil.example/', PAGE)).toBeNull();
    expect(sameOriginPath('http://[not a url', PAGE)).toBeNull();
  });
});

/** localStorage's interface over a Map, recording writes. */
function memoryStorage(initial: Record<string, string>) {
  const items = new Map(Object.entries(initial));
  const setItem = vi.fn((key: string, value: string) => void items.set(key, value));
  // Only the three methods the cleaner calls.
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem,
    removeItem: (key: string) => void items.delete(key),
  } as unknown as Storage;
  return { storage, items, setItem };
}

describe('cleanDocSearchStorage', () => {
  const [recent, favorite] = storedSearchKeys('next-auth-docs-local') as [string, string];

  it("names DocSearch 4.7.0's own keys", () => {
    expect([recent, favorite]).toEqual([
      '__DOCSEARCH_RECENT_SEARCHES__next-auth-docs-local',
      '__DOCSEARCH_FAVORITE_SEARCHES__next-auth-docs-local',
    ]);
  });

  it('rewrites a key to its good entries, removes one with none, and leaves a clean one alone', () => {
    const good = JSON.stringify(clean([entry()]));
    const { storage, items, setItem } = memoryStorage({
      [recent]: JSON.stringify([null, entry()]),
      [favorite]: 'not json',
      other: 'x',
    });
    cleanDocSearchStorage('next-auth-docs-local', () => storage, PAGE);
    expect(items.get(recent)).toBe(good);
    expect(items.has(favorite)).toBe(false);
    expect(items.get('other')).toBe('x');

    setItem.mockClear();
    cleanDocSearchStorage('next-auth-docs-local', () => storage, PAGE);
    expect(setItem).not.toHaveBeenCalled();
  });

  it('never throws: storage that cannot be read or written is left or cleared', () => {
    expect(() =>
      cleanDocSearchStorage(
        'x',
        () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
        PAGE,
      ),
    ).not.toThrow();
    const { storage, items, setItem } = memoryStorage({ [storedSearchKeys('x')[0]!]: JSON.stringify([entry(), null]) });
    setItem.mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => cleanDocSearchStorage('x', () => storage, PAGE)).not.toThrow();
    expect(items.size).toBe(0);
  });
});
