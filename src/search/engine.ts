/**
 * The local search engine: MiniSearch does the matching and ranking; this module turns its
 * results into Algolia/DocSearch-shaped hits (hierarchy, _highlightResult, _snippetResult).
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { INDEX_OPTIONS, SEARCH_OPTIONS, type SearchRecord } from './schema';
import { expandQuery } from './synonyms';

export type LocalIndex = MiniSearch<SearchRecord>;

/** Algolia caps queries at 512 characters; longer input is cut rather than rejected. */
export const MAX_QUERY_LENGTH = 512;
const MAX_RESULTS = 1000;

export function createIndex(records: SearchRecord[]): LocalIndex {
  const index = new MiniSearch<SearchRecord>(INDEX_OPTIONS);
  index.addAll(records);
  return index;
}

export function loadIndex(json: string): LocalIndex {
  return MiniSearch.loadJSON<SearchRecord>(json, INDEX_OPTIONS);
}

export interface HitOptions {
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** Words of content around the first match in a snippet. */
  snippetWords?: number;
}

interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface DocSearchHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  content: string | null;
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  _highlightResult: { hierarchy: Record<string, HighlightValue>; content?: HighlightValue };
  _snippetResult: { hierarchy: Record<string, HighlightValue>; content?: HighlightValue };
  _score: number;
}

/** Ranked results for a query, synonyms included; an empty or blank query finds nothing. */
export function runQuery(index: LocalIndex, rawQuery: string): SearchResult[] {
  const query = rawQuery.slice(0, MAX_QUERY_LENGTH).trim();
  if (!query) return [];
  const queries = expandQuery(query);
  const search = (combineWith: 'AND' | 'OR') =>
    index.search(
      { combineWith: 'OR', queries: queries.map((q) => ({ queries: [q], combineWith }) as never) },
      SEARCH_OPTIONS,
    );
  let results = search('AND');
  // Every word must match first; when nothing does, any word may.
  if (results.length === 0) results = search('OR');
  return results.slice(0, MAX_RESULTS);
}

const WORD_OR_GAP = /([^\n\r\p{Z}\p{P}]+)|([\n\r\p{Z}\p{P}]+)/gu;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function tokens(text: string): { text: string; word: boolean }[] {
  return Array.from(text.matchAll(WORD_OR_GAP), (match) => ({ text: match[0], word: Boolean(match[1]) }));
}

/** HTML-escapes `text` and wraps the words that matched in the highlight tags. */
export function highlight(text: string, terms: Set<string>, pre: string, post: string): HighlightValue {
  const matched = new Set<string>();
  const value = tokens(text)
    .map((token) => {
      if (token.word && terms.has(token.text.toLowerCase())) {
        matched.add(token.text.toLowerCase());
        return `${pre}${escapeHtml(token.text)}${post}`;
      }
      return escapeHtml(token.text);
    })
    .join('');
  return { value, matchLevel: matched.size ? 'full' : 'none', matchedWords: [...matched] };
}

/** A window of words around the first match, highlighted, with ellipses where text was cut. */
export function snippet(text: string, terms: Set<string>, pre: string, post: string, words: number): HighlightValue {
  const parts = tokens(text);
  const wordPositions = parts.flatMap((part, position) => (part.word ? [position] : []));
  const firstMatch = wordPositions.findIndex((position) => terms.has(parts[position].text.toLowerCase()));
  const startWord = Math.max(0, (firstMatch === -1 ? 0 : firstMatch) - Math.floor(words / 3));
  const endWord = Math.min(wordPositions.length, startWord + words);
  if (wordPositions.length === 0) return highlight(text, terms, pre, post);
  const from = startWord === 0 ? 0 : wordPositions[startWord];
  const to = endWord >= wordPositions.length ? parts.length : wordPositions[endWord];
  const window = parts
    .slice(from, to)
    .map((part) => part.text)
    .join('')
    .trim();
  const result = highlight(window, terms, pre, post);
  return {
    ...result,
    value: `${from > 0 ? '… ' : ''}${result.value}${to < parts.length ? ' …' : ''}`,
  };
}

/** Converts one MiniSearch result to the hit format DocSearch and the search page render. */
export function toHit(result: SearchResult, options: HitOptions = {}): DocSearchHit {
  const pre = options.highlightPreTag ?? '<mark>';
  const post = options.highlightPostTag ?? '</mark>';
  const terms = new Set(result.terms.map((term) => term.toLowerCase()));
  const stored = result as unknown as SearchRecord & SearchResult;
  const hierarchy = {
    lvl0: stored.lvl0,
    lvl1: stored.lvl1,
    lvl2: stored.lvl2 || null,
    lvl3: stored.lvl3 || null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const highlighted: Record<string, HighlightValue> = {};
  const snippets: Record<string, HighlightValue> = {};
  for (const [level, text] of Object.entries(hierarchy)) {
    if (!text) continue;
    highlighted[level] = highlight(text, terms, pre, post);
    snippets[level] = highlighted[level];
  }
  // Shown as a heading hit when a heading matched; otherwise as a content hit with a snippet.
  const headingMatched = Object.values(result.match).some((fields) => fields.some((field) => field !== 'content'));
  const hasContent = Boolean(stored.content);
  const [urlWithoutAnchor, anchor = null] = stored.url.split('#');
  return {
    objectID: String(result.id),
    url: stored.url,
    url_without_anchor: urlWithoutAnchor,
    anchor,
    type: !headingMatched && hasContent ? 'content' : stored.type,
    content: hasContent ? stored.content : null,
    hierarchy,
    _highlightResult: {
      hierarchy: highlighted,
      ...(hasContent && { content: highlight(stored.content, terms, pre, post) }),
    },
    _snippetResult: {
      hierarchy: snippets,
      ...(hasContent && { content: snippet(stored.content, terms, pre, post, options.snippetWords ?? 16) }),
    },
    _score: result.score,
  };
}
