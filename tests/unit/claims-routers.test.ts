/**
 * What the v4 pages say NextAuth.js's endpoints answer (statuses, redirect targets, bodies), asserted
 * under both Next.js routers: each test runs once through an App Router route.ts and once through a
 * Pages Router API route, both made as the docs make them (`NextAuth(authOptions)` exported as GET
 * and POST, or as the default export) and served by Next.js's own code (next-routes.ts). The core
 * handler is the same under both, but each router turns its answer into an HTTP response in its
 * own way (next-auth/next/index.js), so a page that states a status or body for one router is
 * checked against the other here. The pages name these tests in a `tested:` comment.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADA, credentialsTestProvider, CSRF_COOKIE, ORIGIN, type Options, SESSION_COOKIE } from './auth-core';
import { requireFromWorld } from './doc-samples';
import { useNextHeaders } from './next-app';
import { type Answer, appRoute, type Call, csrfOf, pagesRoute, type Route } from './next-routes';

type Provider = (options: Record<string, unknown>) => unknown;
const providerOf = (name: string) => (requireFromWorld(`next-auth/providers/${name}`) as { default: Provider }).default;
const NextAuth = (requireFromWorld('next-auth') as { default: (options: Options) => unknown }).default;
const Credentials = providerOf('credentials');
const GitHub = providerOf('github');
const Email = providerOf('email');

const SECRET = 'a-secret-for-the-router-claims';
const DASHBOARD = `${ORIGIN}/dashboard`;
const CONFIGURATION_MESSAGE =
  'There is a problem with the server configuration. Check the server logs for more information.';
const NOT_SUPPORTED = (method: string) => `Error: This action with HTTP ${method} is not supported by NextAuth.js`;

const ROUTERS = [
  {
    router: 'App Router',
    serve: (options: Options, catchAll?: string) => {
      const handler = NextAuth(options);
      return appRoute({ GET: handler, POST: handler }, { catchAll });
    },
  },
  {
    router: 'Pages Router',
    serve: (options: Options, catchAll?: string) => pagesRoute({ default: NextAuth(options) }, { catchAll }),
  },
] as const;
type Router = (typeof ROUTERS)[number]['router'];

/** The codes NextAuth.js logs (the logger option replaces the console). */
let logged: string[] = [];
const logger = {
  error: (code: string) => logged.push(code),
  warn: (code: string) => logged.push(code),
  debug: () => {},
};

useNextHeaders();
beforeEach(() => {
  logged = [];
  vi.stubEnv('NEXTAUTH_URL', ORIGIN);
  vi.stubEnv('NEXTAUTH_SECRET', SECRET);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** Ada's login (username "ada", password "engine"), through the real Credentials provider. */
function credentials(authorize = credentialsTestProvider().authorize) {
  return Credentials({ credentials: { username: {}, password: {} }, authorize });
}
const github = () => GitHub({ clientId: 'gh-id', clientSecret: 'gh-secret' });

/** The Email provider with an adapter that has the methods it needs and no tokens on record. */
function emailOptions(sendVerificationRequest = async () => {}): Options {
  return {
    providers: [Email({ server: 'smtp://localhost', from: 'auth@example.com', sendVerificationRequest })],
    adapter: {
      createVerificationToken: async (token: object) => token,
      useVerificationToken: async () => null,
      getUserByEmail: async () => null,
    },
    logger,
  };
}

/** Posts `fields` to `action` with a valid CSRF token and its cookie, as next-auth/react does. */
async function postWithCsrf(route: Route, action: string[], fields: Record<string, unknown>, call: Partial<Call> = {}) {
  const { csrfToken, cookies } = await csrfOf(route);
  return route(action, {
    ...call,
    method: 'POST',
    cookies: { ...cookies, ...call.cookies },
    body: { csrfToken, ...fields },
  });
}

/** Posts `fields` to the Credentials callback with a callback URL, as signIn() does. */
const credentialsPost = (route: Route, fields: Record<string, unknown>, encoding?: 'json') =>
  postWithCsrf(route, ['callback', 'credentials'], { callbackUrl: DASHBOARD, ...fields }, { encoding });
const ADA_LOGIN = { username: 'ada', password: 'engine' };

function redirectOf(answer: Answer) {
  return { status: answer.status, location: answer.location };
}

describe.each(ROUTERS)('$router', ({ router, serve }) => {
  const byRouter = <T>(values: Record<Router, T>): T => values[router];

  describe('methods and actions', () => {
    it('an action the method does not support: 400 and the plain-text message', async () => {
      const route = serve({ providers: [github()], logger });
      for (const [action, method] of [
        ['_log', 'GET'],
        ['providers', 'POST'],
      ] as const) {
        const answer = await route([action], { method });
        expect({ status: answer.status, text: answer.text }).toEqual({ status: 400, text: NOT_SUPPORTED(method) });
      }
    });

    it('DELETE, PUT and PATCH: 405 from Next.js for route.ts, the 400 from NextAuth.js for the API route', async () => {
      const route = serve({ providers: [github()], logger });
      for (const method of ['DELETE', 'PUT', 'PATCH']) {
        const answer = await route(['session'], { method });
        expect({ status: answer.status, text: answer.text }).toEqual(
          byRouter({
            'App Router': { status: 405, text: '' },
            'Pages Router': { status: 400, text: NOT_SUPPORTED(method) },
          }),
        );
      }
    });

    it('HEAD gets the 400 from NextAuth.js; OPTIONS gets 204 and Allow for route.ts, the 400 for the API route', async () => {
      const route = serve({ providers: [github()], logger });
      expect((await route(['session'], { method: 'HEAD' })).status).toBe(400);
      const options = await route(['session'], { method: 'OPTIONS' });
      expect({ status: options.status, allow: options.headers.get('allow') }).toEqual(
        byRouter({
          'App Router': { status: 204, allow: 'GET, HEAD, OPTIONS, POST' },
          'Pages Router': { status: 400, allow: null },
        }),
      );
    });
  });

  describe('redirects as JSON', () => {
    it('json=true turns the redirect into {url} with status 200; in a JSON body only the string "true" does', async () => {
      const route = serve({ providers: [credentials()], logger });
      const form = await credentialsPost(route, { ...ADA_LOGIN, json: 'true' });
      expect({ status: form.status, json: form.json }).toEqual({ status: 200, json: { url: DASHBOARD } });
      const jsonString = await credentialsPost(route, { ...ADA_LOGIN, json: 'true' }, 'json');
      expect({ status: jsonString.status, json: jsonString.json }).toEqual({ status: 200, json: { url: DASHBOARD } });
      const jsonBoolean = await credentialsPost(route, { ...ADA_LOGIN, json: true }, 'json');
      expect(redirectOf(jsonBoolean)).toEqual({ status: 302, location: DASHBOARD });
    });
  });

  describe('CSRF', () => {
    it('a wrong CSRF token: sign-in and sign-out redirect back with csrf=true, and authorize() is never called', async () => {
      let authorizeCalls = 0;
      const route = serve({
        providers: [
          github(),
          credentials(async () => {
            authorizeCalls += 1;
            return { id: '1', ...ADA };
          }),
        ],
        logger,
      });
      const { cookies } = await csrfOf(route);
      const post = (action: string[]) =>
        route(action, { method: 'POST', cookies, body: { csrfToken: 'not-the-token', ...ADA_LOGIN } });
      expect(redirectOf(await post(['signin', 'github']))).toEqual({
        status: 302,
        location: `${ORIGIN}/api/auth/signin?csrf=true`,
      });
      expect(redirectOf(await post(['signout']))).toEqual({
        status: 302,
        location: `${ORIGIN}/api/auth/signout?csrf=true`,
      });
      expect(redirectOf(await post(['callback', 'credentials']))).toEqual({
        status: 302,
        location: `${ORIGIN}/api/auth/signin?csrf=true`,
      });
      expect(authorizeCalls).toBe(0);
    });

    it('a session update with a wrong CSRF token: 400, whose body is {} only from the API route', async () => {
      const route = serve({ providers: [credentials()], logger });
      const { cookies } = await csrfOf(route);
      const answer = await route(['session'], {
        method: 'POST',
        cookies,
        body: { csrfToken: 'not-the-token', data: { name: 'Augusta' } },
        encoding: 'json',
      });
      expect({ status: answer.status, text: answer.text }).toEqual(
        byRouter({
          // route.ts hands the object to new Response() without a JSON content type.
          'App Router': { status: 400, text: '[object Object]' },
          'Pages Router': { status: 400, text: '{}' },
        }),
      );
    });
  });

  describe('configuration errors', () => {
    it('a configuration error: 500 and the message for API requests, the error page (500) for GET pages, or a redirect to pages.error', async () => {
      const causes: [Options, string][] = [
        [
          { providers: [Email({ server: 'smtp://localhost', from: 'auth@example.com' })] },
          'EMAIL_REQUIRES_ADAPTER_ERROR',
        ],
        [{ providers: [credentials()], session: { strategy: 'database' } }, 'CALLBACK_CREDENTIALS_JWT_ERROR'],
      ];
      for (const [options, code] of causes) {
        logged = [];
        const route = serve({ ...options, logger });
        for (const [action, method] of [
          [['session'], 'GET'],
          [['csrf'], 'GET'],
          [['providers'], 'GET'],
          [['signin', 'email'], 'POST'],
          [['callback', 'credentials'], 'POST'],
          [['signout'], 'POST'],
        ] as const) {
          const answer = await route([...action], { method, body: method === 'POST' ? {} : undefined });
          expect({ action, status: answer.status, json: answer.json }).toEqual({
            action,
            status: 500,
            json: { message: CONFIGURATION_MESSAGE },
          });
        }
        for (const page of ['signin', 'signout', 'error', 'verify-request']) {
          const answer = await route([page], { method: 'GET' });
          expect(answer.status).toBe(500);
          expect(answer.headers.get('content-type')).toContain('text/html');
          expect(answer.text).toContain('Server error');
        }
        expect(logged).toContain(code);
        const withErrorPage = serve({ ...options, logger, pages: { error: '/auth/error' } });
        expect(redirectOf(await withErrorPage(['signin'], { method: 'GET' }))).toEqual({
          status: 302,
          location: '/auth/error?error=Configuration',
        });
      }
    });

    it('no secret in production: 500 and the message for API requests, the error page for GET pages, NO_SECRET logged', async () => {
      vi.stubEnv('NODE_ENV', 'production');
      vi.stubEnv('NEXTAUTH_SECRET', undefined);
      vi.stubEnv('AUTH_SECRET', undefined);
      const route = serve({ providers: [github()], logger });
      const session = await route(['session'], { method: 'GET' });
      expect({ status: session.status, json: session.json }).toEqual({
        status: 500,
        json: { message: CONFIGURATION_MESSAGE },
      });
      const signInPage = await route(['signin'], { method: 'GET' });
      expect(signInPage.status).toBe(500);
      expect(signInPage.text).toContain('Server error');
      expect(logged).toContain('NO_SECRET');
    });

    it('only jwt.secret set, in production: the API route answers with it, route.ts answers 500 and logs NO_SECRET', async () => {
      vi.stubEnv('NODE_ENV', 'production');
      vi.stubEnv('NEXTAUTH_SECRET', undefined);
      vi.stubEnv('AUTH_SECRET', undefined);
      const route = serve({ providers: [github()], jwt: { secret: SECRET }, logger });
      const session = await route(['session'], { method: 'GET' });
      expect({ status: session.status, json: session.json }).toEqual(
        byRouter({
          'App Router': { status: 500, json: { message: CONFIGURATION_MESSAGE } },
          'Pages Router': { status: 200, json: {} },
        }),
      );
      expect(logged.includes('NO_SECRET')).toBe(byRouter({ 'App Router': true, 'Pages Router': false }));
    });

    it('a catch-all not named nextauth: 500 and MISSING_NEXTAUTH_API_ROUTE_ERROR, pages included', async () => {
      const route = serve({ providers: [github()], logger }, 'auth');
      for (const action of ['session', 'signin']) {
        const answer = await route([action], { method: 'GET' });
        expect({ status: answer.status, json: answer.json }).toEqual({
          status: 500,
          json: { message: CONFIGURATION_MESSAGE },
        });
      }
      expect(logged).toContain('MISSING_NEXTAUTH_API_ROUTE_ERROR');
    });
  });

  describe('Credentials', () => {
    it('authorize() returning null: a redirect to the error page, which sends on to the sign-in page; 401 and that URL with json=true', async () => {
      const route = serve({ providers: [credentials()], logger });
      const failed = `${ORIGIN}/api/auth/error?error=CredentialsSignin&provider=credentials`;
      const form = await credentialsPost(route, { username: 'ada', password: 'wrong' });
      expect(redirectOf(form)).toEqual({ status: 302, location: failed });
      const errorPage = await route(['error'], {
        method: 'GET',
        query: { error: 'CredentialsSignin', provider: 'credentials' },
      });
      expect(redirectOf(errorPage)).toEqual({
        status: 302,
        location: `${ORIGIN}/api/auth/signin?error=CredentialsSignin`,
      });
      const json = await credentialsPost(route, { username: 'ada', password: 'wrong', json: 'true' });
      expect({ status: json.status, json: json.json }).toEqual({ status: 401, json: { url: failed } });
      expect(json.cookies[SESSION_COOKIE]).toBeUndefined();
    });

    it('authorize() throwing: a redirect to the error page with the message as error; 401 with json=true', async () => {
      const route = serve({
        providers: [
          credentials(async () => {
            throw new Error('Locked');
          }),
        ],
        logger,
      });
      const failed = `${ORIGIN}/api/auth/error?error=Locked`;
      expect(redirectOf(await credentialsPost(route, ADA_LOGIN))).toEqual({ status: 302, location: failed });
      const json = await credentialsPost(route, { ...ADA_LOGIN, json: 'true' });
      expect({ status: json.status, json: json.json }).toEqual({ status: 401, json: { url: failed } });
    });

    it('signIn callback returning false: a redirect to error=AccessDenied; 403 with json=true', async () => {
      const route = serve({ providers: [credentials()], callbacks: { signIn: () => false }, logger });
      const refused = `${ORIGIN}/api/auth/error?error=AccessDenied`;
      expect(redirectOf(await credentialsPost(route, ADA_LOGIN))).toEqual({ status: 302, location: refused });
      const json = await credentialsPost(route, { ...ADA_LOGIN, json: 'true' });
      expect({ status: json.status, json: json.json }).toEqual({ status: 403, json: { url: refused } });
    });

    it('signIn callback throwing: 200 with json=true, and the message as error in the URL', async () => {
      const route = serve({
        providers: [credentials()],
        callbacks: {
          signIn: () => {
            throw new Error('Banned');
          },
        },
        logger,
      });
      const json = await credentialsPost(route, { ...ADA_LOGIN, json: 'true' });
      expect({ status: json.status, json: json.json }).toEqual({
        status: 200,
        json: { url: `${ORIGIN}/api/auth/error?error=Banned` },
      });
    });

    it('accepted with json=true: 200, {url} of the callback URL (the site without one) and the session cookie', async () => {
      const route = serve({ providers: [credentials()], logger });
      const answer = await postWithCsrf(route, ['callback', 'credentials'], { ...ADA_LOGIN, json: 'true' });
      expect({ status: answer.status, json: answer.json }).toEqual({ status: 200, json: { url: ORIGIN } });
      const session = await route(['session'], {
        method: 'GET',
        cookies: { [SESSION_COOKIE]: answer.cookies[SESSION_COOKIE]! },
      });
      expect(session.json).toEqual({ user: { name: ADA.name, email: ADA.email }, expires: expect.any(String) });
    });

    it('GET /api/auth/callback/credentials: 500 and the plain-text message', async () => {
      const route = serve({ providers: [credentials()], logger });
      const answer = await route(['callback', 'credentials'], { method: 'GET', query: ADA_LOGIN });
      expect({ status: answer.status, text: answer.text }).toEqual({
        status: 500,
        text: 'Error: Callback for provider type credentials not supported',
      });
    });
  });

  describe('session and CSRF endpoints', () => {
    it('GET /api/auth/session signed out: 200, {} and Cache-Control: private, no-cache, no-store', async () => {
      const answer = await serve({ providers: [github()], logger })(['session'], { method: 'GET' });
      expect({ status: answer.status, json: answer.json }).toEqual({ status: 200, json: {} });
      expect(answer.headers.get('cache-control')).toBe('private, no-cache, no-store');
    });

    it('GET /api/auth/csrf: the token as JSON, the cookie only when it is missing, not cached', async () => {
      const route = serve({ providers: [github()], logger });
      const first = await route(['csrf'], { method: 'GET' });
      const { csrfToken } = first.json as { csrfToken: string };
      expect(csrfToken).toMatch(/^[0-9a-f]{64}$/);
      expect(first.cookies[CSRF_COOKIE]).toMatch(new RegExp(`^${csrfToken}\\|[0-9a-f]{64}$`));
      expect(first.headers.get('cache-control')).toBe('private, no-cache, no-store');
      const again = await route(['csrf'], { method: 'GET', cookies: { [CSRF_COOKIE]: first.cookies[CSRF_COOKIE]! } });
      expect(again.json).toEqual({ csrfToken });
      expect(again.cookies[CSRF_COOKIE]).toBeUndefined();
    });

    it('POST /api/auth/session: what the session callback returns, whose user fields show what the jwt callback changed in place', async () => {
      const updates = {
        'in place': ({ token, session }: { token: Record<string, unknown>; session?: { name: string } }) => {
          if (session) token.name = session.name;
          return token;
        },
        'as a new object': ({ token, session }: { token: Record<string, unknown>; session?: { name: string } }) =>
          session ? { ...token, name: session.name } : token,
      };
      const answered: Record<string, unknown> = {};
      for (const [style, jwt] of Object.entries(updates)) {
        const route = serve({ providers: [credentials()], callbacks: { jwt }, logger });
        const signIn = await credentialsPost(route, ADA_LOGIN);
        const update = await postWithCsrf(
          route,
          ['session'],
          { data: { name: 'Augusta' } },
          { cookies: { [SESSION_COOKIE]: signIn.cookies[SESSION_COOKIE]! }, encoding: 'json' },
        );
        expect(update.status).toBe(200);
        answered[style] = (update.json as { user: { name: string } }).user.name;
        // The re-issued cookie holds the updated token either way.
        const next = await route(['session'], {
          method: 'GET',
          cookies: { [SESSION_COOKIE]: update.cookies[SESSION_COOKIE]! },
        });
        expect((next.json as { user: { name: string } }).user.name).toBe('Augusta');
      }
      expect(answered).toEqual({ 'in place': 'Augusta', 'as a new object': ADA.name });
    });
  });

  describe('sign-in, sign-out and the pages', () => {
    it('POST /api/auth/signin/github with json=true: 200 and {url} of the GitHub authorization URL, with the query added', async () => {
      const route = serve({ providers: [github()], logger });
      const answer = await postWithCsrf(route, ['signin', 'github'], { json: 'true' }, { query: { prompt: 'login' } });
      expect(answer.status).toBe(200);
      const url = new URL((answer.json as { url: string }).url);
      expect(`${url.origin}${url.pathname}`).toBe('https://github.com/login/oauth/authorize');
      expect(url.searchParams.get('client_id')).toBe('gh-id');
      expect(url.searchParams.get('prompt')).toBe('login');
    });

    it('POST /api/auth/signin/email: {url} of the verify-request page; a bad address or a failed send ends on the sign-in page with error=EmailSignin', async () => {
      const post = async (options: Options, email: string, json?: 'true') => {
        const route = serve(options);
        return { route, answer: await postWithCsrf(route, ['signin', 'email'], { email, ...(json && { json }) }) };
      };
      const sent = await post(emailOptions(), 'ada@example.com', 'true');
      expect({ status: sent.answer.status, json: sent.answer.json }).toEqual({
        status: 200,
        json: { url: `${ORIGIN}/api/auth/verify-request?provider=email&type=email` },
      });
      const failingSend = emailOptions(async () => {
        throw new Error('SMTP down');
      });
      for (const { route, answer } of [
        await post(emailOptions(), 'not-an-address'),
        await post(failingSend, 'ada@example.com'),
      ]) {
        expect(redirectOf(answer)).toEqual({ status: 302, location: `${ORIGIN}/api/auth/error?error=EmailSignin` });
        expect(redirectOf(await route(['error'], { method: 'GET', query: { error: 'EmailSignin' } }))).toEqual({
          status: 302,
          location: `${ORIGIN}/api/auth/signin?error=EmailSignin`,
        });
      }
    });

    it('Email refused by the signIn callback: 200 with json=true, and error=AccessDenied in the URL', async () => {
      const route = serve({ ...emailOptions(), callbacks: { signIn: () => false } });
      const answer = await postWithCsrf(route, ['signin', 'email'], { email: 'ada@example.com', json: 'true' });
      expect({ status: answer.status, json: answer.json }).toEqual({
        status: 200,
        json: { url: `${ORIGIN}/api/auth/error?error=AccessDenied` },
      });
    });

    it('an Email link without a token goes to error=configuration, one with an unknown token to error=Verification', async () => {
      const route = serve(emailOptions());
      const noToken = await route(['callback', 'email'], { method: 'GET', query: { email: 'ada@example.com' } });
      expect(redirectOf(noToken)).toEqual({ status: 302, location: `${ORIGIN}/api/auth/error?error=configuration` });
      const unknown = await route(['callback', 'email'], {
        method: 'GET',
        query: { token: 'not-on-record', email: 'ada@example.com' },
      });
      expect(redirectOf(unknown)).toEqual({ status: 302, location: `${ORIGIN}/api/auth/error?error=Verification` });
    });

    it('the user cancelling at the provider: a redirect to the error page with error=Callback', async () => {
      const route = serve({ providers: [github()], logger });
      const answer = await route(['callback', 'github'], { method: 'GET', query: { error: 'access_denied' } });
      expect(redirectOf(answer)).toEqual({ status: 302, location: `${ORIGIN}/api/auth/error?error=Callback` });
    });

    it('GET /api/auth/signin and /signin/:provider: the built-in page; with pages.signIn, a redirect there with callbackUrl and error', async () => {
      const route = serve({ providers: [github()], logger });
      for (const action of [['signin'], ['signin', 'github']]) {
        const page = await route(action, { method: 'GET' });
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toContain('text/html');
        expect(page.text).toContain('Sign in with GitHub');
      }
      const custom = serve({ providers: [github()], pages: { signIn: '/login' }, logger });
      const answer = await custom(['signin'], {
        method: 'GET',
        query: { callbackUrl: '/dashboard', error: 'OAuthSignin' },
      });
      expect(redirectOf(answer)).toEqual({
        status: 302,
        location: `/login?callbackUrl=${encodeURIComponent(DASHBOARD)}&error=OAuthSignin`,
      });
    });

    it('GET /api/auth/signout and /verify-request: the built-in pages, or redirects to pages.signOut and pages.verifyRequest', async () => {
      const route = serve({ providers: [github()], logger });
      for (const [action, heading] of [
        ['signout', 'Are you sure you want to sign out?'],
        ['verify-request', 'Check your email'],
      ]) {
        const page = await route([action!], { method: 'GET' });
        expect({ status: page.status, shows: page.text.includes(heading!) }).toEqual({ status: 200, shows: true });
      }
      const custom = serve({
        providers: [github()],
        pages: { signOut: '/goodbye', verifyRequest: '/check-email' },
        logger,
      });
      expect(redirectOf(await custom(['signout'], { method: 'GET' }))).toEqual({ status: 302, location: '/goodbye' });
      expect(redirectOf(await custom(['verify-request'], { method: 'GET' }))).toEqual({
        status: 302,
        location: '/check-email',
      });
    });

    it('POST /api/auth/signout: clears the session cookie and redirects to the callback URL; without a session it only redirects', async () => {
      const route = serve({ providers: [credentials()], logger });
      const signIn = await credentialsPost(route, ADA_LOGIN);
      const signOut = (session: Record<string, string>) =>
        postWithCsrf(route, ['signout'], { callbackUrl: `${ORIGIN}/goodbye` }, { cookies: session });
      const signedIn = await signOut({ [SESSION_COOKIE]: signIn.cookies[SESSION_COOKIE]! });
      expect(redirectOf(signedIn)).toEqual({ status: 302, location: `${ORIGIN}/goodbye` });
      expect(signedIn.cookies[SESSION_COOKIE]).toBe('');
      const signedOut = await signOut({});
      expect(redirectOf(signedOut)).toEqual({ status: 302, location: `${ORIGIN}/goodbye` });
      expect(signedOut.cookies[SESSION_COOKIE]).toBeUndefined();
    });

    it('GET /api/auth/providers: the providers keyed by id, without secrets', async () => {
      const answer = await serve({ providers: [github(), credentials()], logger })(['providers'], { method: 'GET' });
      const listed = (id: string, name: string, type: string) => ({
        id,
        name,
        type,
        signinUrl: `${ORIGIN}/api/auth/signin/${id}`,
        callbackUrl: `${ORIGIN}/api/auth/callback/${id}`,
      });
      expect({ status: answer.status, json: answer.json }).toEqual({
        status: 200,
        json: {
          github: listed('github', 'GitHub', 'oauth'),
          credentials: listed('credentials', 'Credentials', 'credentials'),
        },
      });
    });

    it('GET /api/auth/error: sign-in errors go to the sign-in page; the built-in page answers 500, 403 or 200; pages.error gets the rest', async () => {
      const route = serve({ providers: [github()], logger });
      const error = (code: string) => route(['error'], { method: 'GET', query: { error: code } });
      expect(redirectOf(await error('OAuthAccountNotLinked'))).toEqual({
        status: 302,
        location: `${ORIGIN}/api/auth/signin?error=OAuthAccountNotLinked`,
      });
      const statuses: Record<string, number> = {};
      for (const code of ['Configuration', 'AccessDenied', 'Verification', 'Banned']) {
        statuses[code] = (await error(code)).status;
      }
      expect(statuses).toEqual({ Configuration: 500, AccessDenied: 403, Verification: 403, Banned: 200 });
      const custom = serve({ providers: [github()], pages: { error: '/auth/error' }, logger });
      expect(redirectOf(await custom(['error'], { method: 'GET', query: { error: 'AccessDenied' } }))).toEqual({
        status: 302,
        location: '/auth/error?error=AccessDenied',
      });
    });

    it('POST /api/auth/_log: 200 with an empty body, and the message passed to the logger', async () => {
      const route = serve({ providers: [github()], logger });
      const answer = await route(['_log'], {
        method: 'POST',
        body: { level: 'error', code: 'CLIENT_FETCH_ERROR', message: 'failed' },
      });
      expect({ status: answer.status, text: answer.text }).toEqual({ status: 200, text: '' });
      expect(logged).toEqual(['CLIENT_FETCH_ERROR']);
    });
  });
});

describe('App Router only', () => {
  it('a route.ts that exports only GET: every POST answers 405', async () => {
    const handler = NextAuth({ providers: [credentials()], logger });
    const answer = await credentialsPost(appRoute({ GET: handler }), ADA_LOGIN);
    expect(answer.status).toBe(405);
  });
});

describe('both routers: the route file name', () => {
  type RouteRegex = { re: RegExp; groups: Record<string, unknown> };
  const { getRouteRegex } = requireFromWorld('next/dist/shared/lib/router/utils/route-regex') as {
    getRouteRegex: (page: string) => RouteRegex;
  };
  const { getRouteMatcher } = requireFromWorld('next/dist/shared/lib/router/utils/route-matcher') as {
    getRouteMatcher: (regex: RouteRegex) => (pathname: string) => false | Record<string, unknown>;
  };
  /** Next.js's own match of a request path against a dynamic route (a pages/ file or an app/ folder). */
  const paramsFor = (route: string, pathname: string) => getRouteMatcher(getRouteRegex(route))(pathname);

  it('[nextauth], not a catch-all, matches no path with two segments, so /api/auth/callback/github answers 404', () => {
    expect(paramsFor('/api/auth/[nextauth]', '/api/auth/callback/github')).toBe(false);
    expect(paramsFor('/api/auth/[...nextauth]', '/api/auth/callback/github')).toEqual({
      nextauth: ['callback', 'github'],
    });
  });
});
