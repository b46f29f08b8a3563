/**
 * The provider pages against the installed packages: one page per provider module (and no page
 * without a module), and each page's id, protocol, callback URL and env names agree with the
 * module's own defaults, read by calling the provider function with dummy options. Each OAuth
 * page links to its version's one section on the callback URL instead of repeating it as a pitfall.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { docsVersions, type DocsVersion, providerPageFiles, providersDirOf } from '../../config/versions';
import type { ProviderFrontMatter } from '../../plugins/front-matter-check/schema';

const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

// What each provider function is called with: enough for every module of every version to return its defaults.
const DUMMY_OPTIONS = {
  clientId: 'id',
  clientSecret: 'secret',
  issuer: 'https://issuer.example',
  tenantId: 'tenant',
  domain: 'login.example',
};

/** The provider modules' folder of a version's next-auth (v4 ships them at the root, older majors under dist/). */
function modulesDirOf(version: DocsVersion): string {
  const pkg = path.join(ROOT, version.samplesDir, 'node_modules/next-auth');
  const dir = ['providers', 'dist/providers']
    .map((sub) => path.join(pkg, sub))
    .find((candidate) => existsSync(path.join(candidate, 'index.js')));
  if (!dir) throw new Error(`No provider modules in ${pkg}: is ${version.samplesDir} installed?`);
  return dir;
}

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

/**
 * That the registered callback URL must equal the one NextAuth.js sends is explained once per
 * version, in a section with the id `callback-url` (the OAuth page in v4, the Providers page in
 * v3). Each OAuth provider page links to that section, and its pitfalls are its own: a pitfall
 * bullet about the callback or redirect URL that says it must match "exactly" is the generic line.
 */
function expectCallbackUrlLink(file: string, content: string) {
  const targets = [...content.matchAll(/\]\((\.[^)#]*\.mdx)#callback-url\)/g)].map((match) => match[1]!);
  expect(targets.length, 'a link to the callback URL section').toBeGreaterThan(0);
  for (const target of targets) {
    const linked = path.resolve(path.dirname(file), target);
    expect(existsSync(linked) && readFileSync(linked, 'utf8'), `${target} has the callback URL section`).toContain(
      '{#callback-url}',
    );
  }
}

function genericCallbackPitfalls(content: string): string[] {
  const pitfalls = /^## Pitfalls\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(content)?.[1] ?? '';
  return pitfalls
    .split('\n')
    .filter((line) => line.startsWith('- ') && /callback|redirect/i.test(line))
    .filter((line) => /\bexactly\b|\b(?:must|has to|have to) match\b|\bcompares?\b/i.test(line));
}

for (const version of docsVersions(ROOT)) {
  const modulesDir = modulesDirOf(version);
  const pagesDir = path.join(ROOT, providersDirOf(version));
  const modules = readdirSync(modulesDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.slice(0, -3))
    .filter((name) => !NOT_PROVIDERS.has(name));
  const pages = providerPageFiles(version, ROOT).map((file) => {
    const { data, content } = matter(readFileSync(path.join(pagesDir, file), 'utf8'));
    return { slug: file.slice(0, -4), provider: data.provider as ProviderFrontMatter, content };
  });

  describe(`${version.label} provider pages (${version.contentDir})`, () => {
    it('cover every provider module of the package', () => {
      const documented = new Set(pages.map((page) => page.provider.module));
      const missing = modules.filter((name) => !documented.has(name));
      const hint = version.isCurrent ? ': write each with "npm run new:provider -- <module>"' : '';
      expect(missing, `modules of ${version.samplesDir} without a page${hint}`).toEqual([]);
    });

    it.each(pages.map((page) => [page.slug, page] as const))('%s agrees with its module', (slug, page) => {
      expect(modules, `${slug}: provider.module names a module of the package`).toContain(page.provider.module);
      const exported = require(path.join(modulesDir, `${page.provider.module}.js`));
      const factory = (exported.default ?? exported) as (options: Record<string, unknown>) => ProviderDefaults;
      const defaults = factory({ ...DUMMY_OPTIONS });
      expect(page.provider.id, 'provider id').toBe(defaults.id);
      expect(page.provider.type, 'protocol').toBe(protocolOf(defaults));

      const samples = page.content;
      if (page.provider.type === 'oauth' || page.provider.type === 'oidc') {
        expect(samples, 'callback URL').toContain(`/api/auth/callback/${defaults.id}`);
        expectCallbackUrlLink(path.join(pagesDir, `${slug}.mdx`), page.content);
        expect(genericCallbackPitfalls(page.content), 'pitfalls that only say the callback URL must match').toEqual([]);
      }
      const usedEnv = new Set([...samples.matchAll(/process\.env\.([A-Z0-9_]+)/g)].map((match) => match[1]));
      for (const name of page.provider.env ?? []) {
        expect(usedEnv.has(name), `${name} is listed in front matter but no sample reads it`).toBe(true);
      }
    });
  });
}
