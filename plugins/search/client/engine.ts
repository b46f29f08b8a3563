/**
 * The local search engine: MiniSearch does the matching and ranking; this module turns its
 * results into Algolia/DocSearch-shaped hits (hierarchy, _highlightResult, _snippetResult).
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { INDEX_OPTIONS, searchOptions, type SearchRecord } from './schema';
import { expandQuery } from './synonyms';
import { identifierParts, indexTerms, queryTerm, STOP_WORDS, tokenize } from './terms';
import { MAX_QUERY_LENGTH } from './query-limit';

export type LocalIndex = MiniSearch<SearchRecord>;

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
}

/** Words of content around the first match in a snippet. */
const SNIPPET_WORDS = 16;

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

/**
 * Words a query can do without: the library's name ("next-auth middleware"), the log prefix of a
 * pasted message ("[next-auth][error][CLIENT_FETCH_ERROR]") and the small words of a question
 * ("how to add role to session"). They name no page, and every word of a query must match.
 */
const LOG_PREFIX = /\[next-?auth\]\s*\[(error|warn)\]/gi;
/** …except that a log message's level names the page that lists its code. */
const LOG_LEVEL_PAGE: Record<string, string> = { error: 'errors', warn: 'warnings' };
const PRODUCT_NAME = /(^|[^\w/])next[-\s]?auth(?:\.js)?(?![\w/])/gi;
/** A synonym's results count a little less than the words the reader typed. */
const SYNONYM_WEIGHT = 0.9;
/**
 * An identifier split into its words (`GoogleProvider` → google provider) counts less again, and
 * much less when the identifier itself is in the docs (then its exact matches are better).
 */
const WORDS_WEIGHT = { unknown: 0.8, known: 0.25 };
/** Each further section of a page already in the results counts this much less, so the first
 * results come from different pages unless one page answers the query in several sections. */
const REPEAT_PAGE_WEIGHT = 0.6;

function withoutProductName(query: string): string {
  const rest = query
    .replace(LOG_PREFIX, (_prefix, level: string) => ` ${LOG_LEVEL_PAGE[level.toLowerCase()]} `)
    .replace(PRODUCT_NAME, '$1 ');
  return tokenize(rest).length > 0 ? rest : query;
}

function withoutStopWords(text: string): string {
  const words = tokenize(text);
  const kept = words.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  return (kept.length > 0 ? kept : words).join(' ');
}

/** Results of several phrasings of one query, each record scored by its best phrasing. */
function bestOf(resultLists: { results: SearchResult[]; weight: number }[]): SearchResult[] {
  const best = new Map<string, SearchResult>();
  for (const { results, weight } of resultLists) {
    for (const result of results) {
      const score = result.score * weight;
      const seen = best.get(result.id as string);
      if (!seen || seen.score < score) best.set(result.id as string, { ...result, score });
    }
  }
  return [...best.values()];
}

function pageOf(result: SearchResult): string {
  return String(result.url).split('#', 1)[0] ?? '';
}

function diversify(results: SearchResult[]): SearchResult[] {
  const shown = new Map<string, number>();
  return results
    .sort((a, b) => b.score - a.score)
    .map((result) => {
      const page = pageOf(result);
      const earlier = shown.get(page) ?? 0;
      shown.set(page, earlier + 1);
      return { ...result, score: result.score * REPEAT_PAGE_WEIGHT ** earlier };
    })
    .sort((a, b) => b.score - a.score);
}

/**
 * Ranked results for a query, synonyms included; an empty or blank query finds nothing.
 * Every word must match; identifiers also count by their words (`session.user.role` → session
 * user role). When no record has every word, any word may match.
 */
export function runQuery(index: LocalIndex, rawQuery: string): SearchResult[] {
  const phrased = withoutProductName(rawQuery.slice(0, MAX_QUERY_LENGTH));
  const query = withoutStopWords(phrased);
  if (!query) return [];
  const search = (text: string, combineWith: 'AND' | 'OR') =>
    index.search(text, { ...searchOptions(text), combineWith });
  const run = (combineWith: 'AND' | 'OR') => {
    // Scores add up over a phrasing's words: a longer phrasing is scaled down to the typed length.
    const length = (text: string) => tokenize(text).length;
    const scaled = (text: string, weight: number) => ({
      results: search(text, combineWith),
      weight: (weight * length(query)) / Math.max(length(query), length(text)),
    });
    // Synonyms are phrases ("log in"), so they are looked for before the small words go.
    const [, ...synonyms] = expandQuery(phrased).map(withoutStopWords);
    const typed = scaled(query, 1);
    const lists = [typed, ...synonyms.map((text) => scaled(text, SYNONYM_WEIGHT))];
    const words = tokenize(query).flatMap(identifierParts).join(' ');
    if (words && words !== query.toLowerCase()) {
      lists.push(scaled(words, typed.results.length > 0 ? WORDS_WEIGHT.known : WORDS_WEIGHT.unknown));
    }
    return bestOf(lists);
  };
  let results = run('AND');
  if (results.length === 0) results = run('OR');
  return diversify(results).slice(0, MAX_RESULTS);
}

/** How far a spelling suggestion may be from the word typed: further than the search's own typo tolerance. */
const SUGGESTION_DISTANCE = (word: string) => (word.length >= 4 ? 2 : 1);
const MAX_SUGGESTIONS = 3;

/** Levenshtein distance, for ordering spelling suggestions closest first. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      // Every index read here was written in this or the previous row.
      const [above, left, diagonal] = [previous[j] ?? 0, current[j - 1] ?? 0, previous[j - 1] ?? 0];
      current[j] = Math.min(above + 1, left + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The word in a record's text that the index stored as `term` ("Cookies" for the stem of cookie), if any. */
function spellingIn(record: SearchResult, term: string): string | undefined {
  // A MiniSearch result carries the record's stored fields at its top level, untyped.
  const stored = record as unknown as SearchRecord;
  for (const text of [stored.lvl3, stored.lvl2, stored.lvl1, stored.content]) {
    const word = tokenize(text ?? '').find((token) => indexTerms(token)[0] === term);
    if (word) return word;
  }
  return undefined;
}

/**
 * For a query that finds nothing: up to three queries that do, each with the words replaced by the
 * closest words of the index's own vocabulary, most used first. Empty when nothing is close.
 */
export function suggestQueries(index: LocalIndex, rawQuery: string): string[] {
  const words = withoutStopWords(withoutProductName(rawQuery.slice(0, MAX_QUERY_LENGTH)))
    .split(' ')
    .filter(Boolean);
  const closest = words.map((word) => {
    const found = index.search(word, {
      processTerm: queryTerm,
      fuzzy: SUGGESTION_DISTANCE(word),
      prefix: false,
      combineWith: 'OR',
    });
    // Per index term: how far it is from the word, how many records use it, and its usual spelling.
    const terms = new Map<string, { distance: number; records: number; spellings: Map<string, number> }>();
    const typed = queryTerm(word);
    for (const record of found) {
      for (const term of Object.keys(record.match)) {
        const spelling = spellingIn(record, term);
        if (!spelling) continue;
        const entry = terms.get(term) ?? {
          distance: editDistance(typed, term),
          records: 0,
          spellings: new Map<string, number>(),
        };
        entry.records += 1;
        entry.spellings.set(spelling, (entry.spellings.get(spelling) ?? 0) + 1);
        terms.set(term, entry);
      }
    }
    return [...terms.values()]
      .sort((a, b) => a.distance - b.distance || b.records - a.records)
      .flatMap(({ spellings }) =>
        [...spellings]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 1)
          .map(([spelling]) => spelling),
      );
  });
  if (closest.some((options) => options.length === 0)) return [];
  const suggestions = new Set<string>();
  for (let choice = 0; choice < MAX_SUGGESTIONS; choice++) {
    const query = closest.map((options) => options[Math.min(choice, options.length - 1)]).join(' ');
    if (runQuery(index, query).length > 0) suggestions.add(query);
  }
  return [...suggestions];
}

// Words as the index splits them (identifiers whole), and the gaps between them.
const WORD_OR_GAP = /([\p{L}\p{N}]+(?:[._\-/@][\p{L}\p{N}]+)*)|([^\p{L}\p{N}]+)/gu;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function tokens(text: string): { text: string; word: boolean }[] {
  return Array.from(text.matchAll(WORD_OR_GAP), (match) => ({ text: match[0], word: Boolean(match[1]) }));
}

/** Whether a word of the text is one the index matched: itself, its stem, or one of its parts. */
function isMatch(word: string, terms: Set<string>): boolean {
  return terms.has(word.toLowerCase()) || indexTerms(word).some((term) => terms.has(term));
}

/** HTML-escapes `text` and wraps the words that matched in the highlight tags. */
export function highlight(text: string, terms: Set<string>, pre: string, post: string): HighlightValue {
  const matched = new Set<string>();
  const value = tokens(text)
    .map((token) => {
      if (token.word && isMatch(token.text, terms)) {
        matched.add(token.text.toLowerCase());
        return `${pre}${escapeHtml(token.text)}${post}`;
      }
      return escapeHtml(token.text);
    })
    .join('');
  return { value, matchLevel: matched.size ? 'full' : 'none', matchedWords: [...matched] };
}

/** A window of words around the first match, highlighted, with ellipses where text was cut. */
function snippet(text: string, terms: Set<string>, pre: string, post: string, words: number): HighlightValue {
  const parts = tokens(text);
  const wordPositions = parts.flatMap((part, position) => (part.word ? [position] : []));
  const firstMatch = wordPositions.findIndex((position) => isMatch(parts[position]?.text ?? '', terms));
  const startWord = Math.max(0, (firstMatch === -1 ? 0 : firstMatch) - Math.floor(words / 3));
  const endWord = Math.min(wordPositions.length, startWord + words);
  if (wordPositions.length === 0) return highlight(text, terms, pre, post);
  const from = startWord === 0 ? 0 : (wordPositions[startWord] ?? 0);
  const to = endWord >= wordPositions.length ? parts.length : (wordPositions[endWord] ?? parts.length);
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
  // The index terms that matched (after stemming and fuzzy matching), and the query's own words.
  const terms = new Set([...Object.keys(result.match), ...result.terms.map((term) => term.toLowerCase())]);
  // A MiniSearch result carries the record's stored fields at its top level, untyped.
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
  const [urlWithoutAnchor = stored.url, anchor = null] = stored.url.split('#');
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
      ...(hasContent && { content: snippet(stored.content, terms, pre, post, SNIPPET_WORDS) }),
    },
    _score: result.score,
  };
}
