import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ALGOLIA_INDEX_SETTINGS } from '../../config/search';
import { algoliaRecords, missingUploadSettings, uploadToAlgolia, type UploadClient } from '../../scripts/search-upload';
import { pageRank } from '../../plugins/search/client/page-rank';
import type { SearchRecord } from '../../plugins/search/client/schema';
import { SYNONYM_GROUPS } from '../../plugins/search/client/synonyms';

const record = (url: string, type: SearchRecord['type'], lvl2: string | null = null): SearchRecord => ({
  id: url,
  url,
  type,
  lvl0: 'Getting started',
  lvl1: 'Client API',
  lvl2,
  lvl3: null,
  content: 'text',
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  rank: pageRank(url, ''),
});

describe('search:upload', () => {
  it('names every missing setting', () => {
    expect(missingUploadSettings({})).toEqual(['ALGOLIA_APP_ID', 'ALGOLIA_INDEX_NAME', 'ALGOLIA_ADMIN_API_KEY']);
    expect(missingUploadSettings({ ALGOLIA_APP_ID: 'x', ALGOLIA_INDEX_NAME: 'y', ALGOLIA_ADMIN_API_KEY: 'z' })).toEqual(
      [],
    );
  });

  it('exits with a clear message and uploads nothing without the keys', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const env = { PATH: process.env.PATH, HOME: process.env.HOME };
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/search-upload.ts'], {
      cwd: root,
      env,
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('search:upload needs ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME, ALGOLIA_ADMIN_API_KEY'),
    });
  });

  it('pushes the records, then the ranking settings and the synonyms, to the named index', async () => {
    const calls: { method: string; input: Record<string, unknown> }[] = [];
    const stub = new Proxy({} as UploadClient, {
      get: (_target, method: string) => async (input: Record<string, unknown>) => {
        calls.push({ method, input });
        return {};
      },
    });
    const records = [
      record('https://next-auth.js.org/getting-started/client', 'lvl1'),
      record('https://next-auth.js.org/getting-started/client#usesession', 'lvl2', 'useSession'),
      record('https://next-auth.js.org/tutorials/testing-with-cypress', 'lvl1'),
    ];
    expect(await uploadToAlgolia(stub, 'docs', records)).toBe(3);
    expect(calls.map((call) => call.method)).toEqual(['replaceAllObjects', 'setSettings', 'saveSynonyms']);
    expect(calls.every((call) => call.input.indexName === 'docs')).toBe(true);

    const settings = calls[1]!.input.indexSettings as typeof ALGOLIA_INDEX_SETTINGS;
    expect(settings.searchableAttributes[0]).toBe('unordered(hierarchy.lvl1)');
    expect(settings.searchableAttributes.at(-1)).toBe('content');
    expect(settings.customRanking).toEqual(['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)']);
    expect(settings.attributeForDistinct).toBe('url_without_anchor');
    expect(settings.attributesForFaceting).toEqual(expect.arrayContaining(['language', 'docusaurus_tag']));

    const synonyms = calls[2]!.input as { synonymHit: { synonyms: string[] }[]; replaceExistingSynonyms: boolean };
    expect(synonyms.replaceExistingSynonyms).toBe(true);
    expect(synonyms.synonymHit.map((hit) => hit.synonyms)).toEqual(SYNONYM_GROUPS.map((group) => [...group]));
  });

  it('ranks a page by its path inside its docs version, whatever the version is called', () => {
    expect(pageRank('https://next-auth.js.org/configuration/options', '')).toBe(2);
    expect(pageRank('https://next-auth.js.org/v3/configuration/options', '/v3')).toBe(2);
    expect(pageRank('https://next-auth.js.org/legacy/getting-started/client#usesession', '/legacy')).toBe(3);
    expect(pageRank('https://next-auth.js.org/v3/configuration/options', '')).toBe(0);
  });

  it('gives each record the DocSearch shape and a weight: API pages rank above tutorials, titles above sections', () => {
    const [title, section, tutorial] = algoliaRecords([
      record('https://next-auth.js.org/getting-started/client', 'lvl1'),
      record('https://next-auth.js.org/getting-started/client#usesession', 'lvl2', 'useSession'),
      record('https://next-auth.js.org/tutorials/testing-with-cypress', 'lvl1'),
    ]);
    expect(section).toMatchObject({
      objectID: 'https://next-auth.js.org/getting-started/client#usesession',
      url_without_anchor: 'https://next-auth.js.org/getting-started/client',
      anchor: 'usesession',
      hierarchy: { lvl0: 'Getting started', lvl1: 'Client API', lvl2: 'useSession', lvl3: null },
      weight: { pageRank: 3, level: 90, position: 1 },
    });
    expect(title!.weight).toEqual({ pageRank: 3, level: 100, position: 0 });
    expect(tutorial!.weight.pageRank).toBe(0);
  });
});
