/**
 * Old addresses of this site and where they live now. Served as permanent (301) redirects by
 * scripts/serve.ts and the generated deploy configs, and as client-side redirect pages for
 * static hosts that cannot redirect.
 */
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
// v3 served its docs from the site root, and next-auth 3 still links there. Its adapter pages that
// v4 lacks go to /adapters too; the rest go to the v4 page on the same topic, or to the v3 page
// where v4 has none.
const V3_ADAPTER_PAGES = [
  'prisma-legacy',
  'typeorm/typeorm-overview',
  'typeorm/mongodb',
  'typeorm/mssql',
  'typeorm/mysql',
  'typeorm/postgres',
];

export const REDIRECTS: Redirect[] = [
  ...OLD_ADAPTER_PAGES.map((name) => ({ from: `/adapters/${name}`, to: '/adapters' })),
  ...OLD_SCHEMA_PAGES.map((name) => ({ from: `/schemas/${name}`, to: '/adapters' })),
  ...V3_ADAPTER_PAGES.map((name) => ({ from: `/adapters/${name}`, to: '/adapters' })),
  { from: '/tutorials/typeorm-custom-models', to: '/adapters' },
  // Its anchors (#oauth-provider-options, #using-a-custom-provider) exist on the OAuth page too.
  { from: '/configuration/providers', to: '/configuration/providers/oauth' },
  { from: '/tutorials/refresh-token-rotation', to: '/configuration/callbacks#refreshing-an-expired-access-token' },
  { from: '/providers/basecamp', to: '/v3/providers/basecamp' },
  { from: '/providers/battlenet', to: '/providers/battle.net' },
  { from: '/v3/providers/battlenet', to: '/v3/providers/battle.net' },
  { from: '/providers/42', to: '/providers/42-school' },
  { from: '/v3/providers/42', to: '/v3/providers/42-school' },
  { from: '/v3', to: '/v3/getting-started/introduction' },
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
