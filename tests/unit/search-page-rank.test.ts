/**
 * How much a page is the place to look something up (plugins/search/client/page-rank.ts): the
 * longest matching prefix decides, a prefix matches whole path segments only, and a docs version's
 * route prefix is taken off first.
 */
import { describe, expect, it } from 'vitest';
import { pageRank } from '../../plugins/search/client/page-rank';

describe('pageRank', () => {
  it('ranks the functions an app calls above reference, explanations and everything else', () => {
    expect(pageRank('/getting-started/client', '')).toBe(3);
    expect(pageRank('/configuration/nextjs', '')).toBe(3);
    expect(pageRank('/configuration/options', '')).toBe(2);
    expect(pageRank('/errors', '')).toBe(2);
    expect(pageRank('/faq', '')).toBe(1);
    expect(pageRank('/providers/github', '')).toBe(0);
    expect(pageRank('/tutorials/testing-with-cypress', '')).toBe(0);
  });

  it('lets the longest prefix win, whatever order the table lists them in', () => {
    expect(pageRank('/getting-started/introduction', '')).toBe(1);
    expect(pageRank('/getting-started/upgrade-v4', '')).toBe(0);
    expect(pageRank('/getting-started/client', '')).toBe(3);
    expect(pageRank('/configuration/callbacks', '')).toBe(2);
  });

  it('matches a prefix at a "/" boundary only', () => {
    expect(pageRank('/faqs', '')).toBe(0);
    expect(pageRank('/errors-and-warnings', '')).toBe(0);
    expect(pageRank('/getting-started/clients', '')).toBe(1);
    expect(pageRank('/getting-started/client/usesession', '')).toBe(3);
  });

  it('reads the path of an absolute URL, with or without a trailing slash, section or query', () => {
    expect(pageRank('https://next-auth.js.org/errors#no_secret', '')).toBe(2);
    expect(pageRank('/getting-started/client/', '')).toBe(3);
    expect(pageRank('/faq?q=1', '')).toBe(1);
  });

  it("takes a docs version's route prefix off before matching, and only a whole prefix", () => {
    expect(pageRank('/v3/getting-started/client', '/v3')).toBe(3);
    expect(pageRank('/v3/errors#oauth_callback_error', '/v3')).toBe(2);
    expect(pageRank('/v3/errors', '')).toBe(0);
    expect(pageRank('/v30/errors', '/v3')).toBe(0);
    expect(pageRank('/errors', '/v3')).toBe(2);
  });
});
