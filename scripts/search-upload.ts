/**
 * npm run search:upload: pushes the built site's search records to a hosted Algolia index, with the
 * index settings and synonyms that give it the offline index's ordering (config/search.ts).
 * Reads the records from build/ (run `npm run build` first), sends them in batches to a
 * temporary index and swaps it in, so readers never see a half-updated index.
 *
 * Needs ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME and ALGOLIA_ADMIN_API_KEY (a key with write access,
 * never the search-only key the site is built with).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { algoliasearch } from 'algoliasearch';
import { SITE_URL } from '../config/env';
import { ALGOLIA_INDEX_SETTINGS } from '../config/search';
import { collectRecords, versionPrefixesByTag } from '../plugins/search';
import type { SearchRecord } from '../plugins/search/client/schema';
import { SYNONYM_GROUPS } from '../plugins/search/client/synonyms';

const BATCH_SIZE = 1000;
const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD = path.join(ROOT, 'build');
const LEVEL_WEIGHT = { lvl1: 100, lvl2: 90, lvl3: 80 } as const;

export function missingUploadSettings(env: NodeJS.ProcessEnv): string[] {
  return ['ALGOLIA_APP_ID', 'ALGOLIA_INDEX_NAME', 'ALGOLIA_ADMIN_API_KEY'].filter((name) => !env[name]);
}

/** DocSearch's record shape: the hierarchy, the URL with and without its anchor, and the ranking weight. */
export function algoliaRecords(records: SearchRecord[]) {
  const positions = new Map<string, number>();
  return records.map(({ id, lvl0, lvl1, lvl2, lvl3, url, type, rank, ...rest }) => {
    const [urlWithoutAnchor = url, anchor = null] = url.split('#');
    const position = positions.get(urlWithoutAnchor) ?? 0;
    positions.set(urlWithoutAnchor, position + 1);
    return {
      ...rest,
      objectID: id,
      url,
      url_without_anchor: urlWithoutAnchor,
      anchor,
      type,
      hierarchy: { lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null },
      weight: { pageRank: rank, level: LEVEL_WEIGHT[type], position },
    };
  });
}

/** The part of Algolia's client the upload uses (a stub in the tests). */
export interface UploadClient {
  replaceAllObjects(input: {
    indexName: string;
    objects: Record<string, unknown>[];
    batchSize: number;
  }): Promise<unknown>;
  setSettings(input: { indexName: string; indexSettings: Record<string, unknown> }): Promise<unknown>;
  saveSynonyms(input: {
    indexName: string;
    synonymHit: { objectID: string; type: 'synonym'; synonyms: string[] }[];
    replaceExistingSynonyms: boolean;
  }): Promise<unknown>;
}

/** Records first (atomically), then the settings and synonyms that rank them. */
export async function uploadToAlgolia(
  client: UploadClient,
  indexName: string,
  records: SearchRecord[],
): Promise<number> {
  const objects = algoliaRecords(records);
  await client.replaceAllObjects({ indexName, objects, batchSize: BATCH_SIZE });
  await client.setSettings({ indexName, indexSettings: { ...ALGOLIA_INDEX_SETTINGS } });
  await client.saveSynonyms({
    indexName,
    synonymHit: SYNONYM_GROUPS.map((group, i) => ({
      objectID: `synonyms-${i + 1}`,
      type: 'synonym',
      synonyms: [...group],
    })),
    replaceExistingSynonyms: true,
  });
  return objects.length;
}

async function main() {
  const missing = missingUploadSettings(process.env);
  if (missing.length) {
    console.error(`search:upload needs ${missing.join(', ')} in the environment; nothing was uploaded.`);
    process.exit(1);
  }
  if (!existsSync(path.join(BUILD, 'index.html'))) {
    console.error('No build/ to read records from: run "npm run build" first.');
    process.exit(1);
  }
  const routes = readdirSync(BUILD, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `/${path.dirname(file) === '.' ? '' : path.dirname(file).split(path.sep).join('/')}`);
  const records = await collectRecords(BUILD, '/', SITE_URL, routes, versionPrefixesByTag(ROOT));
  const { ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_API_KEY: adminKey, ALGOLIA_INDEX_NAME: indexName } = process.env;
  if (!appId || !adminKey || !indexName)
    throw new Error('ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME must be set');
  const client = algoliasearch(appId, adminKey);
  const count = await uploadToAlgolia(client, indexName, records);
  console.log(
    `Uploaded ${count} records to ${indexName} (replaced atomically, ${BATCH_SIZE} per batch), with its settings and ${SYNONYM_GROUPS.length} synonym groups.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
