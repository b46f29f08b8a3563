/**
 * The v3 provider pages' Defaults section against next-auth 3.29's provider modules. Every OAuth
 * page states its defaults in one format, a `| Setting | Value |` table followed by a sentence
 * on the profile mapping, and the table's endpoints, scope and protocol version are the module's
 * own values. The v4 pages have their own, richer check in `claims-providers.test.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { providerPageFiles, providersDirOf, versionLabelled } from '../../config/versions';
import type { ProviderFrontMatter } from '../../plugins/front-matter-check/schema';
import { v3 } from './claims-v3-harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const V3 = versionLabelled('v3');
const PAGES_DIR = path.join(ROOT, providersDirOf(V3));

type Config = Record<string, unknown>;
const URL_SETTINGS = ['authorizationUrl', 'accessTokenUrl', 'profileUrl', 'requestTokenUrl'] as const;

/**
 * The pages write the options a URL is built from as placeholders (`https://{domain}/...`), and
 * leave out the optional ones whose default they describe in words (WorkOS's host, FusionAuth's
 * tenant). So a stated value may match the module called with every placeholder, with only
 * `domain`, or with no option at all.
 */
const CALLS: Config[] = [
  { domain: '{domain}', tenantId: '{tenantId}', region: '{region}', apiVersion: '{apiVersion}' },
  { domain: '{domain}' },
  {},
];

function configs(module: string): Config[] {
  const exported = v3<{ default?: (o: Config) => Config }>(`providers/${module}.js`);
  const factory = (exported.default ?? exported) as (options: Config) => Config;
  return CALLS.map((options) => factory({ clientId: 'id', clientSecret: 'secret', ...options }));
}

/** The rows of the Defaults section's settings table, by their first cell. */
function settings(content: string): Map<string, string> | undefined {
  const section = /^## Defaults\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(content)?.[1] ?? '';
  if (!/^\| Setting \| Value \|$/m.test(section)) return undefined;
  return new Map([...section.matchAll(/^\| (.+?) \| (.+) \|$/gm)].map((row) => [row[1]!, row[2]!]));
}

const firstCode = (cell: string | undefined) => (cell === undefined ? undefined : /`([^`]*)`/.exec(cell)?.[1]);
const scopeOf = (config: Config) => (Array.isArray(config.scope) ? config.scope.join(' ') : config.scope);

const pages = providerPageFiles(V3, ROOT)
  .map((file) => {
    const { data, content } = matter(readFileSync(path.join(PAGES_DIR, file), 'utf8'));
    return { file, provider: data.provider as ProviderFrontMatter, content };
  })
  .filter((page) => page.provider.type === 'oauth' || page.provider.type === 'oidc');

describe('v3 provider pages: the Defaults table', () => {
  it('covers every OAuth provider page', () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  it.each(pages.map((page) => [page.file, page] as const))('%s', (file, page) => {
    const rows = settings(page.content);
    expect(rows, `${file}: a "| Setting | Value |" table under "## Defaults"`).toBeDefined();
    const candidates = configs(page.provider.module);
    const [config] = candidates as [Config];

    expect(rows!.get('Protocol'), 'the Protocol row names the version').toContain(
      `version: "${String(config.version)}"`,
    );

    for (const setting of URL_SETTINGS) {
      const stated = firstCode(rows!.get(`\`${setting}\``));
      const values = candidates.map((candidate) => candidate[setting]);
      if (stated === undefined) {
        // requestTokenUrl only matters to OAuth 1.0a (some OAuth 2 modules set it unused); Apple has no profile URL.
        if (setting !== 'requestTokenUrl' || config.version === '1.0A') {
          expect(typeof config[setting], `${setting} has a row`).not.toBe('string');
        }
        continue;
      }
      expect(
        values.map((value) => (typeof value === 'string' ? value.trim() : value)),
        setting,
      ).toContain(stated);
    }

    const scope = rows!.get('`scope`');
    expect(scope, 'a scope row').toBeDefined();
    if (scope!.startsWith('`')) expect(firstCode(scope), 'scope').toBe(scopeOf(config));
    // Stated in words ("none", "empty"): the module sends no scope of its own.
    else expect(scopeOf(config) ?? '', `scope "${scope}"`).toBe('');
  });
});
