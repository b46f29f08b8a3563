/**
 * The provider pages against the installed packages: one page per provider module (and no page
 * without a module), and each page's id, protocol, callback URL and env names agree with the
 * module's own defaults, read by calling the provider function with dummy options.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import type { ProviderFrontMatter } from '../../src/components/ProviderFacts/provider-front-matter';

const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

interface DocsVersion {
  name: string;
  pagesDir: string;
  modulesDir: string;
  /** Modules whose page slug is not the module name. */
  slugs: Record<string, string>;
  /** Pages for providers the package has no module of, and the module they use instead. */
  pagesWithoutModule: Record<string, string>;
  dummyOptions: Record<string, unknown>;
}

const VERSIONS: DocsVersion[] = [
  {
    name: 'v4',
    pagesDir: 'docs/providers',
    modulesDir: 'tools/samples-v4/node_modules/next-auth/providers',
    slugs: { battlenet: 'battle.net', 'duende-identity-server6': 'duende-identityserver6' },
    pagesWithoutModule: {},
    dummyOptions: { clientId: 'id', clientSecret: 'secret', issuer: 'https://issuer.example', tenantId: 'tenant' },
  },
  {
    name: 'v3',
    pagesDir: 'versioned_docs/version-v3/providers',
    modulesDir: 'tools/samples-v3/node_modules/next-auth/dist/providers',
    slugs: { '42': '42-school', battlenet: 'battle.net' },
    pagesWithoutModule: { 'duende-identityserver6': 'identity-server4' },
    dummyOptions: { clientId: 'id', clientSecret: 'secret', domain: 'login.example', issuer: 'https://issuer.example' },
  },
];

const NOT_PROVIDERS = new Set(['index', 'oauth', 'oauth-types']);

interface ProviderDefaults {
  id: string;
  type: string;
  idToken?: boolean;
  wellKnown?: string;
}

function protocolOf(config: ProviderDefaults): ProviderFrontMatter['type'] {
  if (config.type !== 'oauth') return config.type as ProviderFrontMatter['type'];
  return config.idToken || config.wellKnown ? 'oidc' : 'oauth';
}

for (const version of VERSIONS) {
  const modulesDir = path.join(ROOT, version.modulesDir);
  const modules = readdirSync(modulesDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.slice(0, -3))
    .filter((name) => !NOT_PROVIDERS.has(name));
  const pages = readdirSync(path.join(ROOT, version.pagesDir))
    .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
    .map((file) => {
      const { data, content } = matter(readFileSync(path.join(ROOT, version.pagesDir, file), 'utf8'));
      return { slug: file.slice(0, -4), provider: data.provider as ProviderFrontMatter, content };
    });

  describe(`${version.name} provider pages`, () => {
    it('are exactly one per provider module', () => {
      const expected = modules.map((name) => version.slugs[name] ?? name);
      const extra = Object.keys(version.pagesWithoutModule);
      const slugs = pages.map((page) => page.slug);
      expect(
        expected.filter((slug) => !slugs.includes(slug)),
        'modules without a page',
      ).toEqual([]);
      expect(
        slugs.filter((slug) => !expected.includes(slug) && !extra.includes(slug)),
        'pages without a module',
      ).toEqual([]);
    });

    it.each(pages.map((page) => [page.slug, page] as const))('%s agrees with its module', (slug, page) => {
      const expectedModule =
        version.pagesWithoutModule[slug] ?? Object.entries(version.slugs).find(([, s]) => s === slug)?.[0] ?? slug;
      expect(page.provider.module).toBe(expectedModule);
      const exported = require(path.join(modulesDir, `${page.provider.module}.js`));
      const factory = (exported.default ?? exported) as (options: Record<string, unknown>) => ProviderDefaults;
      const defaults = factory({ ...version.dummyOptions });
      expect(page.provider.id, 'provider id').toBe(defaults.id);
      expect(page.provider.type, 'protocol').toBe(protocolOf(defaults));

      const samples = page.content;
      if (page.provider.type === 'oauth' || page.provider.type === 'oidc') {
        expect(samples, 'callback URL').toContain(`/api/auth/callback/${defaults.id}`);
      }
      const usedEnv = new Set([...samples.matchAll(/process\.env\.([A-Z0-9_]+)/g)].map((match) => match[1]));
      for (const name of page.provider.env ?? []) {
        expect(usedEnv.has(name), `${name} is listed in front matter but no sample reads it`).toBe(true);
      }
    });
  });
}
