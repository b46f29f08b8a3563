/**
 * The old addresses of this site (config/redirects.ts): each one a reader may have bookmarked, or
 * that next-auth 3 still prints, and the page it now leads to.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frozenVersions, SITE_DIR } from '../../config/versions';

// Imported inside the tests: the list is worked out when the module loads, and a list that fails
// to load must fail a test.
const load = () => import('../../config/redirects');

const ADAPTERS_2023 = [
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
].map((name) => `/adapters/${name}`);
const SCHEMAS_2023 = ['models', 'adapters', 'mysql', 'postgres', 'mssql', 'mongodb'].map((name) => `/schemas/${name}`);
const ADAPTERS_2021 = [
  'prisma-legacy',
  'typeorm/typeorm-overview',
  'typeorm/mongodb',
  'typeorm/mssql',
  'typeorm/mysql',
  'typeorm/postgres',
].map((name) => `/adapters/${name}`);

/** Whether the docs version a site-relative route belongs to has a page there. */
function isPage(route: string): boolean {
  const [pathname = ''] = route.split('#');
  const frozen = frozenVersions().find(
    ({ routePrefix }) => pathname === routePrefix || pathname.startsWith(`${routePrefix}/`),
  );
  const file = frozen ? `${frozen.contentDir}${pathname.slice(frozen.routePrefix.length)}` : `docs${pathname}`;
  return ['.mdx', '/index.mdx'].some((ending) => existsSync(path.join(SITE_DIR, `${file}${ending}`)));
}

describe('REDIRECTS', () => {
  it('sends every old address to the page that has its content now, once each', async () => {
    const { REDIRECTS } = await load();
    expect(REDIRECTS).toEqual([
      ...[...ADAPTERS_2023, ...SCHEMAS_2023, ...ADAPTERS_2021, '/tutorials/typeorm-custom-models'].map((from) => ({
        from,
        to: '/adapters',
      })),
      { from: '/configuration/providers', to: '/configuration/providers/oauth' },
      { from: '/tutorials/refresh-token-rotation', to: '/configuration/callbacks#refreshing-an-expired-access-token' },
      { from: '/providers/basecamp', to: '/v3/providers/basecamp' },
      { from: '/providers/battlenet', to: '/providers/battle.net' },
      { from: '/providers/42', to: '/providers/42-school' },
      { from: '/v3/providers/battlenet', to: '/v3/providers/battle.net' },
      { from: '/v3/providers/42', to: '/v3/providers/42-school' },
      { from: '/v3', to: '/v3/getting-started/introduction' },
      { from: '/getting-started', to: '/getting-started/introduction' },
      { from: '/configuration', to: '/configuration/options' },
    ]);
  });

  it('leads only to pages that exist, and never away from one', async () => {
    const { REDIRECTS } = await load();
    for (const { from, to } of REDIRECTS) {
      expect(isPage(to), `${from} → ${to}`).toBe(true);
      expect(isPage(from), `${from} is a page`).toBe(false);
    }
  });
});

describe('oldAddressesOf', () => {
  it('lists the addresses that lead to a page, leaving out those that lead to one of its sections', async () => {
    const { oldAddressesOf } = await load();
    expect(oldAddressesOf('/configuration/options')).toEqual(['/configuration']);
    expect(oldAddressesOf('/v3/getting-started/introduction')).toEqual(['/v3']);
    expect(oldAddressesOf('/configuration/callbacks')).toEqual([]);
    expect(oldAddressesOf('/faq')).toEqual([]);
  });
});
