/**
 * How text becomes search terms (plugins/search/client/terms.ts) and how a query is read (plugins/search/client/engine.ts),
 * on a small index: identifiers, stems, the product name and log prefixes, diversity, suggestions.
 */
import { describe, expect, it } from 'vitest';
import { createIndex, runQuery, suggestQueries } from '../../plugins/search/client/engine';
import { pageRank } from '../../plugins/search/client/page-rank';
import type { SearchRecord } from '../../plugins/search/client/schema';
import { identifierParts, indexTerms, queryTerm, STOP_WORDS, tokenize } from '../../plugins/search/client/terms';

describe('search terms', () => {
  it('keeps identifiers whole and indexes their words too', () => {
    expect(tokenize('Call useSession() or read NEXTAUTH_SECRET from next-auth/react.')).toEqual([
      'Call',
      'useSession',
      'or',
      'read',
      'NEXTAUTH_SECRET',
      'from',
      'next-auth/react',
    ]);
    expect(indexTerms('useSession')).toEqual(['usesession', 'use', 'session']);
    expect(indexTerms('NEXTAUTH_SECRET')).toEqual(['nextauth_secret', 'nextauth', 'secret']);
    expect(identifierParts('session.user.id')).toEqual(['session', 'user', 'id']);
    expect(identifierParts('OAuthAccountNotLinked')).toEqual([
      'oauthaccountnotlinked',
      'auth',
      'account',
      'not',
      'link',
    ]);
  });

  it('folds plain English words to one stem on both sides, and leaves identifiers alone', () => {
    expect(queryTerm('sessions')).toBe(queryTerm('session'));
    expect(queryTerm('updating')).toBe(queryTerm('update'));
    expect(queryTerm('cookies')).toBe(indexTerms('Cookies')[0]);
    expect(queryTerm('status')).toBe('status');
    expect(queryTerm('useSessions')).toBe('usesessions');
  });

  it('splits camelCase after a lowercase letter or a digit, and ends a run of capitals before its last one', () => {
    expect(identifierParts('JWTToken')).toEqual(['jwttoken', 'jwt', 'token']);
    expect(identifierParts('v4Beta')).toEqual(['v4beta', 'v4', 'beta']);
    expect(identifierParts('getJWT')).toEqual(['getjwt', 'get', 'jwt']);
  });

  it('finds no terms in punctuation, and keeps letters and digits of any script', () => {
    expect(tokenize('!!! ... ---')).toEqual([]);
    expect(tokenize('é-ü 42')).toEqual(['é-ü', '42']);
  });

  it('leaves words of three letters or fewer as they are', () => {
    expect(queryTerm('has')).toBe('has');
    expect(queryTerm('ads')).toBe('ads');
    expect(queryTerm('uses')).toBe('use');
  });

  it('folds "-ing" and "-ed" only off words longer than five letters', () => {
    expect(queryTerm('thing')).toBe('thing');
    expect(queryTerm('things')).toBe('thing');
    expect(queryTerm('adding')).toBe('add');
    expect(queryTerm('embed')).toBe('embed');
    expect(queryTerm('shared')).toBe('shar');
  });

  it('drops a final "e" only from words longer than four letters', () => {
    expect(queryTerm('role')).toBe('role');
    expect(queryTerm('roles')).toBe('role');
    expect(queryTerm('cookie')).toBe('cooki');
    expect(queryTerm('session')).toBe('session');
    expect(queryTerm('Session')).toBe('session');
  });

  it('keeps the "s" of words ending in ss, us or is', () => {
    expect(queryTerm('bus')).toBe('bus');
    expect(queryTerm('status')).toBe('status');
    expect(queryTerm('analysis')).toBe('analysis');
    expect(queryTerm('access')).toBe('access');
  });

  it('knows the small words of a question and no word that names a page', () => {
    for (const word of ['a', 'how', 'the', 'to', 'that']) expect(STOP_WORDS.has(word)).toBe(true);
    for (const word of ['session', 'callback', 'jwt', '']) expect(STOP_WORDS.has(word)).toBe(false);
  });
});

const record = (path: string, lvl2: string | null, content: string, lvl1 = 'Client API'): SearchRecord => ({
  id: `https://example.com${path}`,
  url: `https://example.com${path}`,
  type: lvl2 ? 'lvl2' : 'lvl1',
  lvl0: 'Docs',
  lvl1,
  lvl2,
  lvl3: null,
  content,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  rank: pageRank(path, ''),
});

// Built inside the tests, so that a change to the terms that breaks indexing fails them.
let builtIndex: ReturnType<typeof createIndex> | undefined;
const searchIndex = () =>
  (builtIndex ??= createIndex([
    record('/getting-started/client', null, 'The functions your components call.'),
    record('/getting-started/client#usesession', 'useSession', 'Returns the session and its status.'),
    record('/getting-started/client#signout', 'signOut', 'Ends the session and clears the cookie.'),
    record('/guides/testing', null, 'Mock useSession in tests; useSession returns what you pass.', 'Testing'),
    record(
      '/guides/testing#mock-usesession',
      'Mock useSession',
      'Mock useSession with jest; useSession is a hook.',
      'Testing',
    ),
    record('/errors#client_fetch_error', 'CLIENT_FETCH_ERROR', 'The client could not fetch the session.', 'Errors'),
    record('/errors#no_secret', 'NO_SECRET', 'Define a secret in production.', 'Errors'),
  ]));

const top = (query: string) =>
  runQuery(searchIndex(), query).map(
    (result) => new URL(String(result.url)).pathname + new URL(String(result.url)).hash,
  );

describe('search queries', () => {
  it('puts the section whose heading is the identifier first, ahead of pages that use it', () => {
    expect(top('useSession')[0]).toBe('/getting-started/client#usesession');
    expect(top('usesesion')[0]).toBe('/getting-started/client#usesession');
    expect(top('logout')[0]).toBe('/getting-started/client#signout');
  });

  it('reads a pasted log line and the "next-auth <thing>" form by what they name', () => {
    expect(top('[next-auth][error][CLIENT_FETCH_ERROR]')[0]).toBe('/errors#client_fetch_error');
    expect(top('next-auth signOut')[0]).toBe('/getting-started/client#signout');
    expect(top('how do I sign out')[0]).toBe('/getting-started/client#signout');
  });

  it('does not fill the first results with one page unless it answers better', () => {
    const pages = top('useSession')
      .slice(0, 2)
      .map((hit) => hit.split('#')[0]);
    expect(new Set(pages).size).toBe(2);
  });

  it('suggests the closest words the index has for a query that finds nothing', () => {
    expect(runQuery(searchIndex(), 'cokie')).toEqual([]);
    expect(suggestQueries(searchIndex(), 'cokie')[0]).toBe('cookie');
    expect(suggestQueries(searchIndex(), 'kubernetes')).toEqual([]);
  });
});
