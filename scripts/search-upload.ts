/**
 * npm run search:upload: pushes the built site's search records to a hosted Algolia index.
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
import { collectRecords } from '../plugins/search-index';

const BATCH_SIZE = 1000;
const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD = path.join(ROOT, 'build');

export function missingUploadSettings(env: NodeJS.ProcessEnv): string[] {
  return ['ALGOLIA_APP_ID', 'ALGOLIA_INDEX_NAME', 'ALGOLIA_ADMIN_API_KEY'].filter((name) => !env[name]);
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
  const records = collectRecords(BUILD, '/', SITE_URL, routes).map(({ id, lvl0, lvl1, lvl2, lvl3, ...rest }) => ({
    ...rest,
    objectID: id,
    hierarchy: { lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null },
  }));
  const client = algoliasearch(process.env.ALGOLIA_APP_ID!, process.env.ALGOLIA_ADMIN_API_KEY!);
  const indexName = process.env.ALGOLIA_INDEX_NAME!;
  await client.replaceAllObjects({ indexName, objects: records, batchSize: BATCH_SIZE });
  await client.setSettings({
    indexName,
    indexSettings: {
      attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
      searchableAttributes: [
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'content',
      ],
      attributesToSnippet: ['content:10'],
      distinct: false,
    },
  });
  console.log(`Uploaded ${records.length} records to ${indexName} (replaced atomically, ${BATCH_SIZE} per batch).`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
