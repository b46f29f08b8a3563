/**
 * Old addresses of this site and where they live now. Served as permanent (301) redirects by
 * scripts/serve.ts and the generated deploy configs, and as client-side redirect pages for
 * static hosts that cannot redirect.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { docsVersions, frozenVersions, SITE_DIR, START_PAGE, startPageOf } from './versions';

export interface Redirect {
  from: string;
  to: string;
}

// The early-2023 site had one page per adapter and a /schemas section; all of it is on /adapters now.
const OLD_ADAPTER_PAGES = [
  'dgraph',
  'dynamodb',
  'fauna',
  'firebase',
  'mikro-orm',
  'mongodb',
  'neo4j',
  'pouchdb',
  'prisma',
  'sequelize',
  'supabase',
  'typeorm',
  'upstash-redis',
  'xata',
  'models',
  'overview',
];
const OLD_SCHEMA_PAGES = ['models', 'adapters', 'mysql', 'postgres', 'mssql', 'mongodb'];
// The 2021 site (next-auth 3, served from the root, which next-auth 3 still links to) had these
// adapter pages; they go to /adapters too.
const OLD_ROOT_ADAPTER_PAGES = [
  'prisma-legacy',
  'typeorm/typeorm-overview',
  'typeorm/mongodb',
  'typeorm/mssql',
  'typeorm/mysql',
  'typeorm/postgres',
];

// Pages renamed in every version that has them (old route → new route, without a version's prefix).
const RENAMED_PAGES: Redirect[] = [
  { from: '/providers/battlenet', to: '/providers/battle.net' },
  { from: '/providers/42', to: '/providers/42-school' },
];
// Root addresses of pages the current docs dropped: they go to the newest frozen version that has the page.
const DROPPED_PAGES = ['/providers/basecamp'];

function hasPage(contentDir: string, route: string): boolean {
  return existsSync(path.join(SITE_DIR, contentDir, `${route}.mdx`));
}

function droppedPage(route: string): Redirect {
  const keeper = frozenVersions().find((version) => hasPage(version.contentDir, route));
  if (!keeper)
    throw new Error(`config/redirects.ts: no docs version has ${route} any more; remove it from DROPPED_PAGES.`);
  return { from: route, to: `${keeper.routePrefix}${route}` };
}

export const REDIRECTS: Redirect[] = [
  ...OLD_ADAPTER_PAGES.map((name) => ({ from: `/adapters/${name}`, to: '/adapters' })),
  ...OLD_SCHEMA_PAGES.map((name) => ({ from: `/schemas/${name}`, to: '/adapters' })),
  ...OLD_ROOT_ADAPTER_PAGES.map((name) => ({ from: `/adapters/${name}`, to: '/adapters' })),
  { from: '/tutorials/typeorm-custom-models', to: '/adapters' },
  // Its anchors (#oauth-provider-options, #using-a-custom-provider) exist on the OAuth page too.
  { from: '/configuration/providers', to: '/configuration/providers/oauth' },
  { from: '/tutorials/refresh-token-rotation', to: '/configuration/callbacks#refreshing-an-expired-access-token' },
  ...DROPPED_PAGES.map(droppedPage),
  ...docsVersions().flatMap(({ routePrefix, contentDir }) =>
    RENAMED_PAGES.filter(({ to }) => hasPage(contentDir, to)).map(({ from, to }) => ({
      from: `${routePrefix}${from}`,
      to: `${routePrefix}${to}`,
    })),
  ),
  ...frozenVersions()
    // A frozen version's own root has no page; it opens on its start page.
    .filter(({ contentDir }) => hasPage(contentDir, START_PAGE))
    .map((version) => ({ from: version.routePrefix, to: startPageOf(version) })),
  { from: '/getting-started', to: '/getting-started/introduction' },
  { from: '/configuration', to: '/configuration/options' },
];

/**
 * The old addresses that lead to the page `route` (not to one of its sections), in the form
 * @docusaurus/plugin-client-redirects asks for.
 */
export function oldAddressesOf(route: string): string[] {
  return REDIRECTS.filter(({ to }) => to === route).map(({ from }) => from);
}
