/**
 * `npm run new:provider`: on two real modules of the current version's next-auth (GitLab, OAuth 2;
 * Okta, OpenID Connect), in a temporary site, the page it writes has valid provider front matter
 * that agrees with the module, is a draft, states the module's endpoints, scope, checks and
 * profile mapping, and the callback URL with a link to the OAuth page's section on it (never a
 * pitfall of its own); it refuses to replace a page or to start one for a module that does not exist.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { afterAll, describe, expect, it } from 'vitest';
import { currentVersion } from '../../config/versions';
import { validateFrontMatter } from '../../plugins/front-matter-check/schema';
import { newProvider } from '../../scripts/new-provider';

const ROOT = path.resolve(import.meta.dirname, '../..');
const current = currentVersion(ROOT);
const packageDir = path.join(ROOT, current.samplesDir, 'node_modules/next-auth');
const require = createRequire(import.meta.url);

const site = mkdtempSync(path.join(os.tmpdir(), 'new-provider-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));
cpSync(path.join(ROOT, 'versions.json'), path.join(site, 'versions.json'));
cpSync(path.join(ROOT, 'versioned_docs'), path.join(site, 'versioned_docs'), { recursive: true });
mkdirSync(path.join(site, current.contentDir, 'providers'), { recursive: true });
mkdirSync(path.join(site, 'tools'));
symlinkSync(path.join(ROOT, current.samplesDir), path.join(site, current.samplesDir), 'dir');

function moduleDefaults(module: string): Record<string, unknown> {
  const exported = require(path.join(packageDir, 'providers', `${module}.js`));
  return (exported.default ?? exported)({ clientId: 'id', clientSecret: 'secret', issuer: 'https://issuer.example' });
}

describe.each([
  {
    module: 'gitlab',
    type: 'oauth',
    env: ['GITLAB_CLIENT_ID', 'GITLAB_CLIENT_SECRET'],
    facts: [
      '| Authorization URL | `https://gitlab.com/oauth/authorize` |',
      '| Token URL | `https://gitlab.com/oauth/token` |',
      '| Userinfo URL | `https://gitlab.com/api/v4/user` |',
      '| Scope | `read_user` |',
      '| Checks | `pkce, state` |',
      '| `image` | `avatar_url` |',
      // `profile.id.toString()` and `profile.name ?? profile.username`
      '| `id` | `id` (as text) |',
      '| `name` | `name`, else `username` |',
    ],
  },
  {
    module: 'okta',
    type: 'oidc',
    env: ['OKTA_CLIENT_ID', 'OKTA_CLIENT_SECRET', 'OKTA_ISSUER'],
    facts: [
      '| Well-known configuration | `<issuer>/.well-known/openid-configuration` |',
      '| Scope | `openid email profile` |',
      '| Checks | `state` |',
      '| `id` | `sub` |',
    ],
  },
])('new:provider $module', ({ module, type, env, facts }) => {
  const file = newProvider(module, site);
  const { data, content } = matter(readFileSync(file, 'utf8'));

  it(`writes ${current.contentDir}/providers/${module}.mdx as a draft with valid front matter`, () => {
    expect(path.relative(site, file)).toBe(`${current.contentDir}/providers/${module}.mdx`);
    expect(data.draft).toBe(true);
    expect(validateFrontMatter(`providers/${module}.mdx`, data)).toEqual([]);
  });

  it('fills the provider block from the module', () => {
    const defaults = moduleDefaults(module);
    expect(data.provider).toEqual({ module, id: defaults.id, type, env });
    expect(data.title).toBe(defaults.name);
  });

  it("states the module's endpoints, scope, checks and profile mapping, and a sample reading every env name", () => {
    for (const row of facts) expect(content).toContain(row);
    for (const name of env) expect(content).toContain(`process.env.${name}!`);
    expect(content).toContain(`/providers/${module}"`);
    expect(content).toContain('<ProviderFacts />');
  });

  it('gives the callback URL to register and links to the one section on callback URL mismatches', () => {
    const id = String(moduleDefaults(module).id);
    expect(content).toContain(`https://your-site.example/api/auth/callback/${id}`);
    expect(content).toContain('## Pitfalls');
    const links = [...content.matchAll(/\]\(([^)]*#callback-url)\)/g)].map((match) => match[1]);
    expect(links.length, 'links to the callback URL section').toBeGreaterThan(0);
    for (const link of links) expect(link).toBe('../configuration/providers/oauth.mdx#callback-url');
    expect(readFileSync(path.join(ROOT, current.contentDir, 'configuration/providers/oauth.mdx'), 'utf8')).toContain(
      '{#callback-url}',
    );
  });

  it('refuses to replace the page', () => {
    expect(() => newProvider(module, site)).toThrow(`${current.contentDir}/providers/${module}.mdx exists already`);
  });
});

describe('new:provider with a bad module', () => {
  it('names a module the package lacks', () => {
    expect(() => newProvider('no-such-provider', site)).toThrow('has no provider module "no-such-provider"');
  });

  it('leaves credentials and email pages to be written by hand', () => {
    expect(() => newProvider('credentials', site)).toThrow('"credentials" is a credentials provider');
  });
});
