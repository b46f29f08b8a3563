/**
 * Ranking over the real built index: each reader query finds its page in the top 3.
 * Needs the production build (npm test builds before running unit tests).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadIndex, runQuery } from '../../src/search/engine';
import type { SearchManifest } from '../../src/search/schema';
import { SEARCH_QUERIES } from '../fixtures/search-queries';

const BUILD = path.resolve(import.meta.dirname, '../../build');
const manifestFile = path.join(BUILD, 'search-manifest.json');

describe('search ranking on the built v4 index', () => {
  if (!existsSync(manifestFile)) {
    it('needs the production build', () => {
      throw new Error('build/search-manifest.json is missing: run "npm run build" before the unit tests');
    });
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SearchManifest;
  const index = loadIndex(readFileSync(path.join(BUILD, manifest.indexes['en/docs-default-current']), 'utf8'));

  it('has a table of at least 25 reader queries', () => {
    expect(SEARCH_QUERIES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(SEARCH_QUERIES)('"$query" finds $expected in the top 3', ({ query, expected }) => {
    const top = runQuery(index, query)
      .slice(0, 3)
      .map((result) => new URL(String(result.url)).pathname);
    const wanted = ([] as string[]).concat(expected);
    expect(
      top.filter((page) => wanted.includes(page)),
      `top 3: ${top.join(', ')}`,
    ).not.toEqual([]);
  });
});
