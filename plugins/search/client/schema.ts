/**
 * The shape of the local search index, shared by the build-time indexer (plugins/search/index.ts)
 * and the browser client, so both agree on fields, boosts and tokenizing.
 */
import type { Options, SearchOptions } from 'minisearch';
import { indexTerms, queryTerm, STOP_WORDS, tokenize } from './terms';

/** A DocSearch-shaped record: one per page title and one per h2/h3 section. */
export interface SearchRecord {
  id: string;
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3';
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  content: string;
  language: string;
  docusaurus_tag: string;
  /** How much the page is the place to look things up (client/page-rank.ts), set at build time. */
  rank: number;
}

/** Fields stored in the index and returned with each result. */
const STORED_FIELDS = ['url', 'type', 'lvl0', 'lvl1', 'lvl2', 'lvl3', 'content', 'rank'] as const;

/** The record's own heading: its deepest level (the page title for a title record). */
function recordHeading(record: Pick<SearchRecord, 'lvl1' | 'lvl2' | 'lvl3'>): string {
  return record.lvl3 ?? record.lvl2 ?? record.lvl1;
}

export const INDEX_OPTIONS = {
  fields: ['lvl1', 'heading', 'lvl0', 'content'],
  storeFields: [...STORED_FIELDS],
  tokenize,
  processTerm: indexTerms,
  // The heading of a record is its deepest level; it is indexed, not stored.
  extractField: (document, fieldName) => {
    const record = document;
    if (fieldName === 'heading') return record.lvl3 ?? record.lvl2 ?? '';
    // Stored fields go through here too: keep null as null (MiniSearch skips it when indexing).
    // MiniSearch passes the record it was given as a plain object; fields are read by name.
    return (record as unknown as Record<string, string>)[fieldName];
  },
} satisfies Options<SearchRecord>;

/**
 * A record whose own heading says exactly what the reader typed documents that thing
 * (`## useSession`, `### NEXTAUTH_URL`, `### CLIENT_FETCH_ERROR`, `## JWT callback`, a provider
 * page titled "GitHub"): it outranks pages that merely use the name. A heading that names part of
 * the query ("Prisma" for "prisma adapter", "signOut" for "signout callbackUrl") counts half as much.
 */
const REFERENCE_BOOST = { whole: 4, part: 2 };
const IDENTIFIER_BOOST = 2;
/** A page title record wins a tie over its own sections. */
const TITLE_BOOST = 1.15;
/** Per step of page rank (client/page-rank.ts): enough to break ties, not to beat a better match. */
const PAGE_RANK_STEP = 0.1;

/** The terms of a heading or query, in order: "useSession()" → "usesession", "Events" → "event". */
function headingKey(text: string): string {
  return tokenize(text.replace(/\(\)/g, '')).map(queryTerm).join(' ');
}

function meaningfulTerms(key: string): string[] {
  return key.split(' ').filter((term) => term && !STOP_WORDS.has(term));
}

/**
 * Search options for one query: titles over headings over content, prefix matching on the last
 * word for type-ahead, light fuzziness for typos, and the boosts above. A one-word query compares
 * headings with the term the index matched (so a typo still finds `## useSession`).
 */
export function searchOptions(query: string): SearchOptions {
  const key = headingKey(query);
  const oneWord = !key.includes(' ');
  const queryTerms = new Set(meaningfulTerms(key));
  const referenceBoost = ({ heading, headingTerms }: RecordFacts, term: string): number => {
    if (heading === (oneWord ? term : key)) return REFERENCE_BOOST.whole;
    return headingTerms.length > 0 && headingTerms.every((t) => queryTerms.has(t)) ? REFERENCE_BOOST.part : 1;
  };
  return {
    boost: { lvl1: 4, heading: 3, lvl0: 1.2, content: 1 },
    processTerm: queryTerm,
    prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    // An identifier with underscores (an error code, an environment variable) says the most.
    boostTerm: (term) => (term.includes('_') ? IDENTIFIER_BOOST : 1),
    combineWith: 'AND',
    boostDocument: (id, term, stored) => {
      const facts = recordFacts(id as string, stored);
      return facts ? referenceBoost(facts, term) * facts.boost : 1;
    },
  };
}

interface RecordFacts {
  heading: string;
  headingTerms: string[];
  /** Page rank and title boost together. */
  boost: number;
}

// boostDocument runs for every matching record of every term: what it needs from a record is
// worked out once per record.
const factsById = new Map<string, RecordFacts>();

function recordFacts(id: string, stored: Record<string, unknown> | undefined): RecordFacts | undefined {
  let facts = factsById.get(id);
  if (!facts && stored) {
    // MiniSearch returns the stored fields untyped; they are the ones STORED_FIELDS names.
    const record = stored as unknown as Pick<SearchRecord, 'rank' | 'type' | 'lvl1' | 'lvl2' | 'lvl3'>;
    const heading = headingKey(recordHeading(record));
    facts = {
      heading,
      headingTerms: meaningfulTerms(heading),
      boost: (1 + PAGE_RANK_STEP * record.rank) * (record.type === 'lvl1' ? TITLE_BOOST : 1),
    };
    factsById.set(id, facts);
  }
  return facts;
}

/** Where the build writes the list of index files; fetched (uncached) when search is first used. */
export const MANIFEST_PATH = 'search-manifest.json';

export interface SearchManifest {
  /** `${language}/${docusaurus_tag}` → index file path relative to the site root. */
  indexes: Record<string, string>;
}

export function indexKey(language: string, tag: string): string {
  return `${language}/${tag}`;
}
