/**
 * The code of every v4 provider page, run. Each block marked run="doc-samples-providers" is saved as
 * the file its title names, with the environment variables it reads set, and a sign-in is started
 * through it the way the sign-in button does (a CSRF token, then POST /api/auth/signin/<id>):
 *
 * - 'app/api/auth/[...nextauth]/route.ts': its GET and POST exports, as appRoute (next-routes.ts)
 *   serves them;
 * - 'pages/api/auth/[...nextauth].ts': its default export, as pagesRoute serves it;
 * - 'lib/auth.ts': its authOptions, given to NextAuth() in a route.ts served by appRoute.
 *
 * Every provider the block configures must answer with a redirect to the provider (never to an
 * error page) that carries the client ID from the environment and the callback URL the page's
 * helper shows. Discovery documents and OAuth 1 request tokens are answered locally (nock); no
 * request leaves the machine (pagesRoute's own server listens on 127.0.0.1).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import path from 'node:path';
import matter from 'gray-matter';
import nock from 'nock';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SITE_DIR } from '../../config/versions';
import { extractCodeBlocks } from '../../scripts/lib/code-blocks';
import { ORIGIN, type Options } from './auth-core';
import { importSample, requireFromWorld, SCRATCH_DIR } from './doc-samples';
import { useNextHeaders } from './next-app';
import { appRoute, csrfOf, pagesRoute, type Route } from './next-routes';

const RUN = 'doc-samples-providers';
const PROVIDERS_DIR = 'docs/providers';
const TITLES = {
  app: 'app/api/auth/[...nextauth]/route.ts',
  pages: 'pages/api/auth/[...nextauth].ts',
  options: 'lib/auth.ts',
} as const;
const SECRET = 'a-secret-for-the-provider-samples';

type Kind = keyof typeof TITLES;

const NextAuth = (requireFromWorld('next-auth') as { default: (options: Options) => unknown }).default;

function optionsRoute(module: { authOptions: Options }): Route {
  expect(module.authOptions, 'lib/auth.ts exports authOptions').toBeTypeOf('object');
  // Served as the reader's route.ts serves them.
  const handler = NextAuth(module.authOptions);
  return appRoute({ GET: handler, POST: handler });
}

/** Sets the page's environment and imports one of its handler blocks as a Route. */
async function routeThrough(
  doc: string,
  environment: Record<string, string>,
  kind: Kind,
  occurrence: number,
): Promise<Route> {
  vi.stubEnv('NEXTAUTH_URL', ORIGIN);
  vi.stubEnv('NEXTAUTH_SECRET', SECRET);
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  const module = await importSample<Record<string, unknown>>(doc, TITLES[kind], occurrence);
  if (kind === 'app') return appRoute(module);
  if (kind === 'pages') return pagesRoute(module as { default: unknown });
  return optionsRoute(module as { authOptions: Options });
}

/**
 * The variables a page tells the reader to set (its front matter's `env`, its `.env.local` blocks
 * and the names its prose puts "in `.env.local`"), each with a value: a URL where the name
 * asks for one.
 */
function environmentOf(source: string, listed: string[]): Record<string, string> {
  const inEnvFiles = extractCodeBlocks(source)
    .filter((block) => block.meta.title === '.env.local')
    .flatMap((block) => [...block.code.matchAll(/^(\w+)=/gm)].map((match) => match[1]));
  const inProse = [...source.matchAll(/`([A-Z][A-Z\d_]+)` in `\.env\.local`/g)].map((match) => match[1]);
  return Object.fromEntries(
    [...new Set([...listed, ...inEnvFiles, ...inProse])]
      .filter((name) => !name!.startsWith('NEXTAUTH_'))
      .map((name) => [
        name,
        /_(ISSUER|URL)$/.test(name!)
          ? `https://${name!.toLowerCase().replace(/_/g, '-')}.example`
          : `${name!.toLowerCase()}-value`,
      ]),
  );
}

const DISCOVERY = '/.well-known/openid-configuration';
const AUTHORIZE_PATH = '/authorize-from-discovery';
let discoveries = 0;
/** Discovery documents and OAuth 1 request tokens, for any HTTPS host (pagesRoute serves over http), answered here. */
function answerProviderRequests(): void {
  nock(/^https:/)
    .persist()
    .get((uri) => uri.includes(DISCOVERY))
    .reply(function discovery() {
      discoveries += 1;
      // Every URL the environment gives is https (environmentOf).
      const base = `https://${this.req.headers.host}${this.req.path.slice(0, this.req.path.indexOf(DISCOVERY))}`;
      return [
        200,
        {
          issuer: base,
          authorization_endpoint: `${base}${AUTHORIZE_PATH}`,
          token_endpoint: `${base}/token`,
          jwks_uri: `${base}/jwks`,
          response_types_supported: ['code'],
        },
      ];
    })
    .post(/\/oauth\/request_token$/)
    .reply(200, 'oauth_token=request-token&oauth_token_secret=request-secret&oauth_callback_confirmed=true');
}

interface Block {
  kind: Kind;
  occurrence: number;
  line: number;
  code: string;
}

/** Blocks marked for this test that are not handlers: each has its own test below. */
const otherBlocks: string[] = [];
const pages = readdirSync(path.join(SITE_DIR, PROVIDERS_DIR))
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => {
    const doc = `${PROVIDERS_DIR}/${file}`;
    const source = readFileSync(path.join(SITE_DIR, doc), 'utf8');
    const seen = new Map<string, number>();
    const blocks: Block[] = [];
    for (const block of extractCodeBlocks(source)) {
      if (block.meta.run !== RUN) continue;
      const title = block.meta.title ?? '';
      const occurrence = (seen.get(title) ?? 0) + 1;
      seen.set(title, occurrence);
      const kind = (Object.keys(TITLES) as Kind[]).find((key) => TITLES[key] === title);
      if (kind) blocks.push({ kind, occurrence, line: block.line, code: block.code });
      else otherBlocks.push(`${doc}: ${title}`);
    }
    const provider = matter(source).data.provider as { env?: string[] } | undefined;
    return { doc, provider, environment: environmentOf(source, provider?.env ?? []), blocks };
  })
  .filter(({ provider, blocks }) => provider && blocks.length > 0);

useNextHeaders();
beforeAll(() => {
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
  answerProviderRequests();
});
afterAll(() => {
  nock.cleanAll();
  nock.enableNetConnect();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

it('runs the handler blocks of every OAuth and OIDC provider page', () => {
  expect(pages.length).toBeGreaterThan(60);
  expect(otherBlocks.sort()).toEqual(
    [`${APPLE_PAGE}: ${APPLE_SCRIPT}`, ...SSO_BUTTONS.map(({ doc, title }) => `${doc}: ${title}`)].sort(),
  );
});

const APPLE_PAGE = `${PROVIDERS_DIR}/apple.mdx`;
const APPLE_SCRIPT = 'scripts/apple-secret.mts';
/** The part of jose's jwtVerify the Apple test uses (jose is a dependency of the docs' world only). */
type JwtVerify = (
  jwt: string,
  key: KeyObject,
  options: { issuer: string; subject: string; audience: string },
) => Promise<{ payload: { exp?: number; iat?: number }; protectedHeader: Record<string, unknown> }>;

describe(APPLE_PAGE, () => {
  // Starts tsx in a child process: seconds on a busy machine.
  it(`${APPLE_SCRIPT} run as the page says prints a client secret Apple accepts`, { timeout: 60_000 }, async () => {
    const source = readFileSync(path.join(SITE_DIR, APPLE_PAGE), 'utf8');
    const script = extractCodeBlocks(source).find((block) => block.meta.title === APPLE_SCRIPT);
    if (!script) throw new Error(`${APPLE_PAGE}: no block titled ${APPLE_SCRIPT}`);
    expect(source).toContain(`npx tsx ${APPLE_SCRIPT}`);
    const constant = (name: string) => new RegExp(`const ${name} = "([^"]+)"`).exec(script.code)?.[1] ?? '';
    const keyId = constant('keyId');

    // A project as create-next-app makes it (a package.json without "type"), inside the docs'
    // package world so that `jose` resolves to the copy next-auth installs.
    mkdirSync(SCRATCH_DIR, { recursive: true });
    const project = mkdtempSync(path.join(SCRATCH_DIR, 'apple-'));
    try {
      writeFileSync(path.join(project, 'package.json'), '{ "private": true }\n');
      mkdirSync(path.join(project, 'scripts'));
      writeFileSync(path.join(project, APPLE_SCRIPT), script.code);
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      writeFileSync(path.join(project, `AuthKey_${keyId}.p8`), privateKey.export({ type: 'pkcs8', format: 'pem' }));
      const tsx = path.join(SITE_DIR, 'node_modules/.bin/tsx');
      const secret = execFileSync(tsx, [APPLE_SCRIPT], { cwd: project, encoding: 'utf8' }).trim();

      const { jwtVerify } = requireFromWorld('jose') as { jwtVerify: JwtVerify };
      const { payload, protectedHeader } = await jwtVerify(secret, publicKey, {
        issuer: constant('teamId'),
        subject: constant('servicesId'),
        audience: 'https://appleid.apple.com',
      });
      expect(protectedHeader).toEqual({ alg: 'ES256', kid: keyId });
      // Apple refuses a secret valid for longer than six months (15,777,000 seconds).
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBeLessThanOrEqual(15_777_000);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});

describe.each(pages)('$doc', ({ doc, environment, blocks }) => {
  it.each(blocks)('$kind, line $line', async ({ kind, occurrence, code }) => {
    const read = [...code.matchAll(/process\.env\.(\w+)/g)].map((match) => match[1]);
    expect(
      read.filter((name) => !(name! in environment)),
      'variables the code reads that the page never asks the reader to set',
    ).toEqual([]);
    const route = await routeThrough(doc, environment, kind, occurrence);

    const providers = (await route(['providers'], { method: 'GET' })).json as Record<
      string,
      { id: string; type: string; signinUrl: string; callbackUrl: string }
    >;
    const oauth = Object.values(providers).filter((provider) => provider.type === 'oauth');
    expect(oauth.length, 'OAuth providers configured').toBeGreaterThan(0);

    for (const provider of oauth) {
      expect(provider.callbackUrl).toBe(`${ORIGIN}/api/auth/callback/${provider.id}`);
      const { csrfToken, cookies } = await csrfOf(route);
      const discoveriesBefore = discoveries;
      const signIn = await route(['signin', provider.id], {
        method: 'POST',
        cookies,
        body: { csrfToken, callbackUrl: `${ORIGIN}/dashboard` },
      });
      expect(signIn.status, `${provider.id}: sign-in answers with a redirect`).toBe(302);
      const target = new URL(signIn.location ?? '', ORIGIN);
      expect(target.origin, `${provider.id}: redirected to ${target.href}`).not.toBe(ORIGIN);
      // An OIDC provider found its authorization endpoint in the discovery document.
      if (discoveries > discoveriesBefore) expect(target.pathname.endsWith(AUTHORIZE_PATH)).toBe(true);
      if (target.searchParams.has('oauth_token')) {
        // OAuth 1.0a: the provider's authorize page takes the request token, not the client ID.
        expect(target.searchParams.get('oauth_token')).toBe('request-token');
        continue;
      }
      expect(target.searchParams.get('redirect_uri')).toBe(provider.callbackUrl);
      expect(target.searchParams.get('response_type')).toBe('code');
      // The client ID: a literal in the code (BoxyHQ's "dummy"), or else the first *_ID variable the
      // page lists (GITHUB_ID, AZURE_AD_CLIENT_ID).
      const clientId =
        /clientId:\s*"([^"]+)"/.exec(code)?.[1] ??
        Object.entries(environment).find(([name]) => name.endsWith('_ID'))?.[1];
      expect(target.searchParams.get('client_id')).toBe(clientId);
      const scope = /scope:\s*"([^"]+)"/.exec(code)?.[1];
      if (scope) expect(target.searchParams.get('scope')).toBe(scope);
    }
  });
});

/**
 * The sign-in buttons of the SSO pages pass authorization parameters as the third argument of
 * signIn(); the pages say they reach the provider's authorization URL. Each button is clicked with
 * next-auth/react's signIn, whose requests go to the page's own handler.
 */
const SSO_BUTTONS = [
  {
    doc: `${PROVIDERS_DIR}/boxyhq-saml.mdx`,
    title: 'components/sso-button.tsx',
    props: { tenant: 'acme.example' },
    handler: { kind: 'options', occurrence: 1 },
    params: { tenant: 'acme.example', product: 'my-app', client_id: 'dummy' },
  },
  {
    doc: `${PROVIDERS_DIR}/workos.mdx`,
    title: 'components/sso-button.tsx',
    props: { organizationId: 'org_01ACME' },
    handler: { kind: 'app', occurrence: 1 },
    params: { organization: 'org_01ACME' },
  },
  {
    doc: `${PROVIDERS_DIR}/osso.mdx`,
    title: 'components/sso-sign-in.tsx',
    props: { domain: 'acme.example' },
    handler: { kind: 'pages', occurrence: 1 },
    params: { domain: 'acme.example' },
  },
] as const;

describe.each(SSO_BUTTONS)('$doc: $title', ({ doc, title, props, handler, params }) => {
  it('sends the parameters on to the authorization URL', async () => {
    const page = pages.find((entry) => entry.doc === doc);
    if (!page) throw new Error(`${doc}: no handler block marked run="${RUN}"`);
    const route = await routeThrough(doc, page.environment, handler.kind, handler.occurrence);

    const jar: Record<string, string> = {};
    const browser = { location: { href: `${ORIGIN}/login`, reload: () => undefined } };
    vi.stubGlobal('window', browser);
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, browser.location.href);
      const answer = await route(url.pathname.replace('/api/auth/', '').split('/'), {
        method: init.method?.toUpperCase() === 'POST' ? 'POST' : 'GET',
        cookies: jar,
        query: Object.fromEntries(url.searchParams),
        body: init.body ? Object.fromEntries(new URLSearchParams(String(init.body))) : undefined,
      });
      Object.assign(jar, answer.cookies);
      // What Next.js answers a client that asks for the redirect as JSON (signIn does).
      return Response.json(answer.location ? { url: answer.location } : answer.json);
    });

    const source = readFileSync(path.join(SITE_DIR, doc), 'utf8');
    const block = extractCodeBlocks(source).find((candidate) => candidate.meta.title === title);
    const component = /export function (\w+)/.exec(block?.code ?? '')?.[1] ?? '';
    const module = await importSample<Record<string, (properties: object) => ReactElement>>(doc, title);
    const button = module[component]!(props) as ReactElement<{ onClick: () => Promise<void> }>;
    await button.props.onClick();

    const target = new URL(browser.location.href);
    expect(target.origin, `redirected to ${target.href}`).not.toBe(ORIGIN);
    for (const [name, value] of Object.entries(params)) expect(target.searchParams.get(name), name).toBe(value);
  });
});
