/**
 * The samples of the guides (Core concepts, Full-stack, Testing), the FAQ and the Credentials, Email
 * and providers overview pages, run: option modules through next-auth's own handler, client
 * components rendered inside the real SessionProvider, App Router pages and route handlers with the
 * session of a real encrypted cookie, the test sign-in helper over HTTP against a local server.
 *
 * One stand-in, `next/headers` (see next-app.ts); everything else (getServerSession, NextAuth's
 * route handler, redirect(), notFound(), NextResponse) is the installed package's code.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Mailbox } from '../../scripts/lib/mailbox';
import {
  cookieOf,
  credentialsSignInWith,
  csrfWith,
  handlerWith,
  type Options,
  ORIGIN,
  PKG,
  SESSION_COOKIE,
  useSiteUrl,
} from './auth-core';
import { importSample, requireFromWorld } from './doc-samples';
import {
  appRouterWith,
  enterRequest,
  NEXT_VARIANTS,
  NextRequest,
  type ServerComponent,
  useNextHeaders,
} from './next-app';

const BASICS = 'docs/guides/basics.mdx';
const FULLSTACK = 'docs/guides/fullstack.mdx';
const TESTING = 'docs/guides/testing.mdx';
const FAQ = 'docs/faq.mdx';
const SECRET = 'a-secret-for-the-guide-samples';

const requireFromNextAuth = createRequire(path.join(PKG, 'package.json'));
// next-auth's internal modules, not in its exports map: required by path, as auth-core.ts does.
const require = createRequire(import.meta.url);
const { createElement } = requireFromWorld('react') as typeof import('react');
const { renderToStaticMarkup } = requireFromWorld('react-dom/server') as typeof import('react-dom/server');
const { SessionProvider, useSession } = requireFromWorld('next-auth/react') as {
  SessionProvider: unknown;
  useSession: () => { status: string };
};
const { encode } = requireFromWorld('next-auth/jwt') as {
  encode: (params: { token: object; secret: string }) => Promise<string>;
};
const { default: NextAuth } = requireFromNextAuth('next-auth') as {
  default: (options: Options) => (req: Request, context: object) => Promise<Response>;
};
const { Issuer } = requireFromNextAuth('openid-client') as { Issuer: { discover: (url: string) => Promise<unknown> } };

const quiet = { error: () => undefined, warn: () => undefined, debug: () => undefined };
const handle = handlerWith({ secret: SECRET, logger: quiet });
useSiteUrl();

beforeEach(() => {
  // What getServerSession, getToken and withAuth read when the options name no secret.
  vi.stubEnv('NEXTAUTH_SECRET', SECRET);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.doUnmock('@/lib/auth');
  vi.resetModules();
});

useNextHeaders();
const { requestFor, renderPage } = appRouterWith(SECRET);

/** Runs `action` as if Next.js were answering `request`. */
async function inRequest<T>(request: Request, action: () => Promise<T>): Promise<T> {
  enterRequest(request);
  return action();
}

/** Imports the page's `lib/auth.ts` and serves it as `@/lib/auth` to the samples imported after. */
async function useAuthModule(doc: string): Promise<Options> {
  const { authOptions } = await importSample<{ authOptions: Options }>(doc, 'lib/auth.ts');
  vi.doMock('@/lib/auth', () => ({ authOptions }));
  return authOptions;
}

/** Renders a client component inside the real SessionProvider, given `session` (undefined: loading). */
function renderWithSession(component: unknown, session: object | null | undefined): string {
  // Components from the docs' package world are loaded untyped; React checks them as it renders.
  return renderToStaticMarkup(createElement(SessionProvider as never, { session }, createElement(component as never)));
}

const ada = { name: 'Ada Lovelace', email: 'ada@example.com' };
const adaSession = { user: ada, expires: '2099-01-01T00:00:00.000Z' };

// ---- Core concepts ---------------------------------------------------------------------------

describe('Core concepts', () => {
  it('lib/auth.ts: signing in with github goes to GitHub with the /api/auth/callback/github URL', async () => {
    vi.stubEnv('GITHUB_ID', 'the-client-id');
    vi.stubEnv('GITHUB_SECRET', 'the-client-secret');
    const { authOptions } = await importSample<{ authOptions: Options }>(BASICS, 'lib/auth.ts');
    const { token, cookies } = await csrfWith(handle, authOptions);
    const response = await handle(authOptions, {
      action: 'signin',
      providerId: 'github',
      method: 'POST',
      cookies,
      body: { csrfToken: token },
    });
    const redirect = new URL(String(response.redirect));
    expect(redirect.origin + redirect.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(redirect.searchParams.get('client_id')).toBe('the-client-id');
    expect(redirect.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/callback/github`);
  });

  it('app/components/user-menu.tsx: loading, a GitHub button when signed out, the email and sign-out when in', async () => {
    const { UserMenu } = await importSample<{ UserMenu: unknown }>(BASICS, 'app/components/user-menu.tsx');
    expect(renderWithSession(UserMenu, undefined)).toBe('<span>Loading...</span>');
    expect(renderWithSession(UserMenu, null)).toBe('<button>Sign in with GitHub</button>');
    expect(renderWithSession(UserMenu, adaSession)).toBe('<span>ada@example.com <button>Sign out</button></span>');
  });

  it.each(NEXT_VARIANTS)(
    'app/profile/page.tsx (%i, %s): getServerSession(authOptions) reads the session cookie of the request',
    async (occurrence) => {
      await useAuthModule(BASICS);
      const { default: ProfilePage } = await importSample<{ default: ServerComponent }>(
        BASICS,
        'app/profile/page.tsx',
        occurrence,
      );
      expect(await renderPage(ProfilePage, '/profile', null)).toBe('<p>You are not signed in.</p>');
      expect(await renderPage(ProfilePage, '/profile', { sub: '1', ...ada })).toBe(
        '<p>Signed in as ada@example.com</p>',
      );
    },
  );
});

// ---- Full-stack guide ------------------------------------------------------------------------

describe('Full-stack guide', () => {
  it('lib/auth.ts: the role comes from ADMIN_EMAILS at sign-in, stays in the token, and reaches the session', async () => {
    vi.stubEnv('ADMIN_EMAILS', 'Boss@Example.com, other@example.com');
    const { authOptions } = await importSample<{
      authOptions: Options & { callbacks: { jwt: (params: object) => Promise<object> } };
    }>(FULLSTACK, 'lib/auth.ts');
    const { jwt } = authOptions.callbacks;
    expect(await jwt({ token: { sub: '1' }, user: { id: '1', email: 'boss@example.com' } })).toEqual({
      sub: '1',
      role: 'admin',
    });
    expect(await jwt({ token: { sub: '2' }, user: { id: '2', email: 'ada@example.com' } })).toEqual({
      sub: '2',
      role: 'user',
    });
    // Later checks come without `user`: the stored role is kept.
    expect(await jwt({ token: { sub: '1', role: 'admin' } })).toEqual({ sub: '1', role: 'admin' });

    const session = async (claims: object) =>
      (
        await handle(authOptions, {
          action: 'session',
          method: 'GET',
          cookies: { [SESSION_COOKIE]: await encode({ token: claims, secret: SECRET }) },
        })
      ).body;
    expect(await session({ sub: '1', name: 'Boss', role: 'admin' })).toMatchObject({
      user: { id: '1', name: 'Boss', role: 'admin' },
    });
    // A cookie from before roles existed: the lowest role.
    expect(await session({ sub: '3', name: 'Old' })).toMatchObject({ user: { id: '3', role: 'user' } });
  });

  it('app/providers.tsx: client components under Providers can call useSession', async () => {
    const { Providers } = await importSample<{ Providers: unknown }>(FULLSTACK, 'app/providers.tsx');
    function Status() {
      return createElement('output', null, useSession().status);
    }
    // Without a session prop the provider starts loading, then fetches /api/auth/session in the browser.
    expect(renderToStaticMarkup(createElement(Providers as never, null, createElement(Status)))).toBe(
      '<output>loading</output>',
    );
  });

  it('app/auth-buttons.tsx: nothing while loading, a GitHub button signed out, name and role signed in', async () => {
    const { AuthButtons } = await importSample<{ AuthButtons: unknown }>(FULLSTACK, 'app/auth-buttons.tsx');
    expect(renderWithSession(AuthButtons, undefined)).toBe('');
    expect(renderWithSession(AuthButtons, null)).toBe('<button>Sign in with GitHub</button>');
    expect(renderWithSession(AuthButtons, { ...adaSession, user: { ...ada, role: 'admin' } })).toBe(
      '<p>Ada Lovelace (admin) <button>Sign out</button></p>',
    );
  });

  it.each(NEXT_VARIANTS)(
    'app/dashboard/page.tsx (%i, %s): signed-out visitors are sent to sign-in, signed-in ones are welcomed',
    async (occurrence) => {
      vi.stubEnv('ADMIN_EMAILS', '');
      await useAuthModule(FULLSTACK);
      const { default: DashboardPage } = await importSample<{ default: ServerComponent }>(
        FULLSTACK,
        'app/dashboard/page.tsx',
        occurrence,
      );
      expect(await renderPage(DashboardPage, '/dashboard', null)).toBe(
        'redirect /api/auth/signin?callbackUrl=/dashboard',
      );
      expect(await renderPage(DashboardPage, '/dashboard', { sub: '1', ...ada })).toBe(
        '<section><h1>Dashboard</h1><p>Welcome, Ada Lovelace.</p></section>',
      );
    },
  );

  it.each(NEXT_VARIANTS)(
    'app/admin/page.tsx (%i, %s): sign-in when signed out, not found without the admin role, the page with it',
    async (occurrence) => {
      await useAuthModule(FULLSTACK);
      const { default: AdminPage } = await importSample<{ default: ServerComponent }>(
        FULLSTACK,
        'app/admin/page.tsx',
        occurrence,
      );
      expect(await renderPage(AdminPage, '/admin', null)).toBe('redirect /api/auth/signin?callbackUrl=/admin');
      expect(await renderPage(AdminPage, '/admin', { sub: '1', ...ada, role: 'user' })).toBe('not found');
      expect(await renderPage(AdminPage, '/admin', { sub: '1', ...ada, role: 'admin' })).toBe('<h1>Admin</h1>');
    },
  );

  it('app/api/admin/stats/route.ts: 401 signed out, 403 without the role, the stats for an admin', async () => {
    await useAuthModule(FULLSTACK);
    const { GET } = await importSample<{ GET: () => Promise<Response> }>(FULLSTACK, 'app/api/admin/stats/route.ts');
    const call = async (claims: object | null) => {
      const response = await inRequest(await requestFor('/api/admin/stats', claims), GET);
      return { status: response.status, body: await response.json() };
    };
    expect(await call(null)).toEqual({ status: 401, body: { error: 'Not signed in' } });
    expect(await call({ sub: '1', ...ada, role: 'user' })).toEqual({ status: 403, body: { error: 'Admins only' } });
    expect(await call({ sub: '1', ...ada, role: 'admin' })).toEqual({
      status: 200,
      body: { signedInAs: 'ada@example.com', uptime: expect.any(Number) },
    });
  });

  it.each(['proxy.ts', 'middleware.ts'])(
    '%s: sign-in for visitors; members kept off /admin and /api/admin; admins let through',
    async (file) => {
      type Middleware = (req: Request, event: object) => Promise<Response | undefined>;
      const { default: middleware, config } = await importSample<{ default: Middleware; config: object }>(
        FULLSTACK,
        file,
      );
      const outcome = async (target: string, claims: object | null) => {
        const response = await middleware(await requestFor(target, claims), {});
        const location = response?.headers.get('location');
        if (location) return `redirect ${location.replace(ORIGIN, '')}`;
        if (response && response.headers.get('x-middleware-next') !== '1') return `${response.status}`;
        return 'pass';
      };
      const member = { sub: '2', role: 'user' };
      expect(await outcome('/dashboard', null)).toBe('redirect /api/auth/signin?callbackUrl=%2Fdashboard');
      expect(await outcome('/api/admin/stats', null)).toBe(
        'redirect /api/auth/signin?callbackUrl=%2Fapi%2Fadmin%2Fstats',
      );
      expect(await outcome('/dashboard', member)).toBe('pass');
      expect(await outcome('/admin', member)).toBe('redirect /dashboard');
      expect(await outcome('/api/admin/stats', member)).toBe('403');
      expect(await outcome('/admin', { sub: '1', role: 'admin' })).toBe('pass');
      expect(await outcome('/api/admin/stats', { sub: '1', role: 'admin' })).toBe('pass');
      expect(config).toEqual({ matcher: ['/dashboard/:path*', '/admin/:path*', '/api/admin/:path*'] });
    },
  );
});

// ---- Testing guide ---------------------------------------------------------------------------

describe('Testing guide', () => {
  it('test/session.tsx: WithSession gives components the fake session, or a signed-out state', async () => {
    const { WithSession, fakeSession } = await importSample<{
      WithSession: unknown;
      fakeSession: (overrides?: object) => { user: object; expires: string };
    }>(TESTING, 'test/session.tsx');
    const { AuthButtons } = await importSample<{ AuthButtons: unknown }>(FULLSTACK, 'app/auth-buttons.tsx');
    const render = (session: object | null) =>
      // Components from the docs' package world are loaded untyped; React checks them as it renders.
      renderToStaticMarkup(createElement(WithSession as never, { session }, createElement(AuthButtons as never)));
    expect(render(fakeSession())).toContain('Ada Lovelace');
    expect(render(null)).toBe('<button>Sign in with GitHub</button>');
    const expiresIn = Date.parse(fakeSession().expires) - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(fakeSession({ user: { name: 'Grace' } }).user).toEqual({ name: 'Grace' });
  });

  it('lib/permissions.ts: canViewStats sorts sessions into ok, unauthenticated and forbidden', async () => {
    const { canViewStats } = await importSample<{ canViewStats: (session: object | null) => string }>(
      TESTING,
      'lib/permissions.ts',
    );
    expect(canViewStats(null)).toBe('unauthenticated');
    expect(canViewStats({ ...adaSession, user: { ...ada, role: 'user' } })).toBe('forbidden');
    expect(canViewStats(adaSession)).toBe('forbidden');
    expect(canViewStats({ ...adaSession, user: { ...ada, role: 'admin' } })).toBe('ok');
  });

  describe('end-to-end sign-in against the App Router route handler, over HTTP', () => {
    let server: Server;
    let baseUrl: string;
    let authOptions: Options;
    beforeAll(async () => {
      // The route handler of the Core concepts page, serving the Testing page's lib/auth.ts.
      async function answer(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
        const chunks: Buffer[] = [];
        for await (const chunk of incoming) chunks.push(chunk as Buffer);
        const url = new URL(String(incoming.url), baseUrl);
        const request = new NextRequest(url.href, {
          method: incoming.method,
          headers: incoming.headers as Record<string, string>,
          body: incoming.method === 'POST' ? Buffer.concat(chunks) : undefined,
        });
        const nextauth = url.pathname.replace(/^\/api\/auth\//, '').split('/');
        const response = await inRequest(request, () =>
          NextAuth(authOptions)(request, { params: Promise.resolve({ nextauth }) }),
        );
        outgoing.statusCode = response.status;
        response.headers.forEach((value, name) => {
          if (name !== 'set-cookie') outgoing.setHeader(name, value);
        });
        outgoing.setHeader('set-cookie', response.headers.getSetCookie());
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      }
      server = createServer((incoming, outgoing) => void answer(incoming, outgoing));
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((done) => server.close(() => done())));

    it('lib/auth.ts: without E2E_LOGIN_SECRET only GitHub is offered', async () => {
      ({ authOptions } = await importSample<{ authOptions: Options }>(TESTING, 'lib/auth.ts'));
      const providers = await (await fetch(`${baseUrl}/api/auth/providers`)).json();
      expect(Object.keys(providers)).toEqual(['github']);
    });

    it('e2e/sign-in.ts: signs in through lib/auth.ts with the secret; a wrong secret fails with 401', async () => {
      vi.stubEnv('E2E_LOGIN_SECRET', 'the-e2e-secret');
      ({ authOptions } = await importSample<{ authOptions: Options }>(TESTING, 'lib/auth.ts'));
      const { signInForTests } = await importSample<{
        signInForTests: (baseUrl: string, email: string) => Promise<string>;
      }>(TESTING, 'e2e/sign-in.ts');
      const cookie = await signInForTests(baseUrl, 'tester@example.com');
      expect(cookie).toMatch(/^next-auth\.session-token=[\w.-]+$/);
      const session = await (await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie } })).json();
      expect(session.user).toEqual({ name: 'E2E user', email: 'tester@example.com' });

      vi.stubEnv('E2E_LOGIN_SECRET', 'not-the-secret');
      await expect(signInForTests(baseUrl, 'tester@example.com')).rejects.toThrow(
        'Test sign-in failed with status 401',
      );
    });

    it('e2e/session-cookie.ts: the minted cookie is a session the app accepts, named for http or https', async () => {
      ({ authOptions } = await importSample<{ authOptions: Options }>(TESTING, 'lib/auth.ts'));
      const { createSessionCookie } = await importSample<{
        createSessionCookie: (
          baseUrl: string,
          user: object,
        ) => Promise<{ name: string; value: string; secure: boolean }>;
      }>(TESTING, 'e2e/session-cookie.ts');
      const user = { id: 'u7', email: 'grace@example.com', name: 'Grace Hopper' };
      const cookie = await createSessionCookie(baseUrl, user);
      expect(cookie).toMatchObject({ name: 'next-auth.session-token', secure: false });
      const session = await (
        await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie: `${cookie.name}=${cookie.value}` } })
      ).json();
      expect(session.user).toEqual({ name: 'Grace Hopper', email: 'grace@example.com', image: null });
      expect(await createSessionCookie('https://staging.example.com', user)).toMatchObject({
        name: '__Secure-next-auth.session-token',
        secure: true,
      });
    });
  });
});

// ---- FAQ -------------------------------------------------------------------------------------

describe('FAQ', () => {
  const githubRepos = [{ full_name: 'ada/engine' }];
  function stubGitHub() {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(githubRepos));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('app/api/github/repos/route.ts: 401 signed out; signed in, calls GitHub with the stored access token', async () => {
    const { GET } = await importSample<{ GET: (req: Request) => Promise<Response> }>(
      FAQ,
      'app/api/github/repos/route.ts',
    );
    const fetch = stubGitHub();
    const signedOut = await GET(await requestFor('/api/github/repos', null));
    expect([signedOut.status, await signedOut.json()]).toEqual([401, { error: 'Not signed in' }]);
    const signedIn = await GET(await requestFor('/api/github/repos', { sub: '1', accessToken: 'gho_abc' }));
    expect([signedIn.status, await signedIn.json()]).toEqual([200, githubRepos]);
    expect(fetch).toHaveBeenCalledWith('https://api.github.com/user/repos', {
      headers: { Authorization: 'Bearer gho_abc' },
    });
  });

  it('pages/api/github/repos.ts: the same through the Pages Router API route', async () => {
    const { default: handler } = await importSample<{ default: (req: object, res: object) => Promise<void> }>(
      FAQ,
      'pages/api/github/repos.ts',
    );
    const fetch = stubGitHub();
    const call = async (claims: object | null) => {
      const answer: { status?: number; body?: unknown } = {};
      const res = {
        status: (code: number) => ((answer.status = code), res),
        json: (body: unknown) => ((answer.body = body), res),
      };
      const cookies = claims ? { [SESSION_COOKIE]: await encode({ token: claims, secret: SECRET }) } : {};
      await handler({ method: 'GET', headers: {}, cookies, query: {} }, res);
      return answer;
    };
    expect(await call(null)).toEqual({ status: 401, body: { error: 'Not signed in' } });
    expect(await call({ sub: '1', accessToken: 'gho_abc' })).toEqual({ status: 200, body: githubRepos });
    expect(fetch.mock.calls[0]![1]).toEqual({ headers: { Authorization: 'Bearer gho_abc' } });
  });

  it('lib/auth.ts: a first Google sign-in with a known email links to that user instead of OAuthAccountNotLinked', async () => {
    const { authOptions } = await importSample<{ authOptions: Options }>(FAQ, 'lib/auth.ts');
    const { default: parseProviders } = require(path.join(PKG, 'core/lib/providers')) as {
      default: (params: object) => { provider: object };
    };
    const { default: callbackHandler } = require(path.join(PKG, 'core/lib/callback-handler')) as {
      default: (params: object) => Promise<{ user: { id: string }; isNewUser: boolean }>;
    };
    const existing = { id: 'user-1', email: 'ada@example.com', emailVerified: null };
    const linked: object[] = [];
    const adapter = {
      getUserByAccount: async () => null,
      getUserByEmail: async (email: string) => (email === existing.email ? existing : null),
      linkAccount: async (account: object) => void linked.push(account),
      createUser: async () => {
        throw new Error('no new user expected');
      },
    };
    const signInWith = (providers: unknown[]) =>
      callbackHandler({
        profile: { id: 'google-9', email: 'ada@example.com', name: 'Ada' },
        account: { provider: 'google', type: 'oauth', providerAccountId: 'google-9' },
        options: {
          adapter,
          events: {},
          session: { strategy: 'jwt' },
          provider: parseProviders({ providers, url: `${ORIGIN}/api/auth`, providerId: 'google' }).provider,
        },
      });
    const result = await signInWith(authOptions.providers);
    expect(result.user).toBe(existing);
    expect(linked).toEqual([{ provider: 'google', type: 'oauth', providerAccountId: 'google-9', userId: 'user-1' }]);

    // The same provider without the option: the error the question is about.
    const GoogleProvider = requireFromNextAuth('next-auth/providers/google').default as (options: object) => object;
    // The callback route answers this error with a redirect to error=OAuthAccountNotLinked.
    await expect(signInWith([GoogleProvider({ clientId: 'id', clientSecret: 'secret' })])).rejects.toMatchObject({
      name: 'AccountNotLinkedError',
    });
  });
});

// ---- Provider pages --------------------------------------------------------------------------

describe('Credentials provider page', () => {
  it('lib/auth.ts: posts the username and password to the backend; its answer decides the sign-in', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const { password } = JSON.parse(String(init.body)) as { password: string };
      return password === 'right'
        ? Response.json({ id: 'u1', name: 'J Smith', email: 'jsmith@example.com' })
        : new Response('{}', { status: 401 });
    });
    vi.stubGlobal('fetch', fetch);
    const { authOptions } = await importSample<{ authOptions: Options }>(
      'docs/providers/credentials.mdx',
      'lib/auth.ts',
    );
    const good = await credentialsSignInWith(handle, authOptions, { username: 'jsmith', password: 'right' });
    expect(good.redirect).toBe(`${ORIGIN}/dashboard`);
    expect(cookieOf(good, SESSION_COOKIE)).toBeDefined();
    expect(fetch.mock.calls[0]![0]).toBe('https://api.example.com/login');
    // Only the two fields reach the backend, not the CSRF token and the other posted fields.
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toEqual({ username: 'jsmith', password: 'right' });

    const refused = `${ORIGIN}/api/auth/error?error=CredentialsSignin&provider=credentials`;
    expect((await credentialsSignInWith(handle, authOptions, { username: 'jsmith', password: 'wrong' })).redirect).toBe(
      refused,
    );
    expect((await credentialsSignInWith(handle, authOptions, { username: 'jsmith' })).redirect).toBe(refused);
    expect(fetch).toHaveBeenCalledTimes(2); // an empty password never reaches the backend
  });
});

describe('Email provider page', () => {
  const mailbox = new Mailbox();
  let smtp: string;
  beforeAll(async () => {
    smtp = await mailbox.listen();
  });
  afterAll(() => mailbox.close());

  it('lib/email-provider.ts: the link arrives with its own wording; it stays valid for 10 minutes', async () => {
    vi.stubEnv('EMAIL_SERVER', smtp);
    vi.stubEnv('EMAIL_FROM', 'App <no-reply@example.com>');
    const { emailProvider } = await importSample<{ emailProvider: object }>(
      'docs/providers/email.mdx',
      'lib/email-provider.ts',
    );
    const stored: { identifier: string; expires: Date }[] = [];
    const adapter = {
      createVerificationToken: async (token: { identifier: string; expires: Date }) => void stored.push(token),
      useVerificationToken: async () => null,
      getUserByEmail: async () => null,
    };
    const options = { providers: [emailProvider], adapter };
    const { token, cookies } = await csrfWith(handle, options);
    const response = await handle(options, {
      action: 'signin',
      providerId: 'email',
      method: 'POST',
      cookies,
      body: { csrfToken: token, email: 'Ana@Example.com', callbackUrl: `${ORIGIN}/notes` },
    });
    expect(response.redirect).toBe(`${ORIGIN}/api/auth/verify-request?provider=email&type=email`);

    const mail = await mailbox.take('ana@example.com');
    expect(mail.subject).toBe('Your sign-in link for localhost:3000');
    const link = new URL(String(mail.text?.match(/https?:\/\/\S+/)?.[0]));
    expect(link.origin + link.pathname).toBe(`${ORIGIN}/api/auth/callback/email`);
    expect(link.searchParams.get('email')).toBe('ana@example.com');
    expect(link.searchParams.get('callbackUrl')).toBe(`${ORIGIN}/notes`);
    expect(mail.text).toContain('It expires in 10 minutes.');
    expect(mail.html).toContain(`<a href="${link.href}">Sign in</a>`);
    const minutesLeft = (stored[0]!.expires.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9.9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
  });
});

describe('Providers overview', () => {
  it('lib/auth.ts: the discovery document gives the endpoints; sign-in asks for the scope with PKCE and state', async () => {
    vi.stubEnv('ACME_CLIENT_ID', 'acme-client');
    vi.stubEnv('ACME_CLIENT_SECRET', 'acme-secret');
    const { authOptions } = await importSample<{
      authOptions: Options & { providers: { profile: (profile: object) => object }[] };
    }>('docs/providers/index.mdx', 'lib/auth.ts');
    // No network here: the discovery document the provider's wellKnown URL would return.
    const discover = vi.spyOn(Issuer, 'discover').mockImplementation(
      async () =>
        // openid-client's Issuer, from next-auth's copy, is loaded untyped.
        new (Issuer as unknown as new (metadata: object) => unknown)({
          issuer: 'https://login.acme.example',
          authorization_endpoint: 'https://login.acme.example/authorize',
          token_endpoint: 'https://login.acme.example/token',
          jwks_uri: 'https://login.acme.example/jwks',
        }),
    );
    const { token, cookies } = await csrfWith(handle, authOptions);
    const response = await handle(authOptions, {
      action: 'signin',
      providerId: 'acme',
      method: 'POST',
      cookies,
      body: { csrfToken: token },
    });
    expect(discover).toHaveBeenCalledWith('https://login.acme.example/.well-known/openid-configuration');
    const redirect = new URL(String(response.redirect));
    expect(redirect.origin + redirect.pathname).toBe('https://login.acme.example/authorize');
    expect(Object.fromEntries(redirect.searchParams)).toMatchObject({
      client_id: 'acme-client',
      scope: 'openid email profile',
      redirect_uri: `${ORIGIN}/api/auth/callback/acme`,
      code_challenge_method: 'S256',
      state: expect.any(String),
    });

    const profile = { sub: 'a-1', name: 'Ana', email: 'ana@acme.example', picture: 'https://acme.example/a.png' };
    expect(authOptions.providers[0]!.profile(profile)).toEqual({
      id: 'a-1',
      name: 'Ana',
      email: 'ana@acme.example',
      image: 'https://acme.example/a.png',
    });
  });
});
