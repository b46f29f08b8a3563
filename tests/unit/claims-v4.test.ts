/**
 * Behaviour the v4 pages state, asserted against next-auth 4.24 itself: each test drives the
 * package's own request handler (`AuthHandler` from `next-auth/core`, the function the App Router
 * and Pages Router handlers both call) with the internal request it receives from them, so a claim
 * that stops being true in the installed package fails here. The pages name these tests in a
 * `tested:` comment next to the claim.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AuthHandler,
  CSRF_COOKIE,
  cookieOf,
  credentialsSignInWith,
  csrfWith,
  handlerWith,
  type InternalRequest,
  type Options,
  ORIGIN,
  PKG,
  SESSION_COOKIE,
  useSiteUrl,
} from './auth-core';
import { SITE_DIR as ROOT } from '../../config/versions';

const require = createRequire(import.meta.url);

const CredentialsProvider = (require(path.join(PKG, 'providers/credentials')) as { default: (o: object) => unknown })
  .default;
const GitHubProvider = (require(path.join(PKG, 'providers/github')) as { default: (o: object) => unknown }).default;
const AzureADProvider = (require(path.join(PKG, 'providers/azure-ad')) as { default: (o: object) => unknown }).default;
const EmailProvider = (require(path.join(PKG, 'providers/email')) as { default: (o: object) => unknown }).default;

const { getToken } = require(path.join(PKG, 'jwt')) as {
  getToken: (params: {
    req: object;
    secret: string;
    secureCookie?: boolean;
  }) => Promise<Record<string, unknown> | null>;
};

const SECRET = 'a-test-secret-that-is-long-enough';

useSiteUrl();

/** The codes NextAuth.js logs, in order, with the logger option (it replaces the console). */
let logged: { level: string; code: string }[] = [];
const logger = {
  error: (code: string) => logged.push({ level: 'error', code }),
  warn: (code: string) => logged.push({ level: 'warn', code }),
  debug: () => {},
};
beforeEach(() => {
  logged = [];
});

const handle = handlerWith({ secret: SECRET, logger });
const csrf = (options: Options) => csrfWith(handle, options);
const credentialsSignIn = (options: Options, fields: Record<string, string> = { username: 'ada' }) =>
  credentialsSignInWith(handle, options, fields);

function getSession(options: Options, sessionToken?: string) {
  return handle(options, {
    action: 'session',
    method: 'GET',
    cookies: sessionToken ? { [SESSION_COOKIE]: sessionToken } : {},
  });
}

interface StoredUser {
  id: string;
  name?: string | null;
  email: string;
  emailVerified: Date | null;
}
interface StoredSession {
  sessionToken: string;
  userId: string;
  expires: Date;
}

/** An in-memory adapter that records every method NextAuth.js calls on it. */
function memoryAdapter() {
  const users = new Map<string, StoredUser>();
  const sessions = new Map<string, StoredSession>();
  const calls: { method: string; args: unknown[] }[] = [];
  const record = (method: string, args: unknown[]) => calls.push({ method, args });
  const adapter = {
    async createUser(user: Omit<StoredUser, 'id'>) {
      record('createUser', [user]);
      const created = { ...user, id: `user-${users.size + 1}` };
      users.set(created.id, created);
      return created;
    },
    async getUser(id: string) {
      record('getUser', [id]);
      return users.get(id) ?? null;
    },
    async getUserByEmail(email: string) {
      record('getUserByEmail', [email]);
      return [...users.values()].find((user) => user.email === email) ?? null;
    },
    async getUserByAccount(account: unknown) {
      record('getUserByAccount', [account]);
      return null;
    },
    async updateUser(user: StoredUser) {
      record('updateUser', [user]);
      return user;
    },
    async linkAccount(account: unknown) {
      record('linkAccount', [account]);
    },
    async createSession(session: StoredSession) {
      record('createSession', [session]);
      sessions.set(session.sessionToken, session);
      return session;
    },
    async getSessionAndUser(sessionToken: string) {
      record('getSessionAndUser', [sessionToken]);
      const session = sessions.get(sessionToken);
      const user = session && users.get(session.userId);
      return session && user ? { session, user } : null;
    },
    async updateSession(session: StoredSession) {
      record('updateSession', [session]);
      return session;
    },
    async deleteSession(sessionToken: string) {
      record('deleteSession', [sessionToken]);
      sessions.delete(sessionToken);
    },
    async createVerificationToken(token: unknown) {
      record('createVerificationToken', [token]);
      return token;
    },
    async useVerificationToken(params: unknown) {
      record('useVerificationToken', [params]);
      return null;
    },
  };
  return { adapter, users, sessions, calls, methods: () => calls.map((call) => call.method) };
}

const ada = { id: 'ada-1', name: 'Ada', email: 'ada@example.com' };
const credentials = () => CredentialsProvider({ credentials: { username: {} }, authorize: async () => ada });
/** Credentials sign-in whose signIn callback throws Error('Banned'). */
const throwingSignInOptions = () => ({
  providers: [credentials()],
  callbacks: {
    signIn: () => {
      throw new Error('Banned');
    },
  },
});
const github = () => GitHubProvider({ clientId: 'id', clientSecret: 'secret' });

describe('Credentials with an adapter, by session strategy', () => {
  it('default strategy: no error, a JWT cookie is written, and the next session lookup finds nothing', async () => {
    const db = memoryAdapter();
    const options = { adapter: db.adapter, providers: [credentials()] };

    const signIn = await credentialsSignIn(options);
    // Sign-in itself "succeeds": back to the callback URL with a session cookie.
    expect(signIn.status).toBeUndefined();
    expect(signIn.redirect).toBe(`${ORIGIN}/dashboard`);
    const sessionCookie = cookieOf(signIn, SESSION_COOKIE);
    // The cookie holds an encrypted JWT (five dot-separated parts), not a database session token.
    expect(sessionCookie?.value.split('.')).toHaveLength(5);
    expect(db.methods()).not.toContain('createSession');
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([]);

    // The default strategy with an adapter is "database": the JWT is looked up as a session token.
    const session = await getSession(options, sessionCookie?.value);
    expect(db.calls).toContainEqual({ method: 'getSessionAndUser', args: [sessionCookie?.value] });
    expect(session.body).toEqual({});
    // ...and the cookie is cleared, so the user is signed out without any error being logged.
    expect(cookieOf(session, SESSION_COOKIE)?.value).toBe('');
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([]);

    // Until then, getToken() (what next-auth/middleware uses) decrypts the cookie and sees a user.
    const token = await getToken({
      req: { headers: {}, cookies: { [SESSION_COOKIE]: sessionCookie?.value ?? '' } },
      secret: SECRET,
    });
    expect(token).toMatchObject({ sub: 'ada-1' });
  });

  it('strategy "database" with only Credentials: every request answers the CALLBACK_CREDENTIALS_JWT_ERROR configuration error', async () => {
    const db = memoryAdapter();
    const options = { adapter: db.adapter, session: { strategy: 'database' }, providers: [credentials()] };

    const signIn = await handle(options, {
      action: 'callback',
      providerId: 'credentials',
      method: 'POST',
      body: { username: 'ada' },
    });
    expect(signIn.status).toBe(500);
    expect(signIn.body).toEqual({
      message: 'There is a problem with the server configuration. Check the server logs for more information.',
    });
    expect(logged).toContainEqual({ level: 'error', code: 'CALLBACK_CREDENTIALS_JWT_ERROR' });

    // Not only sign-in: the session endpoint fails the same way, and the sign-in page shows the error.
    expect((await getSession(options)).status).toBe(500);
    const page = await handle(options, { action: 'signin', method: 'GET' });
    expect(page.status).toBe(500);
    expect(String(page.body)).toContain('Server error');
  });

  it('strategy "database" with Credentials and another provider: no error, and the Credentials user is silently signed out', async () => {
    const db = memoryAdapter();
    const options = { adapter: db.adapter, session: { strategy: 'database' }, providers: [credentials(), github()] };

    const signIn = await credentialsSignIn(options);
    expect(signIn.redirect).toBe(`${ORIGIN}/dashboard`);
    const session = await getSession(options, cookieOf(signIn, SESSION_COOKIE)?.value);
    expect(session.body).toEqual({});
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('strategy "jwt": the Credentials user is signed in, and the adapter is not asked for the session', async () => {
    const db = memoryAdapter();
    const options = { adapter: db.adapter, session: { strategy: 'jwt' }, providers: [credentials()] };

    const signIn = await credentialsSignIn(options);
    const session = await getSession(options, cookieOf(signIn, SESSION_COOKIE)?.value);
    expect(session.body).toMatchObject({ user: { name: 'Ada', email: 'ada@example.com' } });
    expect(db.methods()).toEqual([]);
  });
});

describe('The session endpoint', () => {
  it('signed out: answers an empty object (status 200), which getSession() and useSession() turn into null', async () => {
    const response = await getSession({ providers: [github()] });
    expect(response.status).toBeUndefined(); // the route handlers answer 200 when no status is set
    expect(response.body).toEqual({});
    expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
  });

  it('JWT strategy: the default session holds user.name, user.email, user.image and expires, nothing else', async () => {
    const options = { providers: [credentials()] };
    const signIn = await credentialsSignIn(options);
    const session = await getSession(options, cookieOf(signIn, SESSION_COOKIE)?.value);
    expect(session.body).toEqual({
      user: { name: 'Ada', email: 'ada@example.com', image: undefined },
      expires: expect.any(String),
    });
    // Every session check re-issues the cookie with a fresh expiry (a sliding session).
    expect(cookieOf(session, SESSION_COOKIE)?.options?.expires).toBeInstanceOf(Date);
  });

  it('a cookie that does not decrypt: logs JWT_SESSION_ERROR, answers {} and clears the cookie', async () => {
    const response = await getSession({ providers: [credentials()] }, 'not-a-jwt');
    expect(response.body).toEqual({});
    expect(cookieOf(response, SESSION_COOKIE)?.value).toBe('');
    expect(logged).toContainEqual({ level: 'error', code: 'JWT_SESSION_ERROR' });
  });
});

describe('Responses that must not be cached', () => {
  it('GET /api/auth/session and /api/auth/csrf answer Cache-Control: private, no-cache, no-store', async () => {
    const options = { providers: [credentials()] };
    for (const action of ['session', 'csrf']) {
      const response = await handle(options, { action, method: 'GET' });
      expect(response.headers).toContainEqual({ key: 'Cache-Control', value: 'private, no-cache, no-store' });
    }
  });
});

describe('Database sessions', () => {
  async function seeded(expiresInMs: number) {
    const db = memoryAdapter();
    const user = await db.adapter.createUser({ name: 'Ada', email: 'ada@example.com', emailVerified: null });
    await db.adapter.createSession({
      sessionToken: 'db-session',
      userId: user.id,
      expires: new Date(Date.now() + expiresInMs),
    });
    db.calls.length = 0;
    return db;
  }
  const DAY = 86_400_000;

  it('database sessions: the expiry is written at most once per updateAge', async () => {
    // 30-day maxAge, 1-day updateAge: a session 12 hours old is left alone...
    const fresh = await seeded(30 * DAY - DAY / 2);
    await getSession({ adapter: fresh.adapter, providers: [github()] }, 'db-session');
    expect(fresh.methods()).toEqual(['getSessionAndUser']);

    // ...one two days old gets a new expiry, maxAge from now.
    const older = await seeded(28 * DAY);
    await getSession({ adapter: older.adapter, providers: [github()] }, 'db-session');
    expect(older.methods()).toEqual(['getSessionAndUser', 'updateSession']);
    const { expires } = older.calls[1]!.args[0] as StoredSession;
    expect(Math.abs(expires.getTime() - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
  });

  it('database sessions: an expired session is deleted and the endpoint answers {}', async () => {
    const db = await seeded(-1000);
    const response = await getSession({ adapter: db.adapter, providers: [github()] }, 'db-session');
    expect(db.methods()).toEqual(['getSessionAndUser', 'deleteSession']);
    expect(response.body).toEqual({});
    expect(cookieOf(response, SESSION_COOKIE)?.value).toBe('');
  });
});

describe('Callbacks: arguments and order', () => {
  function recordingOptions(extra: Record<string, unknown> = {}) {
    const seen: { name: string; args: Record<string, unknown> }[] = [];
    const options = {
      providers: [credentials()],
      callbacks: {
        async signIn(args: Record<string, unknown>) {
          seen.push({ name: 'signIn', args });
          return true;
        },
        async jwt(args: Record<string, unknown> & { token: object }) {
          seen.push({ name: 'jwt', args });
          return args.token;
        },
        async session(args: Record<string, unknown> & { session: object }) {
          seen.push({ name: 'session', args });
          return args.session;
        },
      },
      events: {
        async signIn(message: Record<string, unknown>) {
          seen.push({ name: 'event:signIn', args: message });
        },
        async session(message: Record<string, unknown>) {
          seen.push({ name: 'event:session', args: message });
        },
      },
      ...extra,
    };
    return { options, seen };
  }

  it('Credentials sign-in: signIn, then jwt with trigger "signIn", then the signIn event', async () => {
    const { options, seen } = recordingOptions();
    await credentialsSignIn(options, { username: 'ada' });

    expect(seen.map((entry) => entry.name)).toEqual(['signIn', 'jwt', 'event:signIn']);
    const [signIn, jwt, event] = seen;
    expect(signIn!.args).toEqual({
      user: ada,
      account: { providerAccountId: 'ada-1', type: 'credentials', provider: 'credentials' },
      credentials: expect.objectContaining({
        username: 'ada',
        csrfToken: expect.any(String),
        callbackUrl: `${ORIGIN}/dashboard`,
      }),
    });
    expect(jwt!.args).toEqual({
      token: { name: 'Ada', email: 'ada@example.com', picture: undefined, sub: 'ada-1' },
      user: ada,
      account: signIn!.args.account,
      isNewUser: false,
      trigger: 'signIn',
    });
    expect(Object.keys(event!.args).sort()).toEqual(['account', 'user']);
  });

  it('session check (JWT): jwt without trigger, user or account, then session with session and token, then the session event', async () => {
    const { options, seen } = recordingOptions();
    const signIn = await credentialsSignIn(options);
    seen.length = 0;
    await getSession(options, cookieOf(signIn, SESSION_COOKIE)?.value);

    expect(seen.map((entry) => entry.name)).toEqual(['jwt', 'session', 'event:session']);
    const [jwt, session, event] = seen;
    expect(jwt!.args).toEqual({ token: expect.objectContaining({ sub: 'ada-1' }), session: undefined });
    expect(Object.keys(session!.args).sort()).toEqual(['session', 'token']);
    expect(Object.keys(event!.args).sort()).toEqual(['session', 'token']);
  });

  it('update() (JWT): POST /api/auth/session passes the data to jwt as session with trigger "update"', async () => {
    const { options, seen } = recordingOptions();
    const signIn = await credentialsSignIn(options);
    const { token, cookies } = await csrf(options);
    seen.length = 0;
    const response = await handle(options, {
      action: 'session',
      method: 'POST',
      cookies: { ...cookies, [SESSION_COOKIE]: cookieOf(signIn, SESSION_COOKIE)?.value ?? '' },
      body: { csrfToken: token, data: { name: 'Ada L.' } },
    });

    expect(seen[0]).toEqual({
      name: 'jwt',
      args: { token: expect.objectContaining({ name: 'Ada' }), trigger: 'update', session: { name: 'Ada L.' } },
    });
    expect(Object.keys(seen[1]!.args).sort()).toEqual(['session', 'token']);
    // The default session is built from the cookie as it was: the new name only shows if copied over.
    expect(response.body).toMatchObject({ user: { name: 'Ada' } });
  });

  it('update() with no argument (JWT): jwt still runs with trigger "update", and session is undefined', async () => {
    const { options, seen } = recordingOptions();
    const signIn = await credentialsSignIn(options);
    const { token, cookies } = await csrf(options);
    seen.length = 0;
    // What update() posts when called without data: the CSRF token alone.
    await handle(options, {
      action: 'session',
      method: 'POST',
      cookies: { ...cookies, [SESSION_COOKIE]: cookieOf(signIn, SESSION_COOKIE)?.value ?? '' },
      body: { csrfToken: token },
    });
    expect(seen[0]).toEqual({
      name: 'jwt',
      args: { token: expect.objectContaining({ name: 'Ada' }), trigger: 'update', session: undefined },
    });
  });

  it('update() without a valid CSRF token: 400 and no callback runs', async () => {
    const { options, seen } = recordingOptions();
    const response = await handle(options, { action: 'session', method: 'POST', body: { data: { name: 'x' } } });
    expect(response.status).toBe(400);
    expect(seen).toEqual([]);
  });

  it('session check (database): session receives session, user and newSession; update() adds trigger "update"', async () => {
    const db = memoryAdapter();
    const { options, seen } = recordingOptions({ adapter: db.adapter, providers: [github()] });
    const user = await db.adapter.createUser({ name: 'Ada', email: 'ada@example.com', emailVerified: null });
    await db.adapter.createSession({
      sessionToken: 'db-session',
      userId: user.id,
      expires: new Date(Date.now() + 86_400_000),
    });

    const response = await getSession(options, 'db-session');
    expect(seen.map((entry) => entry.name)).toEqual(['session', 'event:session']);
    expect(seen[0]!.args).toEqual({
      session: { user: { name: 'Ada', email: 'ada@example.com', image: undefined }, expires: expect.any(String) },
      user,
      newSession: undefined,
    });
    expect(response.body).toMatchObject({ user: { name: 'Ada' } });

    const { token, cookies } = await csrf(options);
    seen.length = 0;
    await handle(options, {
      action: 'session',
      method: 'POST',
      cookies: { ...cookies, [SESSION_COOKIE]: 'db-session' },
      body: { csrfToken: token, data: { name: 'Ada L.' } },
    });
    expect(seen[0]!.args).toMatchObject({ trigger: 'update', newSession: { name: 'Ada L.' } });
  });

  it('signIn returning false: 403 and a redirect to the error page with error=AccessDenied', async () => {
    const options = { providers: [credentials()], callbacks: { signIn: () => false } };
    const response = await credentialsSignIn(options);
    expect(response.status).toBe(403);
    expect(response.redirect).toBe(`${ORIGIN}/api/auth/error?error=AccessDenied`);
    expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
  });

  it('signIn returning a string: redirects there as it is, without calling the redirect callback', async () => {
    const calls: string[] = [];
    const options = {
      providers: [credentials()],
      callbacks: {
        signIn: () => 'https://elsewhere.example/blocked',
        redirect: ({ url }: { url: string }) => {
          calls.push(url);
          return ORIGIN;
        },
      },
    };
    const response = await credentialsSignIn(options);
    expect(response.redirect).toBe('https://elsewhere.example/blocked');
    // The only redirect call is the one every request makes for its callbackUrl.
    expect(calls).toEqual([`${ORIGIN}/dashboard`]);
    expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
  });

  it('signIn throwing: redirects to the error page with the error message as the code', async () => {
    const response = await credentialsSignIn(throwingSignInOptions());
    expect(response.redirect).toBe(`${ORIGIN}/api/auth/error?error=Banned`);
  });

  it('redirect default: relative and same-origin URLs are kept, any other origin falls back to the site', async () => {
    const options = { providers: [credentials()] };
    const target = async (callbackUrl: string) =>
      (await handle(options, { action: 'signout', method: 'GET', query: { callbackUrl } })).cookies?.find(
        (cookie) => cookie.name === 'next-auth.callback-url',
      )?.value;
    expect(await target('/dashboard')).toBe(`${ORIGIN}/dashboard`);
    expect(await target(`${ORIGIN}/x`)).toBe(`${ORIGIN}/x`);
    expect(await target('https://attacker.example/x')).toBe(ORIGIN);
  });
});

describe('Credentials sign-in outcomes', () => {
  it('authorize() returning null: 401 and error=CredentialsSignin, with no session cookie', async () => {
    const options = { providers: [CredentialsProvider({ credentials: {}, authorize: async () => null })] };
    const response = await credentialsSignIn(options);
    expect(response.status).toBe(401);
    expect(response.redirect).toBe(`${ORIGIN}/api/auth/error?error=CredentialsSignin&provider=credentials`);
    expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
  });

  it('authorize() throwing: 401 and the error message as the code', async () => {
    const options = {
      providers: [
        CredentialsProvider({
          credentials: {},
          authorize: async () => {
            throw new Error('Locked');
          },
        }),
      ],
    };
    const response = await credentialsSignIn(options);
    expect(response.status).toBe(401);
    expect(response.redirect).toBe(`${ORIGIN}/api/auth/error?error=Locked`);
  });

  it('CredentialsProvider() without authorize: no error, every attempt fails as CredentialsSignin', async () => {
    const options = { providers: [CredentialsProvider({ credentials: { username: {} } })] };
    const response = await credentialsSignIn(options);
    expect(response.redirect).toBe(`${ORIGIN}/api/auth/error?error=CredentialsSignin&provider=credentials`);
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('a hand-written Credentials provider without authorize: CALLBACK_CREDENTIALS_HANDLER_ERROR', async () => {
    const options = { providers: [{ id: 'login', name: 'Login', type: 'credentials', credentials: {} }] };
    const response = await getSession(options);
    expect(response.status).toBe(500);
    expect(logged).toContainEqual({ level: 'error', code: 'CALLBACK_CREDENTIALS_HANDLER_ERROR' });
  });

  it('a POST without a valid CSRF token goes back to the sign-in page and never calls authorize()', async () => {
    let called = false;
    const options = {
      providers: [
        CredentialsProvider({
          credentials: {},
          authorize: async () => {
            called = true;
            return ada;
          },
        }),
      ],
    };
    const response = await handle(options, {
      action: 'callback',
      providerId: 'credentials',
      method: 'POST',
      body: { username: 'ada' },
    });
    expect(response.redirect).toBe(`${ORIGIN}/api/auth/signin?csrf=true`);
    expect(called).toBe(false);
  });
});

describe('Error codes and where they are sent', () => {
  it('OIDC discovery failing at sign-in: SIGNIN_OAUTH_ERROR in the logs and error=OAuthSignin, before the user leaves', async () => {
    // A well-known URL nothing answers, as when a proxy blocks the issuer.
    const provider = AzureADProvider({
      clientId: 'id',
      clientSecret: 'secret',
      tenantId: 'tenant',
      wellKnown: 'http://127.0.0.1:9/.well-known/openid-configuration',
    });
    const options = { providers: [provider] };
    const { token, cookies } = await csrf(options);
    const response = await handle(options, {
      action: 'signin',
      providerId: 'azure-ad',
      method: 'POST',
      cookies,
      body: { csrfToken: token },
    });
    expect(response.redirect).toBe(`${ORIGIN}/api/auth/error?error=OAuthSignin`);
    expect(logged).toContainEqual({ level: 'error', code: 'SIGNIN_OAUTH_ERROR' });
    expect(logged.map((entry) => entry.code)).not.toContain('OAUTH_CALLBACK_ERROR');
  });

  it('the user cancelling at the provider: OAUTH_CALLBACK_ERROR in the logs and error=Callback', async () => {
    const options = { providers: [github()] };
    const response = await handle(options, {
      action: 'callback',
      providerId: 'github',
      method: 'GET',
      query: { error: 'access_denied' },
    });
    expect(response.redirect).toBe(`${ORIGIN}/api/auth/error?error=Callback`);
    expect(logged.map((entry) => entry.code)).toEqual(['OAUTH_CALLBACK_HANDLER_ERROR', 'OAUTH_CALLBACK_ERROR']);
  });

  it('sign-in errors go to the sign-in page, the others to pages.error', async () => {
    const options = { providers: [github()], pages: { error: '/auth/error' } };
    const error = (code: string) => handle(options, { action: 'error', method: 'GET', error: code });
    for (const code of ['OAuthSignin', 'OAuthCallback', 'Callback', 'OAuthAccountNotLinked', 'CredentialsSignin']) {
      expect((await error(code)).redirect).toBe(`${ORIGIN}/api/auth/signin?error=${code}`);
    }
    for (const code of ['AccessDenied', 'Verification', 'Configuration', 'Banned']) {
      expect((await error(code)).redirect).toBe(`/auth/error?error=${code}`);
    }
  });

  it('an Email link without a token: error=configuration, in lower case', async () => {
    const db = memoryAdapter();
    const options = { adapter: db.adapter, providers: [EmailProvider({ server: 'smtp://localhost', from: 'a@b.c' })] };
    const response = await handle(options, {
      action: 'callback',
      providerId: 'email',
      method: 'GET',
      query: { email: 'ada@example.com' },
    });
    expect(response.redirect).toBe(`${ORIGIN}/api/auth/error?error=configuration`);
  });

  it('Email without an adapter: EMAIL_REQUIRES_ADAPTER_ERROR, and every API request answers 500', async () => {
    const options = { providers: [EmailProvider({ server: 'smtp://localhost', from: 'a@b.c' })] };
    const response = await getSession(options);
    expect(response.status).toBe(500);
    expect(logged).toContainEqual({ level: 'error', code: 'EMAIL_REQUIRES_ADAPTER_ERROR' });
  });

  it('Email with an adapter that lacks getUserByEmail: MISSING_ADAPTER_METHODS_ERROR, not EMAIL_REQUIRES_ADAPTER_ERROR', async () => {
    const adapter: Partial<ReturnType<typeof memoryAdapter>['adapter']> = { ...memoryAdapter().adapter };
    delete adapter.getUserByEmail;
    const options = { adapter, providers: [EmailProvider({ server: 'smtp://localhost', from: 'a@b.c' })] };
    const response = await getSession(options);
    expect(response.status).toBe(500);
    expect(logged).toContainEqual({ level: 'error', code: 'MISSING_ADAPTER_METHODS_ERROR' });
    expect(logged).not.toContainEqual({ level: 'error', code: 'EMAIL_REQUIRES_ADAPTER_ERROR' });
  });

  it('an adapter written as a class: its methods live on the prototype and are not found, so the session check fails with SESSION_ERROR', async () => {
    class ClassAdapter {
      async getSessionAndUser() {
        return null;
      }
    }
    const response = await getSession({ adapter: new ClassAdapter(), providers: [github()] }, 'a-session-token');
    expect(response.body).toEqual({});
    expect(logged).toContainEqual({ level: 'error', code: 'SESSION_ERROR' });
  });

  it('an event that throws: logged as <NAME>_EVENT_ERROR, and the sign-in still succeeds', async () => {
    const options = {
      providers: [credentials()],
      events: {
        signIn: () => {
          throw new Error('audit service down');
        },
      },
    };
    const response = await credentialsSignIn(options);
    expect(response.redirect).toBe(`${ORIGIN}/dashboard`);
    expect(cookieOf(response, SESSION_COOKIE)).toBeDefined();
    expect(logged).toContainEqual({ level: 'error', code: 'SIGN_IN_EVENT_ERROR' });
  });
});

describe('Secret, site URL and getServerSession', () => {
  const { getServerSession } = require(path.join(PKG, 'next')) as {
    getServerSession: (req: object, res: object, options: Options) => Promise<Record<string, unknown> | null>;
  };

  /** The Pages Router form, getServerSession(req, res, options), with a response that records Set-Cookie. */
  function pagesResponse() {
    const headers: Record<string, string[]> = {};
    return {
      headers,
      getHeader: (name: string) => headers[name],
      setHeader: (name: string, value: string[]) => {
        headers[name] = value;
      },
    };
  }

  /** Runs `body` with the given environment variables set (undefined removes one), then restores them. */
  async function withEnv(env: Record<string, string | undefined>, body: () => Promise<void>) {
    const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
    const apply = (values: Record<string, string | undefined>) => {
      for (const [name, value] of Object.entries(values)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    };
    apply(env);
    try {
      await body();
    } finally {
      apply(saved);
    }
  }

  it('no secret in development: the route handler reads its own session, getServerSession derives another secret and returns null', async () => {
    await withEnv({ NEXTAUTH_SECRET: undefined, AUTH_SECRET: undefined }, async () => {
      // No nested provider options: the first request would merge them into the provider object and so
      // change the hash the development secret is made from, which is not what this test is about.
      const options = { providers: [CredentialsProvider({ authorize: async () => ada })], logger };
      const run = (req: InternalRequest) =>
        AuthHandler({ options, req: { headers: {}, cookies: {}, query: {}, ...req } });
      const csrfResponse = await run({ action: 'csrf', method: 'GET' });
      const csrfCookie = cookieOf(csrfResponse, CSRF_COOKIE);
      const signIn = await run({
        action: 'callback',
        providerId: 'credentials',
        method: 'POST',
        cookies: { [CSRF_COOKIE]: csrfCookie?.value ?? '' },
        body: { csrfToken: (csrfResponse.body as { csrfToken: string }).csrfToken, username: 'ada' },
      });
      const sessionToken = cookieOf(signIn, SESSION_COOKIE)?.value ?? '';
      const viaHandler = await run({ action: 'session', method: 'GET', cookies: { [SESSION_COOKIE]: sessionToken } });
      expect(viaHandler.body).toMatchObject({ user: { name: 'Ada' } });

      const session = await getServerSession(
        { headers: {}, cookies: { [SESSION_COOKIE]: sessionToken } },
        pagesResponse(),
        options,
      );
      expect(session).toBeNull();
      expect(logged).toContainEqual({ level: 'error', code: 'JWT_SESSION_ERROR' });
    });
  });

  it('no secret in production: getServerSession throws the configuration message', async () => {
    await withEnv({ NEXTAUTH_SECRET: undefined, AUTH_SECRET: undefined, NODE_ENV: 'production' }, async () => {
      await expect(
        getServerSession({ headers: {}, cookies: {} }, pagesResponse(), { providers: [github()], logger }),
      ).rejects.toThrow('There is a problem with the server configuration');
      expect(logged).toContainEqual({ level: 'error', code: 'NO_SECRET' });
    });
  });

  it('next-auth re-exports getServerSession from next-auth/next: both paths give the same function', () => {
    const fromRoot = (require(PKG) as { getServerSession: unknown }).getServerSession;
    expect(fromRoot).toBeTypeOf('function');
    expect(fromRoot).toBe(getServerSession);
  });

  it('getServerSession(req, res, options) returns the session and writes the refreshed session cookie', async () => {
    const options = { providers: [credentials()] };
    const signIn = await credentialsSignIn(options);
    const res = pagesResponse();
    const session = await getServerSession(
      { headers: {}, cookies: { [SESSION_COOKIE]: cookieOf(signIn, SESSION_COOKIE)?.value ?? '' } },
      res,
      { ...options, secret: SECRET, logger },
    );
    expect(session).toMatchObject({ user: { name: 'Ada' }, expires: expect.any(String) });
    expect(res.headers['Set-Cookie']?.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
  });

  /** GitHub's callback URL as /api/auth/providers lists it for a request to app.example.org under `env`. */
  async function githubCallbackUrlUnder(env: Record<string, string | undefined>): Promise<unknown> {
    let callbackUrl: unknown;
    await withEnv(env, async () => {
      const response = await handle(
        { providers: [github()] },
        { action: 'providers', method: 'GET', headers: { host: 'app.example.org' } },
      );
      callbackUrl = (response.body as { github: { callbackUrl: string } }).github.callbackUrl;
    });
    return callbackUrl;
  }

  it('AUTH_TRUST_HOST: any non-empty value (even "false") trusts the Host header, and the protocol defaults to https', async () => {
    expect(await githubCallbackUrlUnder({ NEXTAUTH_URL: undefined, VERCEL: undefined, AUTH_TRUST_HOST: 'false' })).toBe(
      'https://app.example.org/api/auth/callback/github',
    );
  });

  it('NEXTAUTH_URL without a scheme: the handler writes __Secure- cookies that getToken does not look for', async () => {
    await withEnv({ NEXTAUTH_URL: 'app.example.org', VERCEL: undefined }, async () => {
      const options = { providers: [credentials()] };
      const csrfResponse = await handle(options, { action: 'csrf', method: 'GET' });
      const csrfCookie = csrfResponse.cookies?.[0];
      expect(csrfCookie?.name).toBe('__Host-next-auth.csrf-token');
      const signIn = await handle(options, {
        action: 'callback',
        providerId: 'credentials',
        method: 'POST',
        cookies: { [csrfCookie?.name ?? '']: csrfCookie?.value ?? '' },
        body: { csrfToken: (csrfResponse.body as { csrfToken: string }).csrfToken, username: 'ada' },
      });
      const sessionCookie = cookieOf(signIn, '__Secure-next-auth.session-token');
      expect(sessionCookie).toBeDefined();
      const req = { headers: {}, cookies: { [sessionCookie?.name ?? '']: sessionCookie?.value ?? '' } };
      expect(await getToken({ req, secret: SECRET })).toBeNull();
    });
  });

  it('AUTH_TRUST_HOST without NEXTAUTH_URL: the handler writes __Secure- cookies that getToken finds only with secureCookie: true', async () => {
    await withEnv({ NEXTAUTH_URL: undefined, VERCEL: undefined, AUTH_TRUST_HOST: 'true' }, async () => {
      const options = { providers: [credentials()] };
      const headers = { host: 'app.example.org', 'x-forwarded-proto': 'https' };
      const csrfResponse = await handle(options, { action: 'csrf', method: 'GET', headers });
      const csrfCookie = csrfResponse.cookies?.[0];
      expect(csrfCookie?.name).toBe('__Host-next-auth.csrf-token');
      const signIn = await handle(options, {
        action: 'callback',
        providerId: 'credentials',
        method: 'POST',
        headers,
        cookies: { [csrfCookie?.name ?? '']: csrfCookie?.value ?? '' },
        body: { csrfToken: (csrfResponse.body as { csrfToken: string }).csrfToken, username: 'ada' },
      });
      const sessionCookie = cookieOf(signIn, '__Secure-next-auth.session-token');
      expect(sessionCookie).toBeDefined();
      const req = { headers: {}, cookies: { [sessionCookie?.name ?? '']: sessionCookie?.value ?? '' } };
      expect(await getToken({ req, secret: SECRET })).toBeNull();
      expect(await getToken({ req, secret: SECRET, secureCookie: true })).toMatchObject({ name: 'Ada' });
    });
  });

  it('no NEXTAUTH_URL, no AUTH_TRUST_HOST, not on Vercel: URLs point to localhost, port 3000', async () => {
    expect(
      await githubCallbackUrlUnder({ NEXTAUTH_URL: undefined, VERCEL: undefined, AUTH_TRUST_HOST: undefined }),
    ).toBe('http://localhost:3000/api/auth/callback/github');
  });
});

describe('Custom jwt.encode and jwt.decode', () => {
  const { encode, decode } = require(path.join(PKG, 'jwt')) as {
    encode: (params: Record<string, unknown>) => Promise<string>;
    decode: (params: Record<string, unknown>) => Promise<Record<string, unknown> | null>;
  };

  it('are called with the token, the secret and maxAge (encode), never with a salt', async () => {
    const encodeCalls: Record<string, unknown>[] = [];
    const decodeCalls: Record<string, unknown>[] = [];
    const options = {
      providers: [credentials()],
      jwt: {
        encode: (params: Record<string, unknown>) => {
          encodeCalls.push(params);
          return encode(params);
        },
        decode: (params: Record<string, unknown>) => {
          decodeCalls.push(params);
          return decode(params);
        },
      },
    };
    const signIn = await credentialsSignIn(options);
    await getSession(options, cookieOf(signIn, SESSION_COOKIE)?.value);

    expect(encodeCalls.length).toBeGreaterThan(0);
    for (const call of [...encodeCalls, ...decodeCalls]) {
      expect(call).toMatchObject({ token: expect.anything(), secret: SECRET, maxAge: 30 * 24 * 60 * 60 });
      expect(call).not.toHaveProperty('salt');
    }
  });
});

describe('Credentials: the built-in page and the status signIn() sees', () => {
  it('a Credentials provider with no fields is still listed on the built-in sign-in page', async () => {
    const options = { providers: [CredentialsProvider({ credentials: {}, authorize: async () => ada })] };
    const page = await handle(options, { action: 'signin', method: 'GET' });
    expect(String(page.body)).toContain('Sign in with Credentials');
  });

  it('signIn callback throwing: no error status (signIn() resolves ok: true) but error is set in the URL', async () => {
    const response = await credentialsSignIn(throwingSignInOptions());
    expect(response.status).toBeUndefined(); // the route handlers answer 200 when no status is set
    expect(response.redirect).toBe(`${ORIGIN}/api/auth/error?error=Banned`);
  });

  it('GET /api/auth/callback/credentials: 500, Credentials only signs in with POST', async () => {
    const response = await handle(
      { providers: [credentials()] },
      {
        action: 'callback',
        providerId: 'credentials',
        method: 'GET',
        query: { username: 'ada' },
      },
    );
    expect(response.status).toBe(500);
    expect(response.body).toBe('Error: Callback for provider type credentials not supported');
  });
});

describe('OAuth callback, with a provider that answers without a network', () => {
  /** A hand-written OAuth provider whose token and userinfo requests return `profile` at once. */
  function offlineProvider(profile: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    return {
      id: 'acme',
      name: 'Acme',
      type: 'oauth',
      authorization: 'https://acme.example/authorize',
      token: { url: 'https://acme.example/token', request: async () => ({ tokens: { access_token: 'at' } }) },
      userinfo: { url: 'https://acme.example/me', request: async () => profile },
      clientId: 'id',
      clientSecret: 'secret',
      checks: ['none'],
      profile: (raw: Record<string, unknown>) => ({ id: raw.sub, name: raw.name, email: raw.email }),
      ...extra,
    };
  }
  const callback = (options: Options) =>
    handle(options, { action: 'callback', providerId: 'acme', method: 'GET', query: { code: 'c' } });

  it('profile() without an id: OAUTH_PARSE_PROFILE_ERROR, and the user is sent back to the sign-in page', async () => {
    const response = await callback({ providers: [offlineProvider({ name: 'No Id' })] });
    expect(response.redirect).toBe(`${ORIGIN}/api/auth/signin`);
    expect(logged).toContainEqual({ level: 'error', code: 'OAUTH_PARSE_PROFILE_ERROR' });
  });

  it('the email profile() returns is lower-cased', async () => {
    const options = { providers: [offlineProvider({ sub: '7', email: 'Ada@Example.COM' })] };
    const signIn = await callback(options);
    const session = await getSession(options, cookieOf(signIn, SESSION_COOKIE)?.value);
    expect(session.body).toMatchObject({ user: { email: 'ada@example.com' } });
  });

  it('a provider without checks gets ["state"]: a missing state cookie fails the sign-in with error=OAuthCallback', async () => {
    const response = await callback({ providers: [offlineProvider({ sub: '7' }, { checks: undefined })] });
    expect(response.redirect).toBe(`${ORIGIN}/api/auth/error?error=OAuthCallback`);
    expect(logged).toContainEqual({ level: 'error', code: 'OAUTH_CALLBACK_ERROR' });
  });

  it('starting an OAuth sign-in: the state and PKCE cookies are encrypted, HttpOnly, SameSite=Lax and expire after 15 minutes', async () => {
    const options = { providers: [offlineProvider({ sub: '7' }, { checks: ['state', 'pkce'] })] };
    const { token, cookies } = await csrf(options);
    const before = Date.now();
    const response = await handle(options, {
      action: 'signin',
      providerId: 'acme',
      method: 'POST',
      cookies,
      body: { csrfToken: token },
    });
    expect(response.redirect).toMatch(/^https:\/\/acme\.example\/authorize\?.*code_challenge_method=S256/);
    for (const name of ['next-auth.state', 'next-auth.pkce.code_verifier']) {
      const cookie = cookieOf(response, name) as
        { value: string; options: { httpOnly: boolean; sameSite: string; expires: Date } } | undefined;
      expect(cookie?.value.split('.')).toHaveLength(5); // a JWE, not the raw value
      expect(cookie?.options).toMatchObject({ httpOnly: true, sameSite: 'lax' });
      const minutes = ((cookie?.options.expires.getTime() ?? 0) - before) / 60_000;
      expect(minutes).toBeGreaterThan(14.9);
      expect(minutes).toBeLessThan(15.1);
    }
  });

  async function existingUser() {
    const db = memoryAdapter();
    const user = await db.adapter.createUser({ name: 'Ada', email: 'ada@example.com', emailVerified: null });
    db.calls.length = 0;
    return { db, user };
  }
  const sameEmail = { sub: '7', name: 'Ada', email: 'ada@example.com' };

  it('an unlinked account whose email belongs to a user: error=OAuthAccountNotLinked', async () => {
    const { db } = await existingUser();
    const response = await callback({ adapter: db.adapter, providers: [offlineProvider(sameEmail)] });
    expect(response.redirect).toBe(`${ORIGIN}/api/auth/error?error=OAuthAccountNotLinked`);
    expect(db.methods()).not.toContain('linkAccount');
  });

  it('allowDangerousEmailAccountLinking: links to the existing user, yet reports a new user (createUser event, pages.newUser)', async () => {
    const { db, user } = await existingUser();
    const created: unknown[] = [];
    const options = {
      adapter: db.adapter,
      providers: [offlineProvider(sameEmail, { allowDangerousEmailAccountLinking: true })],
      pages: { newUser: '/welcome' },
      events: { createUser: (message: unknown) => created.push(message) },
    };
    const response = await callback(options);

    expect(db.methods()).not.toContain('createUser');
    expect(db.calls).toContainEqual({ method: 'linkAccount', args: [expect.objectContaining({ userId: user.id })] });
    expect(created).toEqual([{ user }]);
    expect(response.redirect).toBe(`/welcome?callbackUrl=${encodeURIComponent(ORIGIN)}`);
  });
});

describe('The REST API through the Pages Router handler', () => {
  const NextAuth = (require(path.join(PKG, 'next')) as { default: (options: Options) => PagesHandler }).default;
  type PagesHandler = (req: object, res: object) => Promise<void>;

  /** A Pages Router response that records what the handler sends. */
  function recordingResponse() {
    const sent: { status?: number; headers: Record<string, unknown>; body?: unknown } = { headers: {} };
    const res = {
      status(code: number) {
        sent.status = code;
        return res;
      },
      setHeader(name: string, value: unknown) {
        sent.headers[name] = value;
        return res;
      },
      getHeader: (name: string) => sent.headers[name],
      end() {},
      json(body: unknown) {
        sent.body = body;
      },
      send(body: unknown) {
        sent.body = body;
      },
    };
    return { res, sent };
  }

  async function credentialsPost(json: unknown) {
    const options = { providers: [credentials()], secret: SECRET, logger };
    const { token, cookies } = await csrf(options);
    const { res, sent } = recordingResponse();
    await NextAuth(options)(
      {
        method: 'POST',
        query: { nextauth: ['callback', 'credentials'] },
        headers: {},
        cookies,
        body: { csrfToken: token, username: 'ada', callbackUrl: `${ORIGIN}/dashboard`, json },
      },
      res,
    );
    return sent;
  }

  it('json="true" turns the redirect into {url} with status 200; json: true (a boolean) still redirects', async () => {
    expect(await credentialsPost('true')).toMatchObject({ status: 200, body: { url: `${ORIGIN}/dashboard` } });
    const redirected = await credentialsPost(true);
    expect(redirected.status).toBe(302);
    expect(redirected.headers.Location).toBe(`${ORIGIN}/dashboard`);
  });

  it('an action the method does not support: 400 with a plain-text message', async () => {
    const { res, sent } = recordingResponse();
    await NextAuth({ providers: [github()], secret: SECRET, logger })(
      { method: 'GET', query: { nextauth: ['_log'] }, headers: {}, cookies: {} },
      res,
    );
    expect(sent).toMatchObject({
      status: 400,
      body: 'Error: This action with HTTP GET is not supported by NextAuth.js',
    });
  });
});

describe('tested: comments in the v4 pages', () => {
  const pagesDir = path.join(ROOT, 'docs');
  // A quoted test name may itself contain quotes, written as \" in the comment.
  const comment = /\{\/\*\s*tested: (\S+) "((?:[^"\\]|\\.)*)"\s*\*\/\}/g;
  const comments = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .flatMap((file) =>
      [...readFileSync(path.join(pagesDir, file), 'utf8').matchAll(comment)].map(([, testFile, name]) => ({
        page: file,
        testFile,
        name: name!.replace(/\\"/g, '"'),
      })),
    );

  it('back the options, Next.js, provider, REST API and other v4 pages', () => {
    expect(comments.length).toBeGreaterThan(50);
  });

  it.each(comments)('$page names a test that exists: $name', ({ testFile, name }) => {
    const source = readFileSync(path.join(ROOT, testFile!), 'utf8');
    const quoted = `'${name.replace(/'/g, "\\'")}'`;
    // A flow of the example apps (npm run test:examples) is named by its name: field.
    expect(source).toContain(testFile!.endsWith('example-flows.ts') ? `name: ${quoted}` : `it(${quoted}`);
  });
});
