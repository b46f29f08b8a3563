/**
 * Starts the page of a provider module: `npm run new:provider -- <module>`.
 *
 * Reads the module from the next-auth of the current docs version (its package world, see
 * config/versions.ts) by calling it, and writes docs/providers/<module>.mdx with the provider
 * front matter, the callback URL to register, a configuration sample, the Defaults tables filled
 * from what the module returned and a Pitfalls section that links to the OAuth page's callback URL
 * section, marked `draft: true`: production builds leave the page out until a maintainer has
 * written its prose and removed the flag.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { currentVersion, SITE_DIR } from '../config/versions';
import { callbackPathOf } from '../plugins/front-matter-check/provider-facts';
import type { ProviderProtocol } from '../plugins/front-matter-check/schema';

/** What the generated page states, all read from the module. */
export interface ProviderModuleFacts {
  module: string;
  id: string;
  name: string;
  type: ProviderProtocol;
  /** Environment variables of the options the module reads (client id and secret, issuer, ...). */
  env: Record<string, string>;
  authorization?: string;
  token?: string;
  userinfo?: string;
  wellKnown?: string;
  scope?: string;
  checks: string[];
  /** User field → the profile field the module reads for it (Markdown); undefined when the mapping needs a request. */
  profile?: Record<string, string>;
}

// Markers passed in for options, replaced by readable names in the output.
const ISSUER_MARKER = 'https://issuer.marker';

/**
 * Where the OAuth page explains the callback URL, once for every provider: provider pages link to
 * it rather than repeat that the registered URL must match (tests/unit/provider-pages.test.ts).
 */
const CALLBACK_URL_SECTION = '../configuration/providers/oauth.mdx#callback-url';

const recorders = new WeakSet();

/** A recorder as a string: the path read, between marks (a private-use character) that tell it from the text around it. */
const MARK = '\uE000';
const READ_AS_TEXT = new RegExp(`${MARK}([\\w.]*)${MARK}`, 'g');

/**
 * An object that records the path of every property read: `String(proxy.a.b)` is the marked "a.b".
 * A path in `missing` reads as undefined, as a profile without that field would.
 */
function recorder(prefix = '', missing = new Set<string>()): object {
  const describe = () => `${MARK}${prefix}${MARK}`;
  const proxy = new Proxy(
    {},
    {
      get(_, key) {
        if (key === Symbol.toPrimitive || key === 'toString' || key === 'valueOf') return describe;
        if (typeof key === 'symbol' || key === 'then') return undefined;
        const path = prefix ? `${prefix}.${key}` : key;
        return missing.has(path) ? undefined : recorder(path, missing);
      },
    },
  );
  recorders.add(proxy);
  return proxy;
}

/** The profile path a mapped value comes from, read as is or as text; undefined for anything else. */
function readPath(source: unknown): string | undefined {
  const text =
    typeof source === 'object' && source !== null && recorders.has(source)
      ? (source as { toString(): string }).toString()
      : source;
  return typeof text === 'string' ? new RegExp(`^${MARK}([\\w.]*)${MARK}$`).exec(text)?.[1] : undefined;
}

function urlOf(endpoint: unknown): string | undefined {
  if (typeof endpoint === 'string') return endpoint;
  if (endpoint && typeof endpoint === 'object' && 'url' in endpoint && typeof endpoint.url === 'string')
    return endpoint.url;
  return undefined;
}

function envName(id: string, option: string): string {
  const prefix = id.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
  return `${prefix}_${option.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

function profileMapping(profile: unknown): Record<string, string> | undefined {
  if (typeof profile !== 'function') return undefined;
  const mapProfile = profile as (profile: object, tokens: object) => unknown;
  const realFetch = globalThis.fetch;
  // A mapping that requests more data is left to the maintainer: such a request never settles here.
  globalThis.fetch = () => new Promise(() => {});
  /** The user the mapping makes of a profile that lacks the paths in `missing`, or undefined if it fails. */
  const mapWithout = (missing: Set<string>): Record<string, unknown> | undefined => {
    try {
      const user = mapProfile(recorder('', missing), recorder());
      return user && typeof user === 'object' && !(user instanceof Promise)
        ? (user as Record<string, unknown>)
        : undefined;
    } catch {
      return undefined;
    }
  };
  try {
    const user = mapWithout(new Set());
    if (!user) return undefined;
    return Object.fromEntries(
      Object.entries(user).map(([field, source]) => {
        const read = readPath(source);
        // Text built from several fields (`${first_name} ${last_name}`): each field as <name>.
        if (typeof source === 'string' && read === undefined && source.includes(MARK))
          return [field, `\`${source.replaceAll(READ_AS_TEXT, '<$1>')}\``];
        if (read === undefined) return [field, `always \`${JSON.stringify(source)}\``];
        // Read again without that path: a mapping with a fallback (`name ?? username`) then reads another.
        const fallback = readPath(mapWithout(new Set([read]))?.[field]);
        const asText = typeof source === 'string' ? ' (as text)' : '';
        return [field, `\`${read}\`${asText}${fallback ? `, else \`${fallback}\`` : ''}`];
      }),
    );
  } finally {
    globalThis.fetch = realFetch;
  }
}

/** Calls the provider module of the next-auth in `packageDir` and reads its defaults. */
export function readProviderModule(packageDir: string, module: string): ProviderModuleFacts {
  const require = createRequire(path.resolve(packageDir, 'package.json'));
  const file = ['providers', 'dist/providers']
    .map((dir) => path.resolve(packageDir, dir, `${module}.js`))
    .find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`next-auth in ${packageDir} has no provider module "${module}"`);
  const exported = require(file) as { default?: unknown };
  const factory = (exported.default ?? exported) as (options: unknown) => Record<string, unknown>;

  const readOptions = new Set<string>();
  const options = new Proxy(
    {},
    {
      get(_, key) {
        if (typeof key !== 'string') return undefined;
        readOptions.add(key);
        return key === 'issuer' ? ISSUER_MARKER : `<${key}>`;
      },
    },
  );
  const config = factory(options);
  const id = String(config.id);
  const type: ProviderProtocol =
    config.type === 'oauth'
      ? config.idToken || config.wellKnown
        ? 'oidc'
        : 'oauth'
      : (config.type as ProviderProtocol);
  const authorization = config.authorization as { params?: { scope?: string } } | string | undefined;
  const showIssuer = (url: string | undefined) => url?.replace(ISSUER_MARKER, '<issuer>');
  const endpoints = [config.wellKnown, urlOf(authorization), urlOf(config.token), urlOf(config.userinfo)]
    .filter((url): url is string => typeof url === 'string')
    .map(showIssuer)
    .join(' ');
  // Every provider needs its client id and secret; other options only where an endpoint is built from them.
  const optionNames = [
    'clientId',
    'clientSecret',
    ...[...readOptions].filter((name) => endpoints.includes(`<${name}>`)),
  ].filter((name, index, all) => all.indexOf(name) === index);
  return {
    module,
    id,
    name: String(config.name),
    type,
    env: Object.fromEntries(optionNames.map((name) => [name, envName(id, name)])),
    authorization: showIssuer(urlOf(authorization)),
    token: showIssuer(urlOf(config.token)),
    userinfo: showIssuer(urlOf(config.userinfo)),
    wellKnown: showIssuer(typeof config.wellKnown === 'string' ? config.wellKnown : undefined),
    scope: typeof authorization === 'object' ? authorization.params?.scope : undefined,
    // next-auth 4 checks `state` when a provider names no checks (core/lib/providers.js).
    checks: Array.isArray(config.checks) ? (config.checks as string[]) : ['state'],
    profile: profileMapping(config.profile),
  };
}

const PROTOCOL_NAMES: Record<ProviderProtocol, string> = {
  oauth: 'OAuth 2',
  oidc: 'OpenID Connect',
  email: 'email',
  credentials: 'credentials',
};

function pascalCase(text: string): string {
  return text.replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
}

/** The draft page of a provider, from its module's facts. */
export function providerPage(facts: ProviderModuleFacts, versionLabel: string, nextAuthVersion: string): string {
  const envNames = Object.values(facts.env);
  const protocol = PROTOCOL_NAMES[facts.type];
  const description = `Sign in with ${facts.name} in NextAuth.js ${versionLabel}: the ${protocol} provider's defaults and a configuration to start from.`;
  const importName = `${pascalCase(facts.module)}Provider`;
  const rows = [
    ['Protocol', facts.type === 'oidc' ? 'OpenID Connect (ID token checked)' : `${protocol} (no ID token)`],
    ['Well-known configuration', facts.wellKnown],
    ['Authorization URL', facts.authorization],
    ['Token URL', facts.token],
    ['Userinfo URL', facts.userinfo],
    ['Scope', facts.scope],
    ['Checks', facts.checks.join(', ')],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  const code = (text: string) => `\`${text}\``;
  const lines = [
    '---',
    `title: ${facts.name}`,
    `description: ${JSON.stringify(description)}`,
    'draft: true',
    'provider:',
    `  module: ${facts.module}`,
    `  id: ${facts.id}`,
    `  type: ${facts.type}`,
    `  env: [${envNames.join(', ')}]`,
    '---',
    '',
    "import ProviderFacts from '@site/src/components/ProviderFacts';",
    '',
    `{/* Written by \`npm run new:provider -- ${facts.module}\` from next-auth ${nextAuthVersion}. Before removing \`draft: true\`, write what a reader needs: registering the app, the pitfalls, customizing. */}`,
    '',
    `The \`next-auth/providers/${facts.module}\` module signs people in with ${facts.name} over ${protocol}.`,
    '',
    '<ProviderFacts />',
    '',
    '## Register an app',
    '',
    `Register an app with ${facts.name} and set its redirect URI (callback URL) to \`https://your-site.example${callbackPathOf(facts.id)}\`, and to \`http://localhost:3000${callbackPathOf(facts.id)}\` for development. [The callback URL](${CALLBACK_URL_SECTION}) says how it must match.`,
    '',
    '## Configure',
    '',
    '```ini title=".env.local"',
    ...envNames.map((name) => `${name}=`),
    '```',
    '',
    '```ts title="app/api/auth/[...nextauth]/route.ts"',
    'import NextAuth from "next-auth"',
    `import ${importName} from "next-auth/providers/${facts.module}"`,
    '',
    'const handler = NextAuth({',
    '  providers: [',
    `    ${importName}({`,
    ...Object.entries(facts.env).map(([option, name]) => `      ${option}: process.env.${name}!,`),
    '    }),',
    '  ],',
    '})',
    '',
    'export { handler as GET, handler as POST }',
    '```',
    '',
    '## Defaults',
    '',
    '| Setting | Value |',
    '| --- | --- |',
    ...rows.map(([setting, value]) => `| ${setting} | ${setting === 'Protocol' ? value : code(value)} |`),
  ];
  if (facts.profile) {
    lines.push(
      '',
      `The profile maps to the user like this:`,
      '',
      `| User field | ${facts.name} field |`,
      '| --- | --- |',
      ...Object.entries(facts.profile).map(([field, source]) => `| \`${field}\` | ${source} |`),
    );
  }
  lines.push(
    '',
    '## Pitfalls',
    '',
    `{/* Pitfalls of ${facts.name} itself. That the registered callback URL must match is explained once, in the section linked below: do not repeat it here. */}`,
    '',
    `See [The callback URL](${CALLBACK_URL_SECTION}) if the provider refuses yours, and the [OAuth provider options](../configuration/providers/oauth.mdx) for everything you can override.`,
    '',
  );
  return lines.join('\n');
}

/** Writes docs/providers/<module>.mdx of `siteDir`'s current docs; refuses to replace a page. */
export function newProvider(module: string, siteDir = SITE_DIR): string {
  const version = currentVersion(siteDir);
  const packageDir = path.join(siteDir, version.samplesDir, 'node_modules/next-auth');
  if (!existsSync(packageDir))
    throw new Error(`${version.samplesDir} is not installed: run "npm ci --prefix ${version.samplesDir}"`);
  const facts = readProviderModule(packageDir, module);
  if (facts.type !== 'oauth' && facts.type !== 'oidc') {
    throw new Error(
      `"${module}" is a ${facts.type} provider, whose page explains a flow rather than defaults: write it by hand`,
    );
  }
  const file = path.join(siteDir, version.contentDir, 'providers', `${module}.mdx`);
  if (existsSync(file)) throw new Error(`${path.relative(siteDir, file)} exists already; nothing written`);
  const nextAuthVersion = (
    JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }
  ).version;
  writeFileSync(file, providerPage(facts, version.label, nextAuthVersion));
  return file;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [module] = process.argv.slice(2);
  if (!module) {
    console.error('Usage: npm run new:provider -- <module>   (a file name of next-auth/providers, e.g. gitlab)');
    process.exit(1);
  }
  try {
    const file = newProvider(module);
    console.log(`Wrote ${path.relative(SITE_DIR, file)} (draft: true). Write its prose, then remove the draft flag.`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
