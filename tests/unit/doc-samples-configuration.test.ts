/**
 * The samples of the configuration pages (Callbacks, Events, Custom pages, OAuth), the v4 upgrade
 * guide and the warnings page, run: option modules through next-auth's own handler, with the
 * providers' servers answered by nock (OAuth sign-in and callback, OIDC discovery), App Router pages
 * with the session of a real encrypted cookie (next-app.ts), Pages Router pages through their
 * getServerSideProps, and buttons clicked with next-auth/react talking to the handler.
 * Client components that need a DOM run in doc-samples-configuration-client.test.ts.
 */
import nock from 'nock';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADA,
  cookieOf,
  credentialsTestProvider,
  GITHUB_TEST_PROVIDER,
  CSRF_COOKIE,
  csrfWith,
  fetchThrough,
  handlerWith,
  type InternalResponse,
  type Options,
  ORIGIN,
  SESSION_COOKIE,
  useSiteUrl,
} from './auth-core';
import { importSample, requireFromWorld } from './doc-samples';
import { appRouterWith, enterRequest, NEXT_VARIANTS, type ServerComponent, useNextHeaders } from './next-app';

const CALLBACKS = 'docs/configuration/callbacks.mdx';
const EVENTS = 'docs/configuration/events.mdx';
const PAGES = 'docs/configuration/pages.mdx';
const OAUTH = 'docs/configuration/providers/oauth.mdx';
const UPGRADE = 'docs/getting-started/upgrade-v4.mdx';
const WARNINGS = 'docs/warnings.mdx';
const SECRET = 'a-secret-for-the-configuration-samples';

const { createElement } = requireFromWorld('react') as typeof import('react');
const { renderToStaticMarkup } = requireFromWorld('react-dom/server') as typeof import('react-dom/server');
const { SessionProvider } = requireFromWorld('next-auth/react') as { SessionProvider: unknown };
const { decode, encode } = requireFromWorld('next-auth/jwt') as {
  decode: (params: { token: string; secret: string }) => Promise<Record<string, unknown> | null>;
  encode: (params: { token: object; secret: string }) => Promise<string>;
};

const quiet = { error: () => undefined, warn: () => undefined, debug: () => undefined };
const handle = handlerWith({ secret: SECRET, logger: quiet });
const { requestFor, renderPage } = appRouterWith(SECRET);
useSiteUrl();
useNextHeaders();

beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());
beforeEach(() => {
  vi.stubEnv('NEXTAUTH_SECRET', SECRET);
});
afterEach(() => {
  nock.cleanAll();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.doUnmock('@/lib/auth');
  vi.resetModules();
});

const ada = ADA;

/** Imports the `occurrence`-th `lib/auth.ts` of `doc` with `env` set first. */
async function authOptionsOf(
  doc: string,
  occurrence = 1,
  env: Record<string, string> = {},
  title = 'lib/auth.ts',
): Promise<Options> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { authOptions } = await importSample<{ authOptions: Options }>(doc, title, occurrence);
  return authOptions;
}

/** Imports a page's `lib/auth.ts` and serves it as `@/lib/auth` to the samples imported after. */
async function useAuthModule(doc: string, occurrence = 1): Promise<Options> {
  const authOptions = await authOptionsOf(doc, occurrence);
  vi.doMock('@/lib/auth', () => ({ authOptions }));
  return authOptions;
}

/** Starts an OAuth sign-in with `providerId` as the sign-in button does (POST with a CSRF token). */
async function startSignIn(options: Options, providerId: string) {
  const { token, cookies } = await csrfWith(handle, options);
  const response = await handle(options, {
    action: 'signin',
    providerId,
    method: 'POST',
    cookies,
    body: { csrfToken: token, callbackUrl: `${ORIGIN}/dashboard` },
  });
  const jar = { ...cookies };
  for (const cookie of response.cookies ?? []) jar[cookie.name] = cookie.value;
  return { redirect: new URL(String(response.redirect)), jar };
}

/** Signs in with `providerId` through its authorization URL and back to the callback with `code`. */
async function completeSignIn(options: Options, providerId: string): Promise<InternalResponse> {
  const { redirect, jar } = await startSignIn(options, providerId);
  return handle(options, {
    action: 'callback',
    providerId,
    method: 'GET',
    cookies: jar,
    query: { code: 'the-code', state: redirect.searchParams.get('state') ?? '' },
  });
}

async function sessionClaims(response: InternalResponse) {
  const cookie = cookieOf(response, SESSION_COOKIE);
  expect(cookie, `a session cookie (redirect: ${response.redirect})`).toBeDefined();
  return decode({ token: cookie!.value, secret: SECRET });
}

/** Browser globals for a component whose button calls signIn() or signOut(). */
function stubBrowser(options: Options) {
  const through = fetchThrough(handle, options);
  const browser = { location: { href: `${ORIGIN}/login`, reload: () => undefined } };
  vi.stubGlobal('window', browser);
  vi.stubGlobal('fetch', through.fetch);
  return { ...through, browser };
}

// ---- Callbacks ---------------------------------------------------------------------------------

describe('Callbacks page', () => {
  it('lib/auth.ts: the access token of the sign-in stays in the JWT and reaches the session', async () => {
    const authOptions = await authOptionsOf(CALLBACKS);
    const callbacks = authOptions.callbacks as {
      jwt: (params: object) => Promise<Record<string, unknown>>;
    };
    // What next-auth passes at sign-in (account set), then on a session check (account null).
    const token = await callbacks.jwt({ token: { sub: '1', ...ada }, account: { access_token: 'gho_abc' } });
    expect(await callbacks.jwt({ token, account: null })).toEqual({ sub: '1', ...ada, accessToken: 'gho_abc' });

    const cookie = await encode({ token, secret: SECRET });
    const session = await handle(authOptions, {
      action: 'session',
      method: 'GET',
      cookies: { [SESSION_COOKIE]: cookie },
    });
    expect(session.body).toMatchObject({ user: ada, accessToken: 'gho_abc' });
  });

  it.each(NEXT_VARIANTS)(
    'app/repos/page.tsx (%i, %s): asks signed-out visitors to sign in; lists the repositories with the token',
    async (occurrence) => {
      await useAuthModule(CALLBACKS);
      const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
        Response.json([{ id: 7, full_name: 'ada/engine' }]),
      );
      vi.stubGlobal('fetch', fetch);
      const { default: ReposPage } = await importSample<{ default: ServerComponent }>(
        CALLBACKS,
        'app/repos/page.tsx',
        occurrence,
      );
      expect(await renderPage(ReposPage, '/repos', null)).toBe('<p>Sign in to see your repositories.</p>');
      expect(await renderPage(ReposPage, '/repos', { sub: '1', ...ada, accessToken: 'gho_abc' })).toBe(
        '<ul><li>ada/engine</li></ul>',
      );
      expect(fetch).toHaveBeenCalledWith('https://api.github.com/user/repos', {
        headers: { Authorization: 'Bearer gho_abc' },
      });
    },
  );

  describe('lib/auth.ts (refresh)', () => {
    type Jwt = (params: object) => Promise<Record<string, unknown>>;
    async function refreshCallbacks() {
      const authOptions = await authOptionsOf(CALLBACKS, 2, {
        GOOGLE_CLIENT_ID: 'google-id',
        GOOGLE_CLIENT_SECRET: 'google-secret',
      });
      return authOptions.callbacks as { jwt: Jwt; session: (params: object) => Promise<object> };
    }
    const now = () => Math.floor(Date.now() / 1000);

    it('asks Google for offline access, and keeps the tokens of the sign-in', async () => {
      const authOptions = await authOptionsOf(CALLBACKS, 2);
      const [google] = authOptions.providers as { options: { authorization: unknown } }[];
      expect(google!.options.authorization).toEqual({ params: { access_type: 'offline', prompt: 'consent' } });
      const { jwt } = await refreshCallbacks();
      const account = { access_token: 'at-1', refresh_token: 'rt-1', expires_at: now() + 3600 };
      expect(await jwt({ token: { sub: '1' }, account })).toEqual({
        sub: '1',
        accessToken: 'at-1',
        refreshToken: 'rt-1',
        expiresAt: account.expires_at,
      });
    });

    it('a token still valid is kept; an expired one is refreshed at Google', async () => {
      const { jwt } = await refreshCallbacks();
      const valid = { sub: '1', accessToken: 'at-1', refreshToken: 'rt-1', expiresAt: now() + 60 };
      expect(await jwt({ token: valid, account: null })).toBe(valid);

      let form: URLSearchParams | undefined;
      nock('https://oauth2.googleapis.com')
        .post('/token', (body: string) => ((form = new URLSearchParams(body)), true))
        .reply(200, { access_token: 'at-2', expires_in: 3599 });
      const refreshed = await jwt({ token: { ...valid, expiresAt: now() - 1 }, account: null });
      expect(Object.fromEntries(form!)).toEqual({
        client_id: 'google-id',
        client_secret: 'google-secret',
        grant_type: 'refresh_token',
        refresh_token: 'rt-1',
      });
      expect(refreshed).toMatchObject({ accessToken: 'at-2', refreshToken: 'rt-1' });
      expect(refreshed.expiresAt).toBeGreaterThanOrEqual(now() + 3598);
    });

    it('a refused refresh marks the token, and the session shows the error', async () => {
      const { jwt, session } = await refreshCallbacks();
      nock('https://oauth2.googleapis.com').post('/token').reply(400, { error: 'invalid_grant' });
      const expired = { sub: '1', accessToken: 'at-1', refreshToken: 'rt-1', expiresAt: now() - 1 };
      const marked = await jwt({ token: expired, account: null });
      expect(marked).toEqual({ ...expired, error: 'RefreshAccessTokenError' });
      expect(await session({ session: { user: ada, expires: 'x' }, token: marked })).toEqual({
        user: ada,
        expires: 'x',
        accessToken: 'at-1',
        error: 'RefreshAccessTokenError',
      });
    });
  });

  it('components/rename-form.tsx: nothing signed out; the form holds the current name', async () => {
    const { RenameForm } = await importSample<{ RenameForm: unknown }>(CALLBACKS, 'components/rename-form.tsx');
    const render = (session: object | null) =>
      // Components from the docs' package world are loaded untyped; React checks them as it renders.
      renderToStaticMarkup(createElement(SessionProvider as never, { session }, createElement(RenameForm as never)));
    expect(render(null)).toBe('');
    expect(render({ user: ada, expires: '2099-01-01T00:00:00.000Z' })).toBe(
      '<form><input name="name" value="Ada Lovelace"/><button type="submit">Save</button></form>',
    );
  });
});

// ---- Events ------------------------------------------------------------------------------------

describe('Events page', () => {
  it('lib/auth.ts: a sign-in posts an audit record with the user id and the provider', async () => {
    const authOptions = await authOptionsOf(EVENTS);
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const events = authOptions.events as { signIn: (message: object) => Promise<void> };
    await events.signIn({ user: { id: 'u1', ...ada }, account: { provider: 'github' }, isNewUser: false });
    const [url, init] = fetch.mock.calls[0]!;
    expect([url, init.method, new Headers(init.headers).get('content-type')]).toEqual([
      'https://audit.example.com/events',
      'POST',
      'application/json',
    ]);
    expect(JSON.parse(String(init.body))).toEqual({
      type: 'sign-in',
      userId: 'u1',
      provider: 'github',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });
});

// ---- Custom pages -------------------------------------------------------------------------------

describe('Custom pages page', () => {
  /** The options the custom pages are built for: GitHub and a Credentials login, with custom pages. */
  const siteOptions: Options = {
    providers: [GITHUB_TEST_PROVIDER, credentialsTestProvider()],
    pages: { signIn: '/auth/signin', error: '/auth/error' },
    session: { strategy: 'jwt' },
  };

  /** A Pages Router context for `target`, from a browser with `cookies`. */
  function contextFor(target: string, cookies: Record<string, string> = {}) {
    const url = new URL(target, ORIGIN);
    const cookie = Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const headers = new Map<string, unknown>();
    return {
      req: { headers: { host: url.host, ...(cookie && { cookie }) }, cookies, url: url.pathname + url.search },
      res: {
        getHeader: (name: string) => headers.get(name.toLowerCase()),
        setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
        appendHeader: (name: string, value: string | string[]) =>
          headers.set(
            name.toLowerCase(),
            [...((headers.get(name.toLowerCase()) as string[] | undefined) ?? []), value].flat(),
          ),
      },
      query: Object.fromEntries(url.searchParams),
    };
  }

  /** The cookies a page's response sets in the browser (name to value). */
  function cookiesSetBy(context: ReturnType<typeof contextFor>): Record<string, string> {
    const setCookie = [context.res.getHeader('set-cookie') ?? []].flat() as string[];
    return Object.fromEntries(setCookie.map((header) => header.split(';')[0]!.split(/=(.*)/s).slice(0, 2)));
  }

  /** Serves the page's lib/csrf-token.ts as `@/lib/csrf-token` to the pages imported after. */
  async function useCsrfTokenHelper() {
    const helper = await importSample<object>(PAGES, 'lib/csrf-token.ts');
    vi.doMock('@/lib/csrf-token', () => helper);
  }

  /** The actions of the forms in `html` that post. */
  const postsTo = (html: string) =>
    [...html.matchAll(/<form [^>]*>/g)]
      .filter(([tag]) => tag.includes('method="post"'))
      .map(([tag]) => /action="([^"]*)"/.exec(tag)?.[1]);

  type PropsPage<P> = {
    getServerSideProps: (context: object) => Promise<{ props?: P; redirect?: object }>;
    default: (props: P) => ReactElement;
  };

  describe('pages/auth/signin.tsx', () => {
    async function signInPage() {
      vi.doMock('@/lib/auth', () => ({ authOptions: siteOptions }));
      vi.stubGlobal('fetch', fetchThrough(handle, siteOptions).fetch);
      await useCsrfTokenHelper();
      return importSample<PropsPage<{ csrfToken: string; callbackUrl: string }>>(PAGES, 'pages/auth/signin.tsx');
    }

    it('lists the providers with the error and callbackUrl; its Credentials form signs in', async () => {
      const page = await signInPage();
      // The browser's first visit, without cookies: the page's response hands it the CSRF cookie.
      const context = contextFor('/auth/signin?callbackUrl=%2Fnotes&error=CredentialsSignin');
      const { props } = await page.getServerSideProps(context);
      const jar = cookiesSetBy(context);
      expect(jar[CSRF_COOKIE]).toBeDefined();
      expect(props).toMatchObject({ callbackUrl: '/notes', error: 'CredentialsSignin' });
      const html = renderToStaticMarkup(page.default(props!));
      expect(html).toContain('<p role="alert">Wrong email or password.</p>');
      expect(html).toContain('<button>Sign in with GitHub</button>');
      expect(postsTo(html)).toContain(`${ORIGIN}/api/auth/callback/credentials`);
      expect(html).toContain(`<input type="hidden" name="csrfToken" value="${props!.csrfToken}"/>`);

      // What the browser posts when the form is submitted.
      const form = Object.fromEntries(
        [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"\/>/g)].map(([, name, value]) => [
          name,
          value,
        ]),
      );
      const signedIn = await handle(siteOptions, {
        action: 'callback',
        providerId: 'credentials',
        method: 'POST',
        cookies: jar,
        body: { ...form, username: 'ada', password: 'engine' },
      });
      expect(signedIn.redirect).toBe(`${ORIGIN}/notes`);
      expect(cookieOf(signedIn, SESSION_COOKIE)).toBeDefined();
    });

    it('sends a signed-in visitor home', async () => {
      const page = await signInPage();
      const cookie = await encode({ token: { sub: '1', ...ada }, secret: SECRET });
      const result = await page.getServerSideProps(contextFor('/auth/signin', { [SESSION_COOKIE]: cookie }));
      expect(result).toEqual({ redirect: { destination: '/', permanent: false } });
    });
  });

  it('pages/auth/credentials-signin.tsx: the form posts the CSRF token with the fields, and signs in on a first visit', async () => {
    vi.stubGlobal('fetch', fetchThrough(handle, siteOptions).fetch);
    await useCsrfTokenHelper();
    const page = await importSample<PropsPage<{ csrfToken: string }>>(PAGES, 'pages/auth/credentials-signin.tsx');
    const context = contextFor('/auth/credentials-signin');
    const { props } = await page.getServerSideProps(context);
    const jar = cookiesSetBy(context);
    const html = renderToStaticMarkup(page.default(props!));
    expect(postsTo(html)).toEqual(['/api/auth/callback/credentials']);
    expect(html).toContain(`<input type="hidden" name="csrfToken" value="${props!.csrfToken}"/>`);
    const signedIn = await handle(siteOptions, {
      action: 'callback',
      providerId: 'credentials',
      method: 'POST',
      cookies: jar,
      body: { csrfToken: props!.csrfToken, username: 'ada', password: 'engine' },
    });
    expect(cookieOf(signedIn, SESSION_COOKIE)).toBeDefined();
  });

  it('pages/auth/email-signin.tsx: the form posts the email and a CSRF token the server accepts', async () => {
    vi.stubGlobal('fetch', fetchThrough(handle, siteOptions).fetch);
    await useCsrfTokenHelper();
    const page = await importSample<PropsPage<{ csrfToken: string }>>(PAGES, 'pages/auth/email-signin.tsx');
    const context = contextFor('/auth/email-signin');
    const { props } = await page.getServerSideProps(context);
    const jar = cookiesSetBy(context);
    const html = renderToStaticMarkup(page.default(props!));
    expect(postsTo(html)).toEqual(['/api/auth/signin/email']);
    expect(html).toMatch(/<input(?=[^>]*type="email")(?=[^>]*name="email")[^>]*>/);
    // The token is the one the browser's CSRF cookie proves ("<token>|<hash>").
    expect(props!.csrfToken).toMatch(/^[0-9a-f]{64}$/);
    expect(jar[CSRF_COOKIE]?.split('|')[0]).toBe(props!.csrfToken);
  });

  it('app/auth/signout/page.tsx: the button signs out and goes home', async () => {
    const { browser, calls, jar } = stubBrowser(siteOptions);
    jar[SESSION_COOKIE] = await encode({ token: { sub: '1', ...ada }, secret: SECRET });
    const { default: SignOutPage } = await importSample<{ default: () => ReactElement }>(
      PAGES,
      'app/auth/signout/page.tsx',
    );
    const main = SignOutPage() as ReactElement<{ children: ReactElement<{ onClick?: () => Promise<void> }>[] }>;
    const button = main.props.children.find((child) => child.type === 'button');
    await button!.props.onClick!();
    expect(calls.map((call) => `${call.method} ${call.action}`)).toEqual(['GET csrf', 'POST signout']);
    expect(jar[SESSION_COOKIE]).toBeUndefined();
    expect(browser.location.href).toBe(`${ORIGIN}/`);
  });

  it('app/auth/error/page.tsx: a message for each code, in any case, and a generic one', async () => {
    const { default: ErrorPage } = await importSample<{ default: ServerComponent }>(PAGES, 'app/auth/error/page.tsx');
    const messageFor = async (error?: string) =>
      /<p>(.*?)<\/p>/.exec(
        await renderPage(ErrorPage, '/auth/error', null, { searchParams: Promise.resolve({ error }) }),
      )?.[1];
    expect(await messageFor('Configuration')).toBe('The server is not configured correctly. Please contact us.');
    expect(await messageFor('configuration')).toBe('The server is not configured correctly. Please contact us.');
    expect(await messageFor('AccessDenied')).toBe('You do not have permission to sign in.');
    expect(await messageFor('Verification')).toMatch(/^This sign-in link is no longer valid/);
    expect(await messageFor('Something thrown')).toBe('Something went wrong while signing you in.');
    expect(await messageFor()).toBe('Something went wrong while signing you in.');
  });

  it('app/auth/error/page.tsx: the codes it names are the ones next-auth sends to pages.error', async () => {
    // signIn callback returning false: error=AccessDenied on the custom error page.
    const denying = { ...siteOptions, callbacks: { signIn: () => false } };
    const { token, cookies } = await csrfWith(handle, denying);
    const denied = await handle(denying, {
      action: 'callback',
      providerId: 'credentials',
      method: 'POST',
      cookies,
      body: { csrfToken: token, username: 'ada', password: 'engine' },
    });
    // First to the built-in error route, which sends the browser on to pages.error.
    expect(denied.redirect).toBe(`${ORIGIN}/api/auth/error?error=AccessDenied`);
    const error = await handle(denying, { action: 'error', method: 'GET', error: 'AccessDenied' });
    expect(error.redirect).toBe('/auth/error?error=AccessDenied');
  });

  it('app/auth/verify-request/page.tsx and app/auth/new-user/page.tsx render their message and link, a link on this site only', async () => {
    const { default: VerifyRequestPage } = await importSample<{ default: () => ReactElement }>(
      PAGES,
      'app/auth/verify-request/page.tsx',
    );
    expect(renderToStaticMarkup(VerifyRequestPage())).toContain('<h1>Check your email</h1>');
    const { default: NewUserPage } = await importSample<{ default: ServerComponent }>(
      PAGES,
      'app/auth/new-user/page.tsx',
    );
    const link = async (callbackUrl?: string) =>
      /href="([^"]*)"/.exec(
        await renderPage(NewUserPage, '/auth/new-user', null, { searchParams: Promise.resolve({ callbackUrl }) }),
      )?.[1];
    expect(await link('/notes')).toBe('/notes');
    expect(await link()).toBe('/');
    // What NextAuth.js sends (an absolute URL of the site), and a hand-made link to another site.
    expect(await link('http://localhost:3000/notes?tab=2')).toBe('/notes?tab=2');
    expect(await link('https://elsewhere.example/phish?x=1')).toBe('/phish?x=1');
    expect(await link('//elsewhere.example/phish')).toBe('/phish');
    expect(await link('http://[')).toBe('/');
  });
});

// ---- OAuth providers ----------------------------------------------------------------------------

describe('OAuth page', () => {
  it('lib/auth.ts (GitHub): sign-in goes to GitHub with the callback URL', async () => {
    const options = await authOptionsOf(OAUTH, 1, { GITHUB_ID: 'gh-id', GITHUB_SECRET: 'gh-secret' });
    const { redirect } = await startSignIn(options, 'github');
    expect(redirect.origin + redirect.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(redirect.searchParams.get('client_id')).toBe('gh-id');
    expect(redirect.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/callback/github`);
  });

  /** Google's discovery document, answered here. */
  function answerGoogleDiscovery() {
    nock('https://accounts.google.com').persist().get('/.well-known/openid-configuration').reply(200, {
      issuer: 'https://accounts.google.com',
      authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      token_endpoint: 'https://oauth2.googleapis.com/token',
      jwks_uri: 'https://www.googleapis.com/oauth2/v3/certs',
    });
  }

  it('lib/auth.ts (Google): the extra parameters join the default scope; profile() maps the claims', async () => {
    answerGoogleDiscovery();
    const options = await authOptionsOf(OAUTH, 2, { GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret' });
    const { redirect } = await startSignIn(options, 'google');
    expect(redirect.origin + redirect.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(redirect.searchParams)).toMatchObject({
      scope: 'openid email profile',
      prompt: 'select_account',
      hd: 'example.com',
      client_id: 'g-id',
    });
    const [google] = options.providers as { options: { profile: (claims: object) => object; httpOptions: object } }[];
    expect(
      google!.options.profile({
        sub: '42',
        given_name: 'Ada',
        name: 'Ada Lovelace',
        email: ada.email,
        picture: 'p.png',
      }),
    ).toEqual({ id: '42', name: 'Ada', email: ada.email, image: 'p.png' });
    expect(google!.options.httpOptions).toEqual({ timeout: 10000 });
  });

  it('components/switch-account.tsx: the button sends prompt=select_account to Google', async () => {
    answerGoogleDiscovery();
    const options = await authOptionsOf(OAUTH, 2, { GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret' });
    const { browser } = stubBrowser(options);
    const { SwitchAccountButton } = await importSample<{
      SwitchAccountButton: () => ReactElement<{ onClick: () => Promise<void> }>;
    }>(OAUTH, 'components/switch-account.tsx');
    await SwitchAccountButton().props.onClick();
    const target = new URL(browser.location.href);
    expect(target.origin + target.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(target.searchParams.get('prompt')).toBe('select_account');
  });

  const acmeEnv = { ACME_CLIENT_ID: 'acme-id', ACME_CLIENT_SECRET: 'acme-secret' };

  it('lib/auth.ts (Acme): the authorization URL carries the scope, PKCE and state', async () => {
    const options = await authOptionsOf(OAUTH, 3, acmeEnv);
    const { redirect } = await startSignIn(options, 'acme');
    expect(redirect.origin + redirect.pathname).toBe('https://acme.example.com/oauth/authorize');
    expect(Object.fromEntries(redirect.searchParams)).toMatchObject({
      client_id: 'acme-id',
      scope: 'read:user user:email',
      redirect_uri: `${ORIGIN}/api/auth/callback/acme`,
      code_challenge_method: 'S256',
      state: expect.any(String),
      code_challenge: expect.any(String),
    });
  });

  it('lib/auth.ts (Acme): the callback trades the code, reads /me, and signs in with the mapped profile', async () => {
    const options = await authOptionsOf(OAUTH, 3, acmeEnv);
    let tokenForm: URLSearchParams | undefined;
    nock('https://acme.example.com')
      .post('/oauth/token', (body: string) => ((tokenForm = new URLSearchParams(body)), true))
      .reply(200, { access_token: 'acme-at', token_type: 'bearer' });
    // openid-client writes the token type as the token endpoint spelled it.
    nock('https://api.acme.example.com', { reqheaders: { authorization: /^bearer acme-at$/i } })
      .get('/me')
      .reply(200, { id: 7, login: 'ada', display_name: null, email: ada.email, avatar_url: 'a.png' });
    const response = await completeSignIn(options, 'acme');
    expect(response.redirect).toBe(`${ORIGIN}/dashboard`);
    expect(tokenForm?.get('code')).toBe('the-code');
    expect(tokenForm?.get('code_verifier')).toMatch(/.{43,}/);
    expect(await sessionClaims(response)).toMatchObject({ sub: '7', name: 'ada', email: ada.email, picture: 'a.png' });
  });

  it('lib/acme-provider.ts: the options given to Acme() are merged in (client id, secret)', async () => {
    const { default: Acme } = await importSample<{ default: (options: object) => object }>(
      OAUTH,
      'lib/acme-provider.ts',
    );
    const options = { providers: [Acme({ clientId: 'acme-id', clientSecret: 'acme-secret' })] };
    const { redirect } = await startSignIn(options, 'acme');
    expect(redirect.origin + redirect.pathname).toBe('https://acme.example.com/oauth/authorize');
    expect(Object.fromEntries(redirect.searchParams)).toMatchObject({ client_id: 'acme-id', scope: 'profile email' });
  });

  it('lib/auth.ts (corporate SSO): the endpoints come from the discovery document', async () => {
    nock('https://sso.example.com').get('/.well-known/openid-configuration').reply(200, {
      issuer: 'https://sso.example.com',
      authorization_endpoint: 'https://sso.example.com/oauth2/authorize',
      token_endpoint: 'https://sso.example.com/oauth2/token',
      jwks_uri: 'https://sso.example.com/jwks',
    });
    const options = await authOptionsOf(OAUTH, 4, { CORP_SSO_CLIENT_ID: 'corp-id', CORP_SSO_CLIENT_SECRET: 's' });
    const { redirect } = await startSignIn(options, 'corp-sso');
    expect(redirect.origin + redirect.pathname).toBe('https://sso.example.com/oauth2/authorize');
    expect(Object.fromEntries(redirect.searchParams)).toMatchObject({
      client_id: 'corp-id',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.any(String),
    });
  });

  it('lib/auth.ts (legacy): userinfo.request sends the token in X-Access-Token and unwraps the user', async () => {
    const options = await authOptionsOf(OAUTH, 5, { LEGACY_CLIENT_ID: 'l-id', LEGACY_CLIENT_SECRET: 'l-secret' });
    nock('https://legacy.example.com').post('/token').reply(200, { access_token: 'legacy-at', token_type: 'bearer' });
    nock('https://legacy.example.com', { reqheaders: { 'x-access-token': 'legacy-at' } })
      .get('/api/whoami')
      .reply(200, { user: { user_id: 'L-9', name: 'Ada', email: ada.email } });
    const response = await completeSignIn(options, 'legacy');
    expect(response.redirect).toBe(`${ORIGIN}/dashboard`);
    expect(await sessionClaims(response)).toMatchObject({ sub: 'L-9', name: 'Ada', email: ada.email });
  });
});

// ---- Upgrade guide and warnings -----------------------------------------------------------------

describe('Upgrade to v4 page', () => {
  it('pages/_app.tsx (v4): the page gets every prop, session included; useSession sees the session from them', async () => {
    const { default: App } = await importSample<{ default: (props: object) => ReactElement }>(
      UPGRADE,
      'pages/_app.tsx (v4)',
    );
    const { default: Profile } = await importSample<{ default: () => ReactElement }>(
      UPGRADE,
      'components/profile.tsx (v4)',
    );
    // A page that reads its own session prop, as getServerSideProps pages do (configuration/nextjs).
    function Page({ title, session }: { title: string; session: { user: { email: string } } | null }) {
      return createElement(
        'section',
        { 'data-prop': session?.user.email ?? 'none' },
        createElement('h1', null, title),
        createElement(Profile),
      );
    }
    const render = (session: object | null) =>
      // Components from the docs' package world are loaded untyped; React checks them as it renders.
      renderToStaticMarkup(createElement(App as never, { Component: Page, pageProps: { session, title: 'Home' } }));
    expect(render({ user: ada, expires: '2099-01-01T00:00:00.000Z' })).toBe(
      '<section data-prop="ada@example.com"><h1>Home</h1><p>Signed in as ada@example.com</p></section>',
    );
    expect(render(null)).toBe('<section data-prop="none"><h1>Home</h1><p>Not signed in</p></section>');
  });

  it('components/profile.tsx (v4): "Loading…" until the session is known', async () => {
    const { default: Profile } = await importSample<{ default: () => ReactElement }>(
      UPGRADE,
      'components/profile.tsx (v4)',
    );
    // Components from the docs' package world are loaded untyped; React checks them as it renders.
    expect(renderToStaticMarkup(createElement(SessionProvider as never, null, createElement(Profile)))).toBe(
      '<p>Loading…</p>',
    );
  });

  it('lib/auth.ts (v4): GitHub and Google, each imported from its own module', async () => {
    const env = { GITHUB_ID: 'gh', GITHUB_SECRET: 'gh-s', GOOGLE_ID: 'g', GOOGLE_SECRET: 'g-s' };
    const options = await authOptionsOf(UPGRADE, 1, env, 'lib/auth.ts (v4)');
    const { body } = await handle(options, { action: 'providers', method: 'GET' });
    expect(Object.keys(body as object)).toEqual(['github', 'google']);
  });
});

describe('Warnings page', () => {
  it('lib/current-user.ts: the email of the signed-in user, or null', async () => {
    await useAuthModule(CALLBACKS);
    const { currentUserEmail } = await importSample<{ currentUserEmail: () => Promise<string | null> }>(
      WARNINGS,
      'lib/current-user.ts',
    );
    enterRequest(await requestFor('/', null));
    expect(await currentUserEmail()).toBeNull();
    enterRequest(await requestFor('/', { sub: '1', ...ada }));
    expect(await currentUserEmail()).toBe('ada@example.com');
  });
});
