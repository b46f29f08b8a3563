/**
 * Ranking over the real built indexes, on the reader query set (tests/fixtures/search-queries.ts):
 * top-1, top-3 and MRR per docs version, with every query that misses its page listed by name.
 * Needs the production build (npm test builds before running these tests).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatReport, loadBuiltIndexes, rankCase, rankingReport } from '../fixtures/search-evaluate';
import { SEARCH_QUERIES, type DocsVersion } from '../fixtures/search-queries';

const BUILD = path.resolve(import.meta.dirname, '../../build');
const TOP3_MIN = 0.97;
const TOP1_MIN = 0.85;

describe('search ranking on the reader query set', () => {
  const indexes = loadBuiltIndexes(BUILD);
  if (!indexes) {
    it('needs the production build', () => {
      throw new Error('build/search-manifest.json is missing: run "npm run build" before "npm run test:build"');
    });
    return;
  }

  it('has at least 150 queries, each with its source thread, covering both versions', () => {
    expect(SEARCH_QUERIES.length).toBeGreaterThanOrEqual(150);
    for (const version of ['v4', 'v3'] as const) {
      expect(SEARCH_QUERIES.filter((c) => c.version === version).length).toBeGreaterThanOrEqual(40);
    }
    expect(
      SEARCH_QUERIES.filter((c) => !/^https:\/\/github\.com\/[\w-]+\/[\w-]+\/(issues|pull)\/\d+$/.test(c.source)),
    ).toEqual([]);
    const keys = SEARCH_QUERIES.map((c) => `${c.version} ${c.query}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it.each(['v4', 'v3'] as DocsVersion[])(`%s: top-3 ≥ ${TOP3_MIN * 100}% and top-1 ≥ ${TOP1_MIN * 100}%`, (version) => {
    const report = rankingReport(indexes[version], version, SEARCH_QUERIES);
    console.log(formatReport(report));
    const failing = report.cases.filter((c) => c.rank === null || c.rank > 3).map((c) => c.query);
    expect
      .soft(report.top3, `top-3 misses: ${JSON.stringify(failing)}\n${formatReport(report)}`)
      .toBeGreaterThanOrEqual(TOP3_MIN);
    const notFirst = report.cases.filter((c) => c.rank !== 1).map((c) => c.query);
    expect(report.top1, `not first: ${JSON.stringify(notFirst)}\n${formatReport(report)}`).toBeGreaterThanOrEqual(
      TOP1_MIN,
    );
  });

  // The misses the relevance issue was opened for: each reference page is now the first result.
  it.each([
    { query: 'useSession', version: 'v4' as const, page: '/getting-started/client#usesession' },
    { query: 'middleware', version: 'v4' as const, page: '/configuration/nextjs#middleware' },
    { query: 'logout', version: 'v4' as const, page: '/getting-started/client#signout' },
  ])('"$query" puts $page first', ({ query, version, page }) => {
    const testCase = SEARCH_QUERIES.find((c) => c.query === query && c.version === version)!;
    expect(rankCase(indexes[version], testCase).top[0]).toBe(page);
  });
});
