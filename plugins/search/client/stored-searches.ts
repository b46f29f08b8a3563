/**
 * The recent and favorite searches DocSearch keeps in localStorage, checked before its modal
 * reads them. DocSearch 4.7.0 has no prop to read or filter its storage: at every mount it parses
 * these keys itself, keeps any array, and renders each entry's `hierarchy`, `content` and
 * `_snippetResult` as HTML, with its `url` as the link. One entry of the wrong shape (null, a
 * string, no `hierarchy`) throws while rendering. So what is stored is untrusted input: an entry
 * either fits the shape our own hits have, with a link into this site, or it is dropped, and the
 * markup DocSearch renders is re-derived from the entry's text, escaped.
 *
 * DocSearch also reads `__DOCSEARCH_ASKAI_CONVERSATIONS__`, but renders it only with Ask AI, which
 * this site does not configure.
 */
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- only the search modal's chunk imports this module, loaded when search is reached for; no page starts with it
import { z } from 'zod';

/** DocSearch keeps at most 10 favorites and 7 recent searches; more is never shown. */
export const MAX_STORED_SEARCHES = 10;
/** Longer than any heading or paragraph of the docs: an entry with a longer text is not ours. */
const MAX_TEXT_LENGTH = 2_000;
const MAX_URL_LENGTH = 2_000;

export function storedSearchKeys(indexName: string): string[] {
  return [`__DOCSEARCH_RECENT_SEARCHES__${indexName}`, `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`];
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const text = z.string().max(MAX_TEXT_LENGTH);

/** The hit fields DocSearch reads from a stored entry; anything else in it is dropped. */
const hitSchema = z.object({
  objectID: z.string().min(1).max(200),
  url: z.string().min(1).max(MAX_URL_LENGTH),
  type: z.enum([...LEVELS, 'content']),
  content: text.nullish(),
  hierarchy: z.object({
    lvl0: text.nullish(),
    lvl1: text,
    lvl2: text.nullish(),
    lvl3: text.nullish(),
    lvl4: text.nullish(),
    lvl5: text.nullish(),
    lvl6: text.nullish(),
  }),
});

/**
 * A stored entry: a hit, and the hit it was listed under (DocSearch stores it to indent the
 * entry). A parent that does not fit is left out; the entry itself is kept.
 */
const storedSearchSchema = hitSchema.extend({
  __docsearch_parent: z.unknown().optional(),
});

type StoredHit = z.infer<typeof hitSchema>;

interface Highlight {
  value: string;
  matchLevel: 'none';
  matchedWords: [];
}

type CleanHit = StoredHit & {
  url_without_anchor: string;
  anchor: string | null;
  _highlightResult: { hierarchy: Record<string, Highlight>; content?: Highlight };
  _snippetResult: { hierarchy: Record<string, Highlight>; content?: Highlight };
};

export type CleanStoredSearch = CleanHit & { __docsearch_parent: CleanHit | null };

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The same-origin path a stored URL points to, or null: relative URLs resolve against the page,
 * an absolute one must be on its origin. `//host`, `javascript:` and other sites are refused.
 */
export function sameOriginPath(url: string, pageUrl: string): string | null {
  let resolved: URL;
  try {
    resolved = new URL(url, pageUrl);
  } catch {
    return null;
  }
  const page = new URL(pageUrl);
  // A blob: URL's origin is the page's, but it is no page of the site.
  if (resolved.origin !== page.origin || resolved.protocol !== page.protocol) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** The entry's text as our own search would mark it up with nothing matched: escaped, no tags. */
function plainHighlight(value: string): Highlight {
  return { value: escapeHtml(value), matchLevel: 'none', matchedWords: [] };
}

function cleanHit(hit: StoredHit, pageUrl: string): CleanHit | null {
  const url = sameOriginPath(hit.url, pageUrl);
  // DocSearch shows the text of the entry's own level; without it the entry is an empty row.
  const title = hit.type === 'content' ? hit.content : hit.hierarchy[hit.type];
  if (url === null || !title) return null;
  const hierarchy: Record<string, Highlight> = {};
  for (const level of LEVELS) {
    const value = hit.hierarchy[level];
    if (value) hierarchy[level] = plainHighlight(value);
  }
  const content = hit.content ? plainHighlight(hit.content) : undefined;
  const [urlWithoutAnchor = url, anchor = null] = url.split('#');
  return {
    ...hit,
    url,
    url_without_anchor: urlWithoutAnchor,
    anchor,
    _highlightResult: { hierarchy, ...(content && { content }) },
    _snippetResult: { hierarchy, ...(content && { content }) },
  };
}

function cleanEntry(entry: unknown, pageUrl: string): CleanStoredSearch | null {
  const parsed = storedSearchSchema.safeParse(entry);
  if (!parsed.success) return null;
  const { __docsearch_parent: storedParent, ...hit } = parsed.data;
  const clean = cleanHit(hit, pageUrl);
  if (!clean) return null;
  const parent = hitSchema.safeParse(storedParent);
  return { ...clean, __docsearch_parent: parent.success ? cleanHit(parent.data, pageUrl) : null };
}

/**
 * The entries of one stored value that fit, at most MAX_STORED_SEARCHES, each once: bad JSON or
 * anything but an array gives none.
 */
export function cleanStoredSearches(stored: string, pageUrl: string): CleanStoredSearch[] {
  let entries: unknown;
  try {
    entries = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  const kept = new Map<string, CleanStoredSearch>();
  for (const entry of entries) {
    if (kept.size === MAX_STORED_SEARCHES) break;
    const clean = cleanEntry(entry, pageUrl);
    if (clean && !kept.has(clean.objectID)) kept.set(clean.objectID, clean);
  }
  return [...kept.values()];
}

/**
 * Rewrites DocSearch's stored searches for this index to the entries that fit, or removes a key
 * with none. Never throws: storage may be disabled (reading `localStorage` itself throws then) or
 * full, and search must open regardless.
 */
export function cleanDocSearchStorage(indexName: string, storage: () => Storage, pageUrl: string): void {
  for (const key of storedSearchKeys(indexName)) {
    try {
      const stored = storage().getItem(key);
      if (stored === null) continue;
      const entries = cleanStoredSearches(stored, pageUrl);
      if (entries.length === 0) {
        storage().removeItem(key);
        continue;
      }
      const cleaned = JSON.stringify(entries);
      if (cleaned !== stored) storage().setItem(key, cleaned);
    } catch {
      try {
        storage().removeItem(key);
      } catch {
        // Storage is unavailable altogether; DocSearch then keeps nothing either.
      }
    }
  }
}
