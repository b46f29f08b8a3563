/**
 * How text becomes search terms (plugins/search/client/terms.ts) and how a query is read (plugins/search/client/engine.ts),
 * on a small index: identifiers, stems, the product name and log prefixes, diversity, suggestions.
 */
import { describe, expect, it } from 'vitest';
import { createIndex, runQuery, suggestQueries } from '../../plugins/search/client/engine';
import { pageRank } from '../../plugins/search/client/page-rank';
import type { SearchRecord } from '../../plugins/search/client/schema';
import { identifierParts, indexTerms, queryTerm, tokenize } from '../../plugins/search/client/terms';

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

const index = createIndex([
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
]);

const top = (query: string) =>
  runQuery(index, query).map((result) => new URL(String(result.url)).pathname + new URL(String(result.url)).hash);

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
    expect(runQuery(index, 'cokie')).toEqual([]);
    expect(suggestQueries(index, 'cokie')[0]).toBe('cookie');
    expect(suggestQueries(index, 'kubernetes')).toEqual([]);
  });
});
