/**
 * The behavior the v3 docs describe, asserted against next-auth 3.29's compiled handler. Each
 * test name is quoted by a `{/* tested: ... *\/}` comment next to the claim it backs.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { versionLabelled } from '../../config/versions';
import { BASE_URL, browser, call, memoryAdapter, recordingLogger, v3, type Json } from './claims-v3-harness';

const SECRET = 'claims-v3-test-secret';
const jwt = v3<{
  encode(params: Json): Promise<string>;
  decode(params: Json): Promise<Json | null>;
  getToken(params: Json): Promise<Json | string | null>;
}>('lib/jwt.js');
const Providers = v3<{ default: Record<string, (options: Json) => Json> }>('providers/index.js').default;
const GitHub = () => Providers.GitHub!({ clientId: 'id', clientSecret: 'secret' });

const ADA = { id: '7', name: 'Ada', email: 'ada@example.com', image: 'https://example.com/ada.png' };

function credentials(authorize: (credentials: Json, req: Json) => unknown, extra: Json = {}) {
  return Providers.Credentials!({
    credentials: { username: { label: 'Username' }, password: { label: 'Password', type: 'password' } },
    authorize,
    ...extra,
  });
}

function withCredentials(authorize: (credentials: Json, req: Json) => unknown, options: Json = {}) {
  const { codes, logger } = recordingLogger();
  return { codes, options: { secret: SECRET, logger, providers: [credentials(authorize)], ...options } };
}

const sessionCookie = 'next-auth.session-token';

/** Moves the clock the package reads (`Date`) a minute ahead, for the rest of the test. */
function laterByAMinute() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60 * 1000 });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Credentials provider (v3)', () => {
  it('a user returned by authorize() signs in: 200 { url } in JSON mode and a JWT session cookie', async () => {
    const { options } = withCredentials(async () => ADA);
    const app = browser(options);
    const answer = await app.signInWithCredentials({ username: 'ada', password: 'pw', callbackUrl: '/dashboard' });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ url: `${BASE_URL}/dashboard` });
    const token = await jwt.decode({ secret: SECRET, token: app.jar.values[sessionCookie] });
    expect(token).toMatchObject({ name: 'Ada', email: 'ada@example.com', picture: ADA.image, sub: '7' });
  });

  it('authorize() receives every posted field, and a copy of the request without its cookies', async () => {
    const authorize = vi.fn(async () => ADA);
    const { options } = withCredentials(authorize);
    await browser(options).signInWithCredentials({ username: 'ada', password: 'pw' });
    // The mock is untyped; these are the arguments the code under test passed.
    const [fields, req] = authorize.mock.calls[0] as unknown as [Json, Json];
    expect(fields).toMatchObject({ username: 'ada', password: 'pw', json: 'true' });
    expect(fields.csrfToken).toEqual(expect.any(String));
    expect(req.method).toBe('POST');
    expect(req.cookies).toEqual({});
  });

  it('authorize() returning null fails with CredentialsSignin, status 401 in JSON mode, 302 otherwise', async () => {
    const { options } = withCredentials(async () => null);
    const app = browser(options);
    const json = await app.signInWithCredentials({ username: 'ada', password: 'wrong' });
    expect(json.status).toBe(401);
    expect(json.json()).toEqual({ url: `${BASE_URL}/api/auth/error?error=CredentialsSignin&provider=credentials` });
    expect(app.jar.values[sessionCookie]).toBeUndefined();

    const csrfToken = await app.csrfToken();
    const form = await app.send({ method: 'POST', path: 'callback/credentials', body: { csrfToken } });
    expect(form.status).toBe(302);
    expect(form.location).toBe(`${BASE_URL}/api/auth/error?error=CredentialsSignin&provider=credentials`);
    // The built-in error route then sends this code on to the sign-in page.
    const errorRoute = await app.send({ path: 'error', query: { error: 'CredentialsSignin' } });
    expect(errorRoute.location).toBe(`${BASE_URL}/api/auth/signin?error=CredentialsSignin`);
  });

  it('authorize() throwing an Error puts its message in the error URL with status 200', async () => {
    const { options } = withCredentials(async () => {
      throw new Error('AccountLocked');
    });
    const answer = await browser(options).signInWithCredentials({ username: 'ada' });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ url: `${BASE_URL}/api/auth/error?error=AccountLocked` });
  });

  it('authorize() throwing a string redirects to it', async () => {
    const { options } = withCredentials(async () => {
      // v3's signIn callback redirects by throwing the URL as a string (its documented behaviour).
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- see above
      throw `${BASE_URL}/locked`;
    });
    const answer = await browser(options).signInWithCredentials({});
    expect(answer.json()).toEqual({ url: `${BASE_URL}/locked` });
  });

  it('without authorize() sign-in fails with Configuration and CALLBACK_CREDENTIALS_HANDLER_ERROR', async () => {
    const { codes, logger } = recordingLogger();
    const provider = Providers.Credentials!({ credentials: {} });
    expect(provider.authorize).toBeNull();
    const answer = await browser({ secret: SECRET, logger, providers: [provider] }).signInWithCredentials({});
    expect(answer.status).toBe(500);
    expect(answer.json()).toEqual({ url: `${BASE_URL}/api/auth/error?error=Configuration` });
    expect(codes).toContainEqual({ level: 'error', code: 'CALLBACK_CREDENTIALS_HANDLER_ERROR' });
  });

  it('with an adapter and the default session, sign-in fails with Configuration and CALLBACK_CREDENTIALS_JWT_ERROR', async () => {
    const memory = memoryAdapter();
    const authorize = vi.fn(async () => ADA);
    const { codes, options } = withCredentials(authorize, { adapter: memory.adapter });
    const app = browser(options);
    const answer = await app.signInWithCredentials({ username: 'ada' });
    expect(answer.status).toBe(500);
    expect(answer.json()).toEqual({ url: `${BASE_URL}/api/auth/error?error=Configuration` });
    expect(codes).toContainEqual({ level: 'error', code: 'CALLBACK_CREDENTIALS_JWT_ERROR' });
    expect(authorize).not.toHaveBeenCalled();
    expect(app.jar.values[sessionCookie]).toBeUndefined();
  });

  it('with an adapter and session.jwt true, sign-in works and the adapter stores nothing', async () => {
    const memory = memoryAdapter();
    const { options } = withCredentials(async () => ADA, { adapter: memory.adapter, session: { jwt: true } });
    const app = browser(options);
    expect((await app.signInWithCredentials({ username: 'ada' })).status).toBe(200);
    expect(memory.calls).toEqual([]);
    expect((await app.send({ path: 'session' })).json()).toMatchObject({ user: { email: 'ada@example.com' } });
    expect(memory.calls).toEqual([]);
  });

  it('signIn callback: false gives AccessDenied (403 in JSON mode); a string is treated as allow', async () => {
    const denied = withCredentials(async () => ADA, { callbacks: { signIn: async () => false } });
    const answer = await browser(denied.options).signInWithCredentials({});
    expect(answer.status).toBe(403);
    expect(answer.json()).toEqual({ url: `${BASE_URL}/api/auth/error?error=AccessDenied` });

    const signIn = vi.fn(async () => '/somewhere-else');
    const redirected = withCredentials(async () => ADA, { callbacks: { signIn } });
    const app = browser(redirected.options);
    const allowed = await app.signInWithCredentials({ username: 'ada', callbackUrl: '/home' });
    expect(allowed.json()).toEqual({ url: `${BASE_URL}/home` });
    expect(app.jar.values[sessionCookie]).toBeDefined();
    // The mock is untyped; these are the arguments the code under test passed.
    const [user, account, posted] = signIn.mock.calls[0] as unknown as [Json, Json, Json];
    expect(user).toEqual(ADA);
    expect(account).toEqual({ id: 'credentials', type: 'credentials' });
    expect(posted).toMatchObject({ username: 'ada' });
  });

  it('jwt callback at sign-in receives (token, user, account, user again, false)', async () => {
    const jwtCallback = vi.fn(async (token: Json) => token);
    const { options } = withCredentials(async () => ADA, { callbacks: { jwt: jwtCallback } });
    await browser(options).signInWithCredentials({});
    expect(jwtCallback).toHaveBeenCalledWith(
      { name: 'Ada', email: 'ada@example.com', picture: ADA.image, sub: '7' },
      ADA,
      { id: 'credentials', type: 'credentials' },
      ADA,
      false,
    );
  });

  it('a jwt callback that returns nothing empties the token: name and email are gone from the session', async () => {
    const { options } = withCredentials(async () => ADA, { callbacks: { jwt: async () => undefined } });
    const app = browser(options);
    await app.signInWithCredentials({});
    expect(await jwt.decode({ secret: SECRET, token: app.jar.values[sessionCookie] })).not.toHaveProperty('email');
    expect((await app.send({ path: 'session' })).json()).toMatchObject({ user: { name: null, email: null } });
  });

  it('a signIn callback that returns undefined allows the sign-in', async () => {
    const { options } = withCredentials(async () => ADA, { callbacks: { signIn: async () => undefined } });
    const app = browser(options);
    expect((await app.signInWithCredentials({})).status).toBe(200);
    expect(app.jar.values[sessionCookie]).toBeDefined();
  });

  it('the default redirect callback makes paths absolute and replaces other origins with the base URL', async () => {
    const redirectTo = async (callbackUrl: string) => {
      const { options } = withCredentials(async () => ADA);
      return (await browser(options).signInWithCredentials({ callbackUrl })).json<{ url: string }>().url;
    };
    expect(await redirectTo('/account')).toBe(`${BASE_URL}/account`);
    expect(await redirectTo(`${BASE_URL}/a?b=1`)).toBe(`${BASE_URL}/a?b=1`);
    expect(await redirectTo('https://evil.example/phish')).toBe(BASE_URL);
  });

  it('a POST without a valid CSRF token is redirected to the sign-in page with csrf=true', async () => {
    const authorize = vi.fn(async () => ADA);
    const { options } = withCredentials(authorize);
    const answer = await call(options, { method: 'POST', path: 'callback/credentials', body: { json: 'true' } });
    expect(answer.json()).toEqual({ url: `${BASE_URL}/api/auth/signin?csrf=true` });
    expect(authorize).not.toHaveBeenCalled();
  });

  it('the built-in sign-in page shows a Credentials form whenever credentials is set, even to {}', async () => {
    const page = async (provider: Json) =>
      (await call({ secret: SECRET, providers: [provider] }, { path: 'signin' })).body;
    const shown = await page(Providers.Credentials!({ name: 'Token', credentials: {}, authorize: async () => null }));
    expect(shown).toContain('<button type="submit">Sign in with Token</button>');
    const hidden = await page(Providers.Credentials!({ name: 'Token', authorize: async () => null }));
    expect(hidden).not.toContain('Token');
  });
});

describe('Sessions (v3)', () => {
  it('GET /api/auth/session answers {} without a session cookie', async () => {
    const answer = await call({ secret: SECRET, providers: [GitHub()] }, { path: 'session' });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({});
  });

  it('JWT session: jwt runs with the token alone, session gets the token, and the cookie is re-issued', async () => {
    const jwtCallback = vi.fn(async (token: Json) => ({ ...token, role: 'admin' }));
    const sessionCallback = vi.fn(async (session: Json, token: Json) => ({ ...session, role: token.role }));
    const cookie = await jwt.encode({ secret: SECRET, token: { name: 'Ada', email: 'ada@example.com', sub: '7' } });
    const before = await jwt.decode({ secret: SECRET, token: cookie });
    laterByAMinute(); // a new `iat` needs a later second
    const answer = await call(
      { secret: SECRET, providers: [GitHub()], callbacks: { jwt: jwtCallback, session: sessionCallback } },
      { path: 'session', cookies: { [sessionCookie]: cookie } },
    );
    expect(jwtCallback.mock.calls[0]).toHaveLength(1);
    expect(sessionCallback.mock.calls[0]![1]).toMatchObject({ sub: '7', role: 'admin' });
    expect(answer.json()).toMatchObject({
      user: { name: 'Ada', email: 'ada@example.com', image: null },
      role: 'admin',
      expires: expect.any(String),
    });
    const after = await jwt.decode({ secret: SECRET, token: answer.cookies[sessionCookie]!.value });
    expect(after?.exp).toBeGreaterThan(before?.exp as number);
    expect(after?.role).toBe('admin');
  });

  it('session.maxAge sets the cookie expiry, jwt.maxAge the token expiry', async () => {
    const { options } = withCredentials(async () => ADA, { session: { maxAge: 3600 } });
    const answer = await browser(options).signInWithCredentials({});
    const cookie = answer.cookies[sessionCookie];
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie!.attributes)?.[1] ?? '');
    expect(Math.abs(expires - Date.now() - 3600 * 1000)).toBeLessThan(60 * 1000);
    const token = await jwt.decode({ secret: SECRET, token: cookie!.value });
    expect((token?.exp as number) - (token?.iat as number)).toBe(30 * 24 * 3600);
  });

  it('an invalid JWT cookie answers {}, logs JWT_SESSION_ERROR and clears the cookie', async () => {
    const { codes, logger } = recordingLogger();
    const answer = await call(
      { secret: SECRET, logger, providers: [GitHub()] },
      { path: 'session', cookies: { [sessionCookie]: 'not-a-jwt' } },
    );
    expect(answer.json()).toEqual({});
    expect(answer.cookies[sessionCookie]!.cleared).toBe(true);
    expect(codes).toContainEqual({ level: 'error', code: 'JWT_SESSION_ERROR' });
  });

  it('database session: the adapter is asked, session gets the user, and accessToken is the session token', async () => {
    const memory = memoryAdapter();
    const user = { id: '7', name: 'Ada', email: 'ada@example.com', image: null, role: 'admin' };
    memory.users.set('7', user);
    // Adapter methods take next-auth's full types; the test passes the fields that matter.
    const stored = await (await memory.adapter.getAdapter()).createSession!(user as never);
    memory.calls.length = 0;
    const sessionCallback = vi.fn(async (session: Json, _user: Json) => session);
    const answer = await call(
      { secret: SECRET, providers: [GitHub()], adapter: memory.adapter, callbacks: { session: sessionCallback } },
      { path: 'session', cookies: { [sessionCookie]: (stored as Json).sessionToken as string } },
    );
    expect(memory.calls).toEqual(['getSession', 'updateSession', 'getUser']);
    expect(sessionCallback.mock.calls[0]![1]).toEqual(user);
    expect(answer.json()).toEqual({
      user: { name: 'Ada', email: 'ada@example.com', image: null },
      accessToken: (stored as Json).accessToken,
      expires: ((stored as Json).expires as Date).toISOString(),
    });
  });

  it('database session: an unknown session token answers {} and clears the cookie', async () => {
    const memory = memoryAdapter();
    const answer = await call(
      { secret: SECRET, providers: [GitHub()], adapter: memory.adapter },
      { path: 'session', cookies: { [sessionCookie]: 'unknown' } },
    );
    expect(answer.json()).toEqual({});
    expect(answer.cookies[sessionCookie]!.cleared).toBe(true);
  });

  it('session.jwt defaults to false with the database option and true without one', async () => {
    // With `database`, the session route asks the built-in TypeORM adapter, which needs a driver.
    const { codes, logger } = recordingLogger();
    const answer = await call(
      { secret: SECRET, logger, providers: [GitHub()], database: 'sqlite://:memory:' },
      { path: 'session', cookies: { [sessionCookie]: await jwt.encode({ secret: SECRET, token: { sub: '1' } }) } },
    );
    expect(answer.json()).toEqual({});
    expect(codes.map(({ code }) => code)).toContain('SESSION_ERROR');
    expect(codes.map(({ code }) => code)).not.toContain('JWT_SESSION_ERROR');
  });
});

describe('Sign-out and events (v3)', () => {
  it('signOut event: with JWT sessions and no cookie it fires with null; the cookie is cleared', async () => {
    const signOut = vi.fn(async () => undefined);
    const app = browser({ secret: SECRET, providers: [GitHub()], events: { signOut } });
    const csrfToken = await app.csrfToken();
    const answer = await app.send({ method: 'POST', path: 'signout', body: { csrfToken, json: 'true' } });
    expect(signOut).toHaveBeenCalledWith(null);
    expect(answer.cookies[sessionCookie]!.cleared).toBe(true);
    expect(answer.json()).toEqual({ url: BASE_URL });
  });

  it('signOut event: an invalid JWT cookie does not fire it', async () => {
    const signOut = vi.fn(async () => undefined);
    const app = browser({ secret: SECRET, providers: [GitHub()], events: { signOut } });
    const csrfToken = await app.csrfToken();
    await app.send({ method: 'POST', path: 'signout', body: { csrfToken }, cookies: {} });
    app.jar.values[sessionCookie] = 'garbage';
    await app.send({ method: 'POST', path: 'signout', body: { csrfToken } });
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('an event that throws is logged as EVENT_ERROR and the sign-in still succeeds', async () => {
    const { codes, options } = withCredentials(async () => ADA, {
      events: {
        signIn: async () => {
          throw new Error('audit store down');
        },
      },
    });
    const answer = await browser(options).signInWithCredentials({});
    expect(answer.status).toBe(200);
    expect(codes).toContainEqual({ level: 'error', code: 'EVENT_ERROR' });
  });
});

describe('Email sign-in with an adapter (v3)', () => {
  function emailApp(callbacks: Json = {}) {
    const memory = memoryAdapter();
    const sendVerificationRequest = vi.fn(async () => undefined);
    const provider = Providers.Email!({ sendVerificationRequest });
    const app = browser({ secret: SECRET, providers: [provider], adapter: memory.adapter, callbacks });
    return { app, memory, sendVerificationRequest };
  }

  it('signIn runs twice, first with verificationRequest: true; false on the first call sends no email', async () => {
    const signIn = vi.fn(async () => false);
    const { app, memory } = emailApp({ signIn });
    const csrfToken = await app.csrfToken();
    const answer = await app.send({
      method: 'POST',
      path: 'signin/email',
      body: { csrfToken, email: 'Ada@Example.com', json: 'true' },
    });
    expect(answer.json()).toEqual({ url: `${BASE_URL}/api/auth/error?error=AccessDenied` });
    expect(signIn).toHaveBeenCalledWith(
      { email: 'ada@example.com' },
      { id: 'email', type: 'email', providerAccountId: 'ada@example.com' },
      { email: 'ada@example.com', verificationRequest: true },
    );
    expect(memory.calls).not.toContain('createVerificationRequest');
  });

  it('a thrown Error in signIn at the email request step arrives as Error: <message>', async () => {
    const { app } = emailApp({
      signIn: async () => {
        throw new Error('Blocked');
      },
    });
    const csrfToken = await app.csrfToken();
    const answer = await app.send({
      method: 'POST',
      path: 'signin/email',
      body: { csrfToken, email: 'ada@example.com', json: 'true' },
    });
    expect(answer.json()).toEqual({ url: `${BASE_URL}/api/auth/error?error=Error%3A%20Blocked` });
  });

  it('opening the link creates the user (createUser event) and a database session; a reused link fails', async () => {
    const { app, memory } = emailApp();
    const csrfToken = await app.csrfToken();
    await app.send({ method: 'POST', path: 'signin/email', body: { csrfToken, email: 'ada@example.com' } });
    const [request] = [...memory.verifications.values()];
    const link = new URL(request!.url as string);
    expect(link.pathname).toBe('/api/auth/callback/email');
    const opened = await app.send({ path: 'callback/email', query: Object.fromEntries(link.searchParams) });
    expect(opened.status).toBe(302);
    expect(memory.calls).toContain('createUser');
    expect(memory.calls).toContain('createSession');
    expect(app.jar.values[sessionCookie]).toMatch(/^session-/);
    const again = await app.send({ path: 'callback/email', query: Object.fromEntries(link.searchParams) });
    expect(again.location).toBe(`${BASE_URL}/api/auth/error?error=Verification`);
  });

  it('without an adapter the Email provider fails with Configuration and EMAIL_REQUIRES_ADAPTER_ERROR', async () => {
    const { codes, logger } = recordingLogger();
    const app = browser({ secret: SECRET, logger, providers: [Providers.Email!({})] });
    const csrfToken = await app.csrfToken();
    const answer = await app.send({
      method: 'POST',
      path: 'signin/email',
      body: { csrfToken, email: 'ada@example.com', json: 'true' },
    });
    expect(answer.json()).toEqual({ url: `${BASE_URL}/api/auth/error?error=Configuration` });
    expect(codes).toContainEqual({ level: 'error', code: 'EMAIL_REQUIRES_ADAPTER_ERROR' });
  });
});

describe('OAuth accounts and users with an adapter (v3 callback handler)', () => {
  type Handled = { user: Json; session: Json; isNewUser?: boolean };
  const handle = v3<{
    default: (token: string | null, profile: Json, account: Json, options: Json) => Promise<Handled>;
  }>('server/lib/callback-handler.js').default;
  const events = () => ({ createUser: vi.fn(), linkAccount: vi.fn(), updateUser: vi.fn() });
  const account = (id: string, accessToken: string) => ({ provider: 'github', type: 'oauth', id, accessToken });

  function setup(jwtSessions: boolean) {
    const memory = memoryAdapter();
    const options = {
      adapter: memory.adapter,
      jwt: { secret: SECRET, decode: (params: Parameters<typeof jwt.decode>[0]) => jwt.decode(params) },
      events: events(),
      session: { jwt: jwtSessions },
      logger: recordingLogger().logger,
    };
    return { memory, options };
  }

  it('a first OAuth sign-in creates the user, links the account and, with database sessions, a session', async () => {
    const { memory, options } = setup(false);
    const result = await handle(null, { name: 'Ada', email: 'ada@example.com' }, account('42', 'first'), options);
    expect(result.isNewUser).toBe(true);
    expect(memory.calls).toEqual(expect.arrayContaining(['createUser', 'linkAccount', 'createSession']));
    expect(options.events.createUser).toHaveBeenCalledTimes(1);
    expect(options.events.linkAccount).toHaveBeenCalledTimes(1);
    expect(result.session.sessionToken).toEqual(expect.any(String));
  });

  it('a later sign-in with a linked account neither links again nor updates the stored access token', async () => {
    const { memory, options } = setup(true);
    const first = await handle(null, { email: 'ada@example.com' }, account('42', 'first'), options);
    memory.calls.length = 0;
    const again = await handle(null, { email: 'ada@example.com' }, account('42', 'second'), options);
    expect(again.user.id).toBe(first.user.id);
    expect(again.isNewUser).toBe(false);
    expect(again.session).toEqual({});
    expect(memory.calls).not.toContain('linkAccount');
    expect(memory.calls).not.toContain('updateUser');
  });

  it('a new OAuth account whose email belongs to another user is refused with AccountNotLinkedError', async () => {
    const { options } = setup(true);
    await handle(null, { email: 'ada@example.com' }, account('42', 'first'), options);
    await expect(
      handle(null, { email: 'ada@example.com' }, { provider: 'google', type: 'oauth', id: 'g-1' }, options),
    ).rejects.toMatchObject({ name: 'AccountNotLinkedError' });
  });

  it('a signed-in user (JWT session) who signs in with another provider gets it linked', async () => {
    const { memory, options } = setup(true);
    const first = await handle(null, { email: 'ada@example.com' }, account('42', 'first'), options);
    const token = await jwt.encode({ secret: SECRET, token: { sub: first.user.id } });
    memory.calls.length = 0;
    const linked = await handle(
      token,
      { email: 'other@example.com' },
      { provider: 'google', type: 'oauth', id: 'g-1' },
      options,
    );
    expect(linked.user.id).toBe(first.user.id);
    expect(memory.calls).toContain('linkAccount');
  });

  it('without an adapter the profile is the user and isNewUser is not set', async () => {
    const result = await handle(null, { name: 'Ada' }, account('42', 'first'), { session: { jwt: true } });
    expect(result.user).toEqual({ name: 'Ada' });
    expect(result.isNewUser).toBeUndefined();
  });
});

describe('OAuth 2 callback against a local provider (v3)', () => {
  let server: Server;
  let origin = '';
  const tokenRequests: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.method === 'POST' && req.url === '/token') {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          tokenRequests.push(body);
          res.setHeader('content-type', 'application/json');
          res.end(
            JSON.stringify({ access_token: 'at-1', refresh_token: 'rt-1', expires_in: 3600, token_type: 'bearer' }),
          );
        });
        return;
      }
      if (req.url === '/broken-token') {
        res.statusCode = 400;
        res.end('{"error":"invalid_grant"}');
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ id: 42, name: 'Ada', email: 'Ada@Example.com' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function provider(profile: (raw: Json) => Json = (raw) => ({ id: raw.id, name: raw.name, email: raw.email })) {
    return {
      id: 'mock',
      name: 'Mock',
      type: 'oauth',
      version: '2.0',
      scope: 'profile',
      params: { grant_type: 'authorization_code' },
      accessTokenUrl: `${origin}/token`,
      authorizationUrl: `${origin}/authorize?response_type=code`,
      profileUrl: `${origin}/user`,
      clientId: 'client-id',
      clientSecret: 'client-secret',
      profile,
    };
  }

  async function returnFromProvider(options: Json, query: Record<string, string> = { code: 'code-1' }) {
    const app = browser(options);
    const csrfToken = await app.csrfToken();
    const state = createHash('sha256').update(csrfToken).digest('hex');
    const answer = await app.send({ path: 'callback/mock', query: { state, ...query } });
    return { app, answer };
  }

  it('signIn receives the profile() user with a lower-cased email, the account with the raw token fields, and the raw profile', async () => {
    const signIn = vi.fn(async () => true);
    const { answer } = await returnFromProvider({ secret: SECRET, providers: [provider()], callbacks: { signIn } });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(BASE_URL);
    // The mock is untyped; these are the arguments the code under test passed.
    const [user, account, profile] = signIn.mock.calls[0] as unknown as [Json, Json, Json];
    expect(user).toEqual({ id: 42, name: 'Ada', email: 'ada@example.com' });
    expect(account).toMatchObject({
      provider: 'mock',
      type: 'oauth',
      id: 42,
      accessToken: 'at-1',
      accessTokenExpires: null,
      refreshToken: 'rt-1',
      expires_in: 3600,
    });
    expect(profile).toEqual({ id: 42, name: 'Ada', email: 'Ada@Example.com' });
    expect(tokenRequests.at(-1)).toContain('code=code-1');
  });

  it('the state check fails with OAuthCallback when state does not match the CSRF cookie', async () => {
    const { codes, logger } = recordingLogger();
    const { answer } = await returnFromProvider(
      { secret: SECRET, logger, providers: [provider()] },
      { code: 'c', state: 'x' },
    );
    expect(answer.location).toBe(`${BASE_URL}/api/auth/error?error=OAuthCallback`);
    expect(codes).toContainEqual({ level: 'error', code: 'STATE_ERROR' });
  });

  it('a failed token request ends with error=Callback, not OAuthCallback', async () => {
    const { codes, logger } = recordingLogger();
    const failing = { ...provider(), accessTokenUrl: `${origin}/broken-token` };
    const { answer } = await returnFromProvider({ secret: SECRET, logger, providers: [failing] });
    expect(answer.location).toBe(`${BASE_URL}/api/auth/error?error=Callback`);
    expect(codes.map(({ code }) => code)).toEqual(
      expect.arrayContaining(['OAUTH_GET_ACCESS_TOKEN_ERROR', 'OAUTH_CALLBACK_ERROR']),
    );
  });

  it('a profile() that throws sends the user to the sign-in page with no error code', async () => {
    const { codes, logger } = recordingLogger();
    const broken = provider(() => {
      throw new Error('bad profile');
    });
    const { answer } = await returnFromProvider({ secret: SECRET, logger, providers: [broken] });
    expect(answer.location).toBe(`${BASE_URL}/api/auth/signin`);
    expect(codes).toContainEqual({ level: 'error', code: 'OAUTH_PARSE_PROFILE_ERROR' });
  });

  it('a GET to the Credentials callback answers 500 with a text error', async () => {
    const { options } = withCredentials(async () => ADA);
    const answer = await call(options, { path: 'callback/credentials' });
    expect(answer.status).toBe(500);
    expect(answer.body).toBe('Error: Callback for provider type credentials not supported');
  });
});

describe('REST API (v3)', () => {
  const options = { secret: SECRET, providers: [GitHub()] };

  it('an unsupported method or action answers 400 with a text error', async () => {
    const answer = await call(options, { method: 'PUT', path: 'session' });
    expect(answer.status).toBe(400);
    expect(answer.body).toBe('Error: This action with HTTP PUT is not supported by NextAuth.js');
  });

  it('GET /api/auth/providers lists id, name, type, signinUrl and callbackUrl per provider', async () => {
    expect((await call(options, { path: 'providers' })).json()).toEqual({
      github: {
        id: 'github',
        name: 'GitHub',
        type: 'oauth',
        signinUrl: `${BASE_URL}/api/auth/signin/github`,
        callbackUrl: `${BASE_URL}/api/auth/callback/github`,
      },
    });
  });

  it('GET /api/auth/csrf answers the token and sets a cookie of token|hash', async () => {
    const answer = await call(options, { path: 'csrf' });
    const { csrfToken } = answer.json<{ csrfToken: string }>();
    expect(answer.cookies['next-auth.csrf-token']!.value).toMatch(new RegExp(`^${csrfToken}\\|[0-9a-f]{64}$`));
  });

  it('a callbackUrl query that is not http(s) goes to the error page with Configuration; a body one is only filtered', async () => {
    const query = await call(options, { path: 'signin', query: { callbackUrl: 'javascript:alert(1)' } });
    expect(query.location).toBe(`${BASE_URL}/api/auth/error?error=Configuration`);

    const app = browser(options);
    const csrfToken = await app.csrfToken();
    const body = await app.send({
      method: 'POST',
      path: 'signout',
      body: { csrfToken, json: 'true', callbackUrl: 'https://evil.example/' },
    });
    expect(body.json()).toEqual({ url: BASE_URL });
  });

  it('the error page answers 500 for Configuration, 403 for AccessDenied and Verification, 200 otherwise', async () => {
    const status = async (error: string) => (await call(options, { path: 'error', query: { error } })).status;
    expect(await status('Configuration')).toBe(500);
    expect(await status('AccessDenied')).toBe(403);
    expect(await status('Verification')).toBe(403);
    expect(await status('Whatever')).toBe(200);
  });

  it('GET /api/auth/signin/:provider shows the sign-in page; with pages.signIn the provider id arrives as error', async () => {
    const builtIn = await call(options, { path: 'signin/github' });
    expect(builtIn.status).toBe(200);
    expect(builtIn.body).toContain('Sign in with GitHub');
    const custom = await call({ ...options, pages: { signIn: '/auth/signin' } }, { path: 'signin/github' });
    expect(custom.location).toBe(`/auth/signin?callbackUrl=${BASE_URL}&error=github`);
  });

  it('with pages.error set, every error code is redirected there', async () => {
    const answer = await call(
      { ...options, pages: { error: '/auth/error' } },
      { path: 'error', query: { error: 'CredentialsSignin' } },
    );
    expect(answer.location).toBe('/auth/error?error=CredentialsSignin');
  });

  it('an OAuth sign-in POST answers 302 to the authorization URL with a state derived from the CSRF token', async () => {
    const app = browser(options);
    const csrfToken = await app.csrfToken();
    const answer = await app.send({
      method: 'POST',
      path: 'signin/github',
      body: { csrfToken },
      query: { login: 'ada' },
    });
    expect(answer.status).toBe(302);
    const url = new URL(answer.location as string);
    expect(url.origin + url.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(url.searchParams.get('scope')).toBe('user');
    expect(url.searchParams.get('login')).toBe('ada');
    expect(url.searchParams.get('state')).toBe(createHash('sha256').update(csrfToken).digest('hex'));
  });
});

describe('next-auth/jwt (v3)', () => {
  it('tokens are signed (HS512), not encrypted, by default: the payload is readable', async () => {
    const token = await jwt.encode({ secret: SECRET, token: { email: 'ada@example.com' } });
    const [header = '', payload = ''] = token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'HS512' });
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({ email: 'ada@example.com' });
  });

  it('getToken resolves to null without a cookie, and rejects for a malformed or wrongly signed token', async () => {
    const req = (cookies: Json) => ({ cookies, headers: {} });
    await expect(jwt.getToken({ req: req({}), secret: SECRET })).resolves.toBeNull();
    await expect(jwt.getToken({ req: req({ [sessionCookie]: 'garbage' }), secret: SECRET })).rejects.toThrow();
    const other = await jwt.encode({ secret: 'another-secret', token: { sub: '1' } });
    await expect(jwt.getToken({ req: req({ [sessionCookie]: other }), secret: SECRET })).rejects.toThrow();
    const good = await jwt.encode({ secret: SECRET, token: { sub: '1' } });
    await expect(jwt.getToken({ req: req({ [sessionCookie]: good }) })).rejects.toThrow();
    await expect(jwt.getToken({ req: req({ [sessionCookie]: good }), secret: SECRET })).resolves.toMatchObject({
      sub: '1',
    });
  });

  it('getToken reads an Authorization: Bearer header when there is no cookie', async () => {
    const good = await jwt.encode({ secret: SECRET, token: { sub: '1' } });
    const req = { cookies: {}, headers: { authorization: `Bearer ${encodeURIComponent(good)}` } };
    await expect(jwt.getToken({ req, secret: SECRET })).resolves.toMatchObject({ sub: '1' });
  });
});

describe('tested: comments in the v3 pages', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const pagesDir = path.join(root, versionLabelled('v3').contentDir);
  const comments = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .flatMap((file) =>
      [...readFileSync(path.join(pagesDir, file), 'utf8').matchAll(/\{\/\*\s*tested: (\S+) "(.+?)"\s*\*\/\}/g)].map(
        ([, testFile, name]) => ({ page: file, testFile, name }),
      ),
    );

  it('back the Credentials, callbacks, sessions, REST API and Client API pages', () => {
    expect(comments.length).toBeGreaterThan(30);
  });

  it.each(comments)('$page names a test that exists: $name', ({ testFile, name }) => {
    const source = readFileSync(path.join(root, testFile!), 'utf8');
    expect(source).toContain(`it('${name!.replace(/'/g, "\\'")}'`);
  });
});

describe('the in-memory adapter of the v3 adapter tutorial, run as written', () => {
  const page = path.resolve(
    import.meta.dirname,
    '../..',
    versionLabelled('v3').contentDir,
    'tutorials/creating-a-database-adapter.mdx',
  );
  const sample = /```ts title="lib\/memory-adapter.ts"\n([\s\S]*?)\n```/.exec(readFileSync(page, 'utf8'))?.[1];
  type AdapterFactory = (client: null) => {
    getAdapter(options: Json): Promise<Record<string, (...args: never[]) => unknown>>;
  };

  async function load(): Promise<AdapterFactory> {
    expect(sample, 'the lib/memory-adapter.ts sample').toBeDefined();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'claims-v3-')), 'memory-adapter.ts');
    writeFileSync(file, sample as string);
    return ((await import(file)) as { MemoryAdapter: AdapterFactory }).MemoryAdapter;
  }

  it('signs in by email, reads and extends the database session, and signs out', async () => {
    const MemoryAdapter = await load();
    const sent: Json[] = [];
    const provider = Providers.Email!({ sendVerificationRequest: async (request: Json) => void sent.push(request) });
    const app = browser({
      secret: SECRET,
      providers: [provider],
      adapter: MemoryAdapter(null),
      session: { maxAge: 3600, updateAge: 0 },
    });
    const csrfToken = await app.csrfToken();
    await app.send({ method: 'POST', path: 'signin/email', body: { csrfToken, email: 'ada@example.com' } });
    const link = new URL(sent[0]!.url as string);
    const opened = await app.send({ path: 'callback/email', query: Object.fromEntries(link.searchParams) });
    expect(opened.location).toBe(BASE_URL);
    const signedInExpiry = /Expires=([^;]+)/.exec(opened.cookies[sessionCookie]!.attributes)?.[1];

    laterByAMinute(); // a later expiry needs a later second
    const read = await app.send({ path: 'session' });
    expect(read.json()).toMatchObject({ user: { email: 'ada@example.com' }, accessToken: expect.any(String) });
    const extendedExpiry = /Expires=([^;]+)/.exec(read.cookies[sessionCookie]!.attributes)?.[1];
    expect(Date.parse(extendedExpiry as string)).toBeGreaterThan(Date.parse(signedInExpiry as string));

    const signedOut = await app.send({ method: 'POST', path: 'signout', body: { csrfToken } });
    expect(signedOut.cookies[sessionCookie]!.cleared).toBe(true);
    expect(
      (await call({ secret: SECRET, providers: [provider], adapter: MemoryAdapter(null) }, { path: 'session' })).json(),
    ).toEqual({});
  });

  it('the cookie expiry follows session.expires of the object updateSession received, not its return value', async () => {
    const memory = memoryAdapter();
    const base = await memory.adapter.getAdapter();
    const later = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    const copying = {
      getAdapter: async () => ({ ...base, updateSession: async (session: Json) => ({ ...session, expires: later }) }),
    };
    // Adapter methods take next-auth's full types; the test passes the fields that matter.
    const stored = (await base.createSession!({ id: '7' } as never)) as Json;
    memory.users.set('7', { id: '7', email: 'ada@example.com' });
    const answer = await call(
      { secret: SECRET, providers: [GitHub()], adapter: copying },
      { path: 'session', cookies: { [sessionCookie]: stored.sessionToken as string } },
    );
    const expires = /Expires=([^;]+)/.exec(answer.cookies[sessionCookie]!.attributes)?.[1];
    expect(Date.parse(expires as string)).toBe(Math.floor((stored.expires as Date).getTime() / 1000) * 1000);
  });

  it('with an adapter that extends only the stored row, the next read sends the cookie with the extended expiry', async () => {
    const memory = memoryAdapter();
    const base = await memory.adapter.getAdapter();
    const later = new Date(Date.now() + 40 * 24 * 3600 * 1000);
    const rows = new Map<string, Json>();
    // As the adapter packages do: getSession reads the row, updateSession writes a new row and
    // returns a copy, leaving the object it was given as it was.
    const packageLike = {
      getAdapter: async () => ({
        ...base,
        getSession: async (token: string) => ({ ...rows.get(token)! }),
        updateSession: async (session: Json) => {
          const updated = { ...session, expires: later };
          rows.set(session.sessionToken as string, updated);
          return updated;
        },
      }),
    };
    memory.users.set('7', { id: '7', email: 'ada@example.com' });
    const stored = (await base.createSession!({ id: '7' } as never)) as Json;
    rows.set(stored.sessionToken as string, { ...stored, expires: new Date(Date.now() + 1000) });
    // updateAge 0: every read extends the session.
    const options = { secret: SECRET, providers: [GitHub()], adapter: packageLike, session: { updateAge: 0 } };
    const cookieExpiry = async () => {
      const answer = await call(options, {
        path: 'session',
        cookies: { [sessionCookie]: stored.sessionToken as string },
      });
      return Date.parse(/Expires=([^;]+)/.exec(answer.cookies[sessionCookie]!.attributes)![1]!);
    };
    const first = await cookieExpiry();
    expect(first).toBeLessThan(later.getTime() - 24 * 3600 * 1000); // the read that extends the row: the old expiry
    expect(await cookieExpiry()).toBe(Math.floor(later.getTime() / 1000) * 1000); // the next one: the new expiry
  });

  it('getSession is given the JWT at an OAuth sign-in while a JWT session cookie exists', async () => {
    const memory = memoryAdapter();
    const handle = v3<{ default: (token: string, profile: Json, account: Json, options: Json) => Promise<unknown> }>(
      'server/lib/callback-handler.js',
    ).default;
    const token = await jwt.encode({ secret: SECRET, token: { sub: 'nobody' } });
    await handle(
      token,
      { email: 'ada@example.com' },
      { provider: 'github', type: 'oauth', id: '42' },
      {
        adapter: memory.adapter,
        jwt: { secret: SECRET, decode: (params: Parameters<typeof jwt.decode>[0]) => jwt.decode(params) },
        events: {},
        session: { jwt: true },
        logger: recordingLogger().logger,
      },
    );
    expect(memory.calls).toContain('getSession');
  });
});

describe('TypeORM adapter connection strings (adapters/typeorm/mongodb)', () => {
  const ROOT = path.resolve(import.meta.dirname, '../..');
  const { parseConnectionString } = createRequire(path.join(ROOT, versionLabelled('v3').samplesDir, 'package.json'))(
    '@next-auth/typeorm-legacy-adapter/dist/lib/config.js',
  ) as { parseConnectionString: (value: string) => Json };

  it('TypeORM adapter: a replica-set string with ports loses its type; without ports its hosts read as one name', () => {
    const withPorts = 'mongodb://host1:27017,host2:27017/nextauth?replicaSet=rs0';
    expect(parseConnectionString(withPorts)).toEqual({ url: withPorts });
    expect(parseConnectionString('mongodb://host1,host2/nextauth?replicaSet=rs0')).toMatchObject({
      type: 'mongodb',
      host: 'host1,host2',
      database: 'nextauth',
      replicaSet: 'rs0',
    });
  });
});
