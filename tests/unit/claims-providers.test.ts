/**
 * The v4 provider pages against next-auth 4.24.x itself. `provider-pages.test.ts` checks ids,
 * protocols, callback URLs and env names; this file checks what each page states in its Defaults
 * section, read as data from its two tables:
 *
 * - the settings table (`| Setting | Value |`): endpoints, discovery document, the scope that is
 *   really sent (NextAuth.js's provider normalization, then openid-client's authorization URL),
 *   checks, client authentication and whether the user comes from the ID token;
 * - the profile mapping table (`| User field | ... |`): which provider field each of `id`, `name`,
 *   `email` and `image` is built from, found by calling the module's `profile()` on a tracing
 *   profile that remembers the path of every field it is asked for.
 *
 * The behavior the pages describe in prose (what the reader sees when `profile()` throws, what a
 * Credentials sign-in answers, which origin the callback URL uses, ...) is asserted further down by
 * calling the package's own handler, `AuthHandler`, with a local OAuth server where one is needed.
 */
// cspell:ignore fusionauth
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import matter from 'gray-matter';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { providerPageFiles, providersDirOf, versionLabelled } from '../../config/versions';

const ROOT = path.resolve(import.meta.dirname, '../..');
const V4 = versionLabelled('v4');
const PAGES_DIR = path.join(ROOT, providersDirOf(V4));
const PACKAGE = path.join(ROOT, V4.samplesDir, 'node_modules/next-auth');
const require = createRequire(import.meta.url);

type Options = Record<string, unknown>;
interface Endpoint {
  url?: string;
  params?: Record<string, unknown>;
  request?: (context: Options) => Promise<unknown>;
}
interface ProviderConfig {
  id: string;
  type: string;
  version?: string;
  wellKnown?: string;
  idToken?: boolean;
  checks?: string[];
  client?: Record<string, string>;
  authorization?: Endpoint;
  token?: Endpoint;
  userinfo?: Endpoint;
  requestTokenUrl?: string;
  accessTokenUrl?: string;
  profileUrl?: string;
  profile?: (profile: unknown, tokens: unknown) => unknown;
  [key: string]: unknown;
}
type Factory = (options: Options) => ProviderConfig;
interface InternalResponse {
  status?: number;
  redirect?: string;
  body?: unknown;
  cookies?: { name: string; value: string }[];
}
type AuthHandler = (params: { req: Options; options: Options }) => Promise<InternalResponse>;

const parseProviders = (
  require(path.join(PACKAGE, 'core/lib/providers.js')) as {
    default: (params: Options) => { providers: ProviderConfig[] };
  }
).default;
const { AuthHandler } = require(path.join(PACKAGE, 'core/index.js')) as { AuthHandler: AuthHandler };
const { Issuer } = require(path.join(ROOT, V4.samplesDir, 'node_modules/openid-client')) as {
  Issuer: new (metadata: Options) => {
    Client: new (metadata: Options) => { authorizationUrl(params: Options): string };
  };
};

function providerModule(name: string): Factory {
  const exported = require(path.join(PACKAGE, 'providers', `${name}.js`)) as { default: Factory };
  return exported.default;
}

/** What the pages' templates stand for, and the options every module is called with. */
const ISSUER = 'https://issuer.example';
const PLACEHOLDERS: Record<string, string> = {
  issuer: ISSUER,
  tenantId: 'tenant-id',
  clientId: 'client-id',
  primaryUserFlow: 'B2C_1_flow',
};
const BASE_OPTIONS: Options = {
  clientId: 'client-id',
  clientSecret: 'client-secret',
  issuer: ISSUER,
  tenantId: 'tenant-id',
};
/** Pages whose defaults are stated for other options than the base ones. */
const PAGE_OPTIONS: Record<string, Options> = {
  'azure-ad-b2c': { issuer: undefined, primaryUserFlow: PLACEHOLDERS.primaryUserFlow },
  fusionauth: { tenantId: undefined },
};
/** Pages with several variants, one settings table each, in page order. */
const VARIANTS: Record<string, Options[]> = { twitter: [{}, { version: '2.0' }] };
/** Profile fields a tracing profile must answer with a value, to take the branch the page describes. */
const FIXED_PROFILE_FIELDS: Record<string, Record<string, unknown>> = { yandex: { is_avatar_empty: false } };

function substitute(template: string, placeholders = PLACEHOLDERS): string {
  return template.replace(/\$?\{(\w+)\}/g, (whole, name: string) => placeholders[name] ?? whole);
}

/** Inline code spans of a table cell, in order. */
function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

interface Table {
  header: string[];
  rows: string[][];
}

function tablesOf(section: string): Table[] {
  const tables: Table[] = [];
  let current: string[][] | null = null;
  for (const line of section.split('\n')) {
    if (!line.startsWith('|')) {
      current = null;
      continue;
    }
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replace(/\\\|/g, '|'));
    if (!current) {
      current = [];
      tables.push({ header: cells, rows: current });
    } else if (!cells.every((cell) => /^-+$/.test(cell))) {
      current.push(cells);
    }
  }
  return tables;
}

interface Variant {
  settings: Map<string, string>;
  mapping: Map<string, string>;
}

function defaultsOf(content: string): Variant[] {
  const start = content.indexOf('\n## Defaults\n');
  const end = content.indexOf('\n## ', start + 1);
  const tables = tablesOf(content.slice(start, end));
  const variants: Variant[] = [];
  for (const table of tables) {
    if (table.header[0] === 'Setting')
      variants.push({ settings: new Map(table.rows.map(([k, v]) => [k!, v!])), mapping: new Map() });
    else if (table.header[0] === 'User field') {
      const variant = variants.at(-1);
      if (!variant) throw new Error('a profile mapping table before the settings table');
      for (const [field, source] of table.rows) variant.mapping.set(codeSpans(field!)[0]!, source!);
    }
  }
  return variants;
}

const pages = providerPageFiles(V4)
  .filter((file) => !['credentials.mdx', 'email.mdx'].includes(file))
  .map((file) => {
    const { data, content } = matter(readFileSync(path.join(PAGES_DIR, file), 'utf8'));
    return { slug: file.slice(0, -4), module: (data.provider as { module: string }).module, content };
  });

/** The provider as NextAuth.js uses it: the module's config after the core's normalization. */
function normalize(config: ProviderConfig): ProviderConfig {
  return parseProviders({ providers: [config], url: 'http://localhost:3000/api/auth' }).providers[0]!;
}

/** The scope the authorization request carries, built the way NextAuth.js builds it (openid-client). */
function scopeSent(provider: ProviderConfig): string | null {
  const issuer = new Issuer({ issuer: ISSUER, authorization_endpoint: 'https://as.example/authorize' });
  const client = new issuer.Client({
    client_id: 'client-id',
    client_secret: 'client-secret',
    redirect_uris: ['https://app.example/cb'],
  });
  return new URL(client.authorizationUrl({ ...provider.authorization?.params })).searchParams.get('scope');
}

/** Asserts that a page's URL (with optional query and `key=value` spans) matches an endpoint. */
function expectEndpoint(cell: string, endpoint: Endpoint | undefined, label: string): void {
  const [first, ...rest] = codeSpans(cell);
  const stated = new URL(substitute(first!));
  expect(endpoint?.url, label).toBe(`${stated.origin}${stated.pathname}`);
  const pairs = [
    ...stated.searchParams,
    ...rest.filter((span) => /^[\w.]+=\S*$/.test(span)).map((span) => span.split('=')),
  ];
  for (const [key, value] of pairs) expect(endpoint?.params?.[key!], `${label}: ${key}`).toBe(value);
}

// A profile that records what is read from it. Every property read returns another tracer whose
// path is the property path; method calls (`toString()`, `replace()`) return the tracer they were
// called on; in a template string a tracer becomes `‹path›`.
const PATH = Symbol('path');
interface Traced {
  [PATH]: string;
}
function tracer(fixed: Record<string, unknown>, segments: string[] = []): unknown {
  const assigned = new Map<PropertyKey, unknown>();
  // A callable proxy target: provider options are both called and read.
  const target = function () {} as unknown as object;
  return new Proxy(target, {
    get(_target, property) {
      if (property === PATH) return segments.join('.');
      if (property === Symbol.toPrimitive) return () => `‹${segments.join('.')}›`;
      if (typeof property === 'symbol' || property === 'then') return undefined;
      if (assigned.has(property)) return assigned.get(property);
      const next = [...segments, property];
      if (next.join('.') in fixed) return fixed[next.join('.')];
      return tracer(fixed, next);
    },
    set(_target, property, value) {
      assigned.set(property, value);
      return true;
    },
    apply() {
      return tracer(fixed, segments.slice(0, -1));
    },
  });
}
function pathOf(value: unknown): string | undefined {
  // The tracing proxy is a function that carries the path it was read at.
  return typeof value === 'function' ? (value as unknown as Traced)[PATH] : undefined;
}
/** `stated` names the field `actual` came from: the same path, a path ending in it, or inside it. */
function sameField(actual: string, stated: string): boolean {
  return actual === stated || actual.endsWith(`.${stated}`) || actual.startsWith(`${stated}.`);
}

describe('v4 provider pages: the Defaults tables agree with next-auth 4.24', () => {
  it('every OAuth/OIDC page has a settings table and a profile mapping table', () => {
    for (const page of pages) {
      const variants = defaultsOf(page.content);
      expect(variants.length, `${page.slug}: settings tables`).toBe((VARIANTS[page.slug] ?? [{}]).length);
      for (const variant of variants)
        expect([...variant.mapping.keys()].sort(), page.slug).toEqual(['email', 'id', 'image', 'name']);
    }
  });

  for (const page of pages) {
    const variants = defaultsOf(page.content);
    (VARIANTS[page.slug] ?? [{}]).forEach((variantOptions, index) => {
      const label = `${page.slug}${index ? ` (variant ${index + 1})` : ''}`;
      const options = { ...BASE_OPTIONS, ...PAGE_OPTIONS[page.slug], ...variantOptions };
      const { settings, mapping } = variants[index] ?? {
        settings: new Map<string, string>(),
        mapping: new Map<string, string>(),
      };

      it(`${label}: endpoints, scope, checks, client authentication, user source`, () => {
        const raw = providerModule(page.module)({ ...options });
        const provider = normalize(raw);
        const legacy = raw.version?.startsWith('1.');
        // `{issuer}` is the issuer the page states, when it states one (Azure AD B2C builds it).
        const placeholders = { ...PLACEHOLDERS };
        for (const [setting, cell] of settings) {
          const spans = codeSpans(cell);
          switch (setting) {
            case 'Authorization URL':
              expectEndpoint(cell, provider.authorization, `${label}: authorization`);
              break;
            case 'Token URL':
              expectEndpoint(cell, provider.token, `${label}: token`);
              break;
            case 'Userinfo URL':
              if (legacy) expect(raw.profileUrl, label).toBe(spans[0]);
              else expectEndpoint(cell, provider.userinfo, `${label}: userinfo`);
              break;
            case 'Request token URL':
              expect(raw.requestTokenUrl, label).toBe(spans[0]);
              break;
            case 'Access token URL':
              expect(raw.accessTokenUrl, label).toBe(spans[0]);
              break;
            case 'Discovery document':
              expect(provider.wellKnown, `${label}: discovery`).toBe(substitute(spans[0]!, placeholders));
              break;
            case 'Issuer':
              placeholders.issuer = substitute(spans[0]!);
              expect(provider.wellKnown, `${label}: issuer`).toBe(
                `${placeholders.issuer}/.well-known/openid-configuration`,
              );
              break;
            case 'Scope': {
              const moduleScope = provider.authorization?.params?.scope;
              if (cell.startsWith('none')) expect(moduleScope, `${label}: the module sets no scope`).toBeUndefined();
              if (cell.startsWith('empty')) expect(scopeSent(provider), `${label}: empty scope`).toBe('');
              else if (spans.length && provider.authorization)
                expect(scopeSent(provider), `${label}: scope sent`).toBe(spans[0]);
              break;
            }
            case 'Checks': {
              // The checks are the code spans before any explanation ("(the v4 default)", ": ...").
              const stated = codeSpans(cell.split(/[(:]/)[0]!);
              expect([...(provider.checks ?? [])].sort(), `${label}: checks`).toEqual(stated.sort());
              break;
            }
            case 'Client authentication':
              expect(
                provider.client?.token_endpoint_auth_method ?? 'client_secret_basic',
                `${label}: client auth`,
              ).toBe(spans.find((span) => span.startsWith('client_secret_')));
              break;
            case 'Response mode':
              expect(provider.authorization?.params?.response_mode, label).toBe(spans[0]);
              break;
            case 'ID token signature':
              expect(provider.client?.id_token_signed_response_alg, label).toBe(spans[0]);
              break;
            case 'Claims request': {
              const claims = provider.authorization?.params?.claims as { id_token: Record<string, unknown> };
              expect(Object.keys(claims.id_token).sort(), label).toEqual(
                spans.filter((span) => span !== 'claims').sort(),
              );
              break;
            }
            case 'Extra authorization parameter':
              expect(provider.authorization?.params?.[spans[0]!], label).toBe(ISSUER);
              break;
          }
        }
        const statesIdToken = /ID token/.test(settings.get('User source') ?? '');
        expect(Boolean(provider.idToken), `${label}: the user comes from the ID token`).toBe(statesIdToken);
      });

      it(`${label}: profile mapping`, async () => {
        const fetched: string[] = [];
        vi.stubGlobal('fetch', async (url: string | URL) => {
          fetched.push(String(url));
          return new Response('{}', { status: 404 });
        });
        const config = providerModule(page.module)({ ...options });
        const fixed = FIXED_PROFILE_FIELDS[page.slug] ?? {};
        const user = ((await config.profile?.(tracer(fixed), tracer({}, ['tokens']))) ?? {}) as Record<string, unknown>;
        for (const [field, cell] of mapping) {
          const value = user[field];
          const message = `${label}: user.${field} from "${cell}"`;
          if (/^(always `null`|always null|not set)/.test(cell)) {
            expect(value ?? null, message).toBeNull();
            continue;
          }
          const stated = codeSpans(cell)[0]!.replace(/\[(\d+)\]/g, '.$1');
          if (/^https?:/.test(stated)) {
            // A URL the module builds (placeholders stand for fields) or requests.
            if (typeof value === 'string')
              expect(value, message).toBe(stated.replace(/[{<](\w+)[}>]/g, (_m, name: string) => `‹${name}›`));
            else
              expect(
                fetched.some((url) => url.startsWith(stated.split(/[{<]/)[0]!)),
                message,
              ).toBe(true);
            continue;
          }
          const paths =
            typeof value === 'string' ? [...value.matchAll(/‹([^›]*)›/g)].map((m) => m[1]) : [pathOf(value) ?? ''];
          expect(
            paths.some((actual) => sameField(actual!, stated)),
            `${message}; read: ${paths.join(', ')}`,
          ).toBe(true);
        }
      });
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Behavior the provider pages state in prose, through the package's own request handler.

const HOST = 'localhost:3000';
const BASE_URL = `http://${HOST}/api/auth`;

function spyLogger() {
  return { error: vi.fn(), warn: vi.fn(), debug: vi.fn() };
}
function loggedCodes(spy: ReturnType<typeof vi.fn>): unknown[] {
  return spy.mock.calls.map((call) => call[0]);
}

function handle(options: Options, req: Options): Promise<InternalResponse> {
  return AuthHandler({
    req: { method: 'GET', headers: { host: HOST }, cookies: {}, query: {}, body: {}, ...req },
    options: { secret: 'a-test-secret', ...options },
  });
}

function cookieValue(response: InternalResponse, name: string): string | undefined {
  return response.cookies?.find((cookie) => cookie.name === name)?.value;
}

/** A sign-in through `/api/auth/callback/credentials`, as `signIn("credentials", { redirect: false })` sends it. */
async function credentialsSignIn(options: Options, fields: Options): Promise<InternalResponse> {
  const csrf = await handle(options, { action: 'csrf' });
  const { csrfToken } = csrf.body as { csrfToken: string };
  return handle(options, {
    action: 'callback',
    providerId: 'credentials',
    method: 'POST',
    body: { ...fields, csrfToken, json: 'true' },
    cookies: { 'next-auth.csrf-token': cookieValue(csrf, 'next-auth.csrf-token') },
  });
}

/** An adapter that stores nothing: enough for the session lookups the Credentials claims are about. */
function emptyAdapter() {
  return {
    getSessionAndUser: vi.fn(async () => null),
    deleteSession: vi.fn(async () => undefined),
    updateSession: vi.fn(async () => null),
  };
}

const Credentials = providerModule('credentials');

describe('v4 provider pages: behavior stated in prose', () => {
  let server: Server;
  let oauthBase = '';
  let userinfo: Options = {};
  /** The path and query of every request the userinfo endpoint received. */
  const userinfoRequests: string[] = [];

  beforeAll(async () => {
    vi.stubEnv('NEXTAUTH_URL', `http://${HOST}`);
    // A token endpoint and a userinfo endpoint, enough for a plain OAuth 2 code exchange.
    server = createServer((request, response) => {
      response.setHeader('Content-Type', 'application/json');
      if (request.url?.startsWith('/token'))
        response.end(JSON.stringify({ access_token: 'access', token_type: 'Bearer' }));
      else if (request.url?.startsWith('/userinfo')) {
        userinfoRequests.push(request.url);
        response.end(JSON.stringify(userinfo));
      } else response.writeHead(404).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    oauthBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await new Promise((resolve) => server.close(resolve));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Runs the callback of `provider` pointed at the local server, without state or PKCE. */
  function oauthCallback(provider: ProviderConfig, options: Options = {}): Promise<InternalResponse> {
    return handle(
      { providers: [provider], ...options },
      { action: 'callback', providerId: provider.id, query: { code: 'a-code' } },
    );
  }
  const local = () => ({
    authorization: `${oauthBase}/authorize`,
    token: `${oauthBase}/token`,
    userinfo: `${oauthBase}/userinfo`,
    wellKnown: undefined,
    idToken: false,
    checks: ['none'],
  });

  describe('credentials.mdx', () => {
    it('authorize() returning null answers 401 with error=CredentialsSignin', async () => {
      const response = await credentialsSignIn({ providers: [Credentials({ authorize: () => null })] }, {});
      expect(response.status).toBe(401);
      expect(response.redirect).toBe(`${BASE_URL}/error?error=CredentialsSignin&provider=credentials`);
    });

    it('without authorize() every attempt fails as CredentialsSignin, with no configuration error', async () => {
      const logger = spyLogger();
      const response = await credentialsSignIn({ providers: [Credentials({ credentials: {} })], logger }, {});
      expect(response.redirect).toBe(`${BASE_URL}/error?error=CredentialsSignin&provider=credentials`);
      expect(logger.error).not.toHaveBeenCalled();
    });

    it('an error thrown in authorize() becomes the error value, also with 401', async () => {
      const authorize = () => {
        throw new Error('Account locked');
      };
      const response = await credentialsSignIn({ providers: [Credentials({ authorize })] }, {});
      expect(response.status).toBe(401);
      expect(response.redirect).toBe(`${BASE_URL}/error?error=Account%20locked`);
    });

    it('the built-in error page forwards CredentialsSignin to the sign-in page', async () => {
      const response = await handle(
        { providers: [Credentials({})] },
        { action: 'error', query: { error: 'CredentialsSignin' }, error: 'CredentialsSignin' },
      );
      expect(response.redirect).toBe(`${BASE_URL}/signin?error=CredentialsSignin`);
    });

    it('the built-in sign-in page lists a provider whose credentials are {}', async () => {
      const response = await handle({ providers: [Credentials({ name: 'Passcode' })] }, { action: 'signin' });
      expect(String(response.body)).toContain('Sign in with Passcode');
    });

    it('with an adapter and the default strategy, sign-in writes a JWT cookie that the session lookup does not find', async () => {
      const adapter = emptyAdapter();
      const logger = spyLogger();
      const options = { adapter, logger, providers: [Credentials({ authorize: () => ({ id: '1', name: 'Ada' }) })] };
      const signIn = await credentialsSignIn(options, {});
      const token = cookieValue(signIn, 'next-auth.session-token');
      expect(token?.split('.')).toHaveLength(5); // an encrypted JWT, not a database session id
      const session = await handle(options, { action: 'session', cookies: { 'next-auth.session-token': token } });
      expect(adapter.getSessionAndUser).toHaveBeenCalledWith(token);
      expect(session.body).toEqual({});
      expect(logger.error).not.toHaveBeenCalled();
    });

    it('only Credentials with strategy "database" set explicitly is a configuration error', async () => {
      const logger = spyLogger();
      const options = {
        adapter: emptyAdapter(),
        logger,
        session: { strategy: 'database' },
        providers: [Credentials({ authorize: () => ({ id: '1' }) })],
      };
      const session = await handle(options, { action: 'session' });
      expect(session.status).toBe(500);
      expect(loggedCodes(logger.error)).toContain('CALLBACK_CREDENTIALS_JWT_ERROR');
    });

    it('the token gets name, email, image as picture and id as sub', async () => {
      const jwt = vi.fn(async ({ token }: { token: Options }) => token);
      const user = { id: '7', name: 'Ada', email: 'ada@example.com', image: 'https://img.example/ada.png' };
      await credentialsSignIn({ callbacks: { jwt }, providers: [Credentials({ authorize: () => user })] }, {});
      expect(jwt.mock.calls[0]![0].token).toEqual({
        name: 'Ada',
        email: 'ada@example.com',
        picture: user.image,
        sub: '7',
      });
    });
  });

  describe('email.mdx', () => {
    it('a link whose token is unknown, expired or for another address gets Verification; no token gets configuration', async () => {
      const expired = { identifier: 'ada@example.com', token: 'hashed', expires: new Date(Date.now() - 1000) };
      const adapter = {
        createVerificationToken: vi.fn(),
        getUserByEmail: vi.fn(async () => null),
        useVerificationToken: vi.fn(async (): Promise<typeof expired | null> => null),
      };
      const options = { adapter, providers: [providerModule('email')({ server: 'smtp://localhost' })] };
      const open = (query: Options) => handle(options, { action: 'callback', providerId: 'email', query });
      expect((await open({ token: 'unknown', email: 'ada@example.com' })).redirect).toBe(
        `${BASE_URL}/error?error=Verification`,
      );
      adapter.useVerificationToken.mockResolvedValueOnce(expired);
      expect((await open({ token: 'old', email: 'ada@example.com' })).redirect).toBe(
        `${BASE_URL}/error?error=Verification`,
      );
      adapter.useVerificationToken.mockResolvedValueOnce({ ...expired, expires: new Date(Date.now() + 60_000) });
      expect((await open({ token: 'valid', email: 'eve@example.com' })).redirect).toBe(
        `${BASE_URL}/error?error=Verification`,
      );
      expect((await open({ email: 'ada@example.com' })).redirect).toBe(`${BASE_URL}/error?error=configuration`);
    });

    it('the Email provider without an adapter fails every auth request (EMAIL_REQUIRES_ADAPTER_ERROR)', async () => {
      const logger = spyLogger();
      const response = await handle(
        { logger, providers: [providerModule('email')({ server: 'smtp://localhost' })] },
        { action: 'session' },
      );
      expect(response.status).toBe(500);
      expect(loggedCodes(logger.error)).toContain('EMAIL_REQUIRES_ADAPTER_ERROR');
    });
  });

  describe('OAuth providers', () => {
    it('azure-ad-b2c.mdx: a profile() that throws sends the user back to the sign-in page, with no error code', async () => {
      userinfo = { sub: 'user-1', name: 'Ada' }; // no `emails` claim
      const logger = spyLogger();
      const provider = providerModule('azure-ad-b2c')({ ...BASE_OPTIONS, ...local() });
      const response = await oauthCallback(provider, { logger });
      expect(response.redirect).toBe(`${BASE_URL}/signin`);
      expect(loggedCodes(logger.error)).toContain('OAUTH_PARSE_PROFILE_ERROR');
    });

    it('instagram.mdx: the authorization and userinfo you pass replace the URL, scope and fields the module sets', async () => {
      const passed = {
        authorization: {
          url: 'https://www.instagram.com/oauth/authorize',
          params: { scope: 'instagram_business_basic' },
        },
        userinfo: `${oauthBase}/userinfo?fields=id,user_id,username`,
      };
      const parsed = normalize(providerModule('instagram')({ ...BASE_OPTIONS, ...passed }));
      expect(parsed.authorization).toEqual(passed.authorization);
      expect(parsed.userinfo).toMatchObject({
        url: `${oauthBase}/userinfo`,
        params: { fields: 'id,user_id,username' },
      });

      userinfo = { id: '17', username: 'ada' };
      userinfoRequests.length = 0;
      const provider = providerModule('instagram')({ ...BASE_OPTIONS, ...local(), ...passed });
      const response = await oauthCallback(provider);
      expect(cookieValue(response, 'next-auth.session-token')).toBeTruthy();
      expect(userinfoRequests).toEqual(['/userinfo?fields=id%2Cuser_id%2Cusername']);
    });

    it('github.mdx: id as a string, name falls back to login, email lowercased', async () => {
      userinfo = {
        id: 42,
        login: 'octocat',
        name: null,
        email: 'Octo@Example.COM',
        avatar_url: 'https://avatars.example/42',
      };
      const jwt = vi.fn(async ({ token }: { token: Options }) => token);
      const provider = providerModule('github')({ ...BASE_OPTIONS, ...local() });
      const response = await oauthCallback(provider, { callbacks: { jwt } });
      expect(cookieValue(response, 'next-auth.session-token')).toBeTruthy();
      expect(jwt.mock.calls[0]![0]).toMatchObject({
        user: { id: '42', name: 'octocat', email: 'octo@example.com', image: 'https://avatars.example/42' },
      });
    });

    it('trakt.mdx: a userinfo answer outside 2xx fails with OAuthCallback; 2xx is accepted', async () => {
      const provider = providerModule('trakt')({ ...BASE_OPTIONS, ...local() });
      vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
      expect((await oauthCallback(provider)).redirect).toBe(`${BASE_URL}/error?error=OAuthCallback`);
      vi.stubGlobal(
        'fetch',
        async () =>
          new Response(JSON.stringify({ ids: { slug: 'ada' }, name: 'Ada', images: { avatar: { full: 'x' } } }), {
            status: 201,
          }),
      );
      expect((await oauthCallback(provider)).redirect).toBe(`http://${HOST}`);
    });

    it('azure-ad.mdx: the Graph photo is null on an error status; a network error makes profile() throw', async () => {
      const profile = providerModule('azure-ad')({ ...BASE_OPTIONS }).profile!;
      const claims = { sub: 's', name: 'n', email: 'e@example.com' };
      vi.stubGlobal('fetch', async () => new Response('', { status: 404 }));
      expect(await profile(claims, { access_token: 'a' })).toMatchObject({ image: null });
      const photo = new Uint8Array([1, 2, 3]);
      vi.stubGlobal('fetch', async () => new Response(photo, { status: 200 }));
      expect(await profile(claims, { access_token: 'a' })).toMatchObject({
        image: `data:image/jpeg;base64, ${Buffer.from(photo).toString('base64')}`,
      });
      vi.stubGlobal('fetch', async () => {
        throw new TypeError('fetch failed');
      });
      await expect(profile(claims, { access_token: 'a' })).rejects.toThrow('fetch failed');
    });

    it('osso.mdx: without issuer, reading the providers throws, so every /api/auth request fails', async () => {
      const provider = providerModule('osso')({ clientId: 'id', clientSecret: 'secret' });
      expect(() => normalize(provider)).toThrow('Invalid URL');
      await expect(handle({ providers: [provider] }, { action: 'session' })).rejects.toThrow('Invalid URL');
    });

    it('twitter.mdx: version "2.0" logs TWITTER_OAUTH_2_BETA, on the first request of the process', async () => {
      // The core warns once per process, so this needs a copy of it that has not handled a request yet.
      for (const file of Object.keys(require.cache))
        if (file.startsWith(path.join(PACKAGE, 'core'))) delete require.cache[file];
      const fresh = (require(path.join(PACKAGE, 'core/index.js')) as { AuthHandler: AuthHandler }).AuthHandler;
      const logger = spyLogger();
      const options = {
        secret: 's',
        logger,
        providers: [providerModule('twitter')({ ...BASE_OPTIONS, version: '2.0' })],
      };
      const req = { action: 'providers', method: 'GET', headers: { host: HOST }, cookies: {}, query: {} };
      await fresh({ req: { ...req }, options });
      await fresh({ req: { ...req }, options });
      expect(loggedCodes(logger.warn)).toEqual(['TWITTER_OAUTH_2_BETA']);
    });

    it('oauth.mdx: the callback URL comes from NEXTAUTH_URL, else the host with AUTH_TRUST_HOST, else localhost:3000', async () => {
      const google = providerModule('google')({ ...BASE_OPTIONS });
      const callbackUrl = async (env: Record<string, string | undefined>) => {
        const saved = {
          NEXTAUTH_URL: process.env.NEXTAUTH_URL,
          AUTH_TRUST_HOST: process.env.AUTH_TRUST_HOST,
          VERCEL: process.env.VERCEL,
        };
        const unset: Record<string, string | undefined> = {
          NEXTAUTH_URL: undefined,
          AUTH_TRUST_HOST: undefined,
          VERCEL: undefined,
        };
        for (const [name, value] of Object.entries({ ...unset, ...env })) {
          if (value === undefined) delete process.env[name];
          else process.env[name] = value;
        }
        try {
          const response = await handle(
            { providers: [google] },
            { action: 'providers', headers: { host: 'app.example' } },
          );
          return (response.body as Record<string, { callbackUrl: string }>).google!.callbackUrl;
        } finally {
          for (const [name, value] of Object.entries(saved)) {
            if (value === undefined) delete process.env[name];
            else process.env[name] = value;
          }
        }
      };
      expect(await callbackUrl({ NEXTAUTH_URL: 'https://site.example' })).toBe(
        'https://site.example/api/auth/callback/google',
      );
      expect(await callbackUrl({ AUTH_TRUST_HOST: 'true' })).toBe('https://app.example/api/auth/callback/google');
      expect(await callbackUrl({})).toBe('http://localhost:3000/api/auth/callback/google');
    });
  });
});
