/**
 * next-auth/react 4.24 against next-auth's own request handler: the client functions run in a
 * stubbed browser whose `fetch` is answered by `AuthHandler`, the way the `[...nextauth]` route
 * answers them. Test names are quoted by `{/* tested: ... *\/}` comments in the v4 Client API page.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthHandler, type InternalRequest, type Options, ORIGIN, PKG, SESSION_COOKIE, useSiteUrl } from './auth-core';

const require = createRequire(import.meta.url);
type ClientFn = (...args: unknown[]) => Promise<unknown>;
const client = require(path.join(PKG, 'react')) as Record<'signIn' | 'signOut' | 'getSession', ClientFn>;
const CredentialsProvider = (require(path.join(PKG, 'providers/credentials')) as { default: (o: object) => unknown })
  .default;
const GitHubProvider = (require(path.join(PKG, 'providers/github')) as { default: (o: object) => unknown }).default;
const EmailProvider = (require(path.join(PKG, 'providers/email')) as { default: (o: object) => unknown }).default;

const SECRET = 'a-client-test-secret-that-is-long-enough';
const ADA = { id: 'ada-1', name: 'Ada', email: 'ada@example.com' };
const quietLogger = { error: () => {}, warn: () => {}, debug: () => {} };

useSiteUrl();
afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * A browser on `/login` whose requests to /api/auth reach AuthHandler with `options`, with a
 * cookie jar, answering `{ url }` for a redirect when the body asks for JSON as the route does.
 */
function browserWith(authOptions: Options) {
  const jar: Record<string, string> = {};
  const location = { href: `${ORIGIN}/login`, reload: vi.fn() };
  vi.stubGlobal('window', { location, addEventListener: () => {}, removeEventListener: () => {} });
  vi.stubGlobal('fetch', async (input: string, init: { method?: string; body?: unknown } = {}) => {
    const url = new URL(input, ORIGIN);
    const [action = '', providerId] = url.pathname.replace('/api/auth/', '').split('/');
    const body =
      init.body instanceof URLSearchParams
        ? Object.fromEntries(init.body)
        : typeof init.body === 'string'
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : undefined;
    const req: InternalRequest = {
      action,
      providerId,
      method: init.method?.toUpperCase() === 'POST' ? 'POST' : 'GET',
      cookies: { ...jar },
      headers: {},
      query: Object.fromEntries(url.searchParams),
      body,
    };
    const response = await AuthHandler({ options: { secret: SECRET, logger: quietLogger, ...authOptions }, req });
    for (const cookie of response.cookies ?? []) {
      if (cookie.options?.maxAge === 0) delete jar[cookie.name];
      else jar[cookie.name] = cookie.value;
    }
    const payload = response.redirect && body?.json === 'true' ? { url: response.redirect } : (response.body ?? {});
    return new Response(JSON.stringify(payload), { status: response.status ?? 200 });
  });
  return { jar, location };
}

const emailProvider = () =>
  EmailProvider({ server: 'smtp://localhost', from: 'a@b.c', sendVerificationRequest: async () => {} });
const emailAdapter = {
  getUserByEmail: async () => null,
  createVerificationToken: async (token: unknown) => token,
  useVerificationToken: async () => null,
  createUser: async (user: object) => ({ ...user, id: 'u1' }),
  getUser: async () => null,
  getUserByAccount: async () => null,
  updateUser: async (user: object) => user,
  linkAccount: async () => {},
  createSession: async (session: object) => session,
  getSessionAndUser: async () => null,
  updateSession: async (session: object) => session,
  deleteSession: async () => {},
};

describe('signIn with redirect: false (next-auth/react 4.24)', () => {
  it('Credentials refused by the signIn callback: ok false, status 403, error AccessDenied', async () => {
    const { location } = browserWith({
      providers: [CredentialsProvider({ credentials: { username: {} }, authorize: async () => ADA })],
      callbacks: { signIn: () => false },
    });
    const result = await client.signIn('credentials', { username: 'ada', redirect: false });
    expect(result).toEqual({ error: 'AccessDenied', status: 403, ok: false, url: null });
    expect(location.href).toBe(`${ORIGIN}/login`);
  });

  it('Email refused by the signIn callback: ok true, status 200, error AccessDenied', async () => {
    browserWith({ adapter: emailAdapter, providers: [emailProvider()], callbacks: { signIn: () => false } });
    const result = await client.signIn('email', { email: 'ada@example.com', redirect: false });
    expect(result).toEqual({ error: 'AccessDenied', status: 200, ok: true, url: null });
  });

  it('an OAuth provider ignores redirect: false: resolves to undefined and sends the browser to the provider', async () => {
    const { location } = browserWith({ providers: [GitHubProvider({ clientId: 'id', clientSecret: 'secret' })] });
    const result = await client.signIn('github', { redirect: false }, { prompt: 'consent' });
    expect(result).toBeUndefined();
    const target = new URL(location.href);
    expect(target.origin + target.pathname).toBe('https://github.com/login/oauth/authorize');
    // The third argument reaches the provider's authorization URL.
    expect(target.searchParams.get('prompt')).toBe('consent');
  });

  it('no provider id, or one that is not configured: the browser goes to the sign-in page with the current page as callbackUrl', async () => {
    const { location } = browserWith({ providers: [GitHubProvider({ clientId: 'id', clientSecret: 'secret' })] });
    const signInPage = `/api/auth/signin?${new URLSearchParams({ callbackUrl: `${ORIGIN}/login` })}`;
    expect(await client.signIn('google')).toBeUndefined();
    expect(location.href).toBe(signInPage);
    location.href = `${ORIGIN}/login`;
    await client.signIn();
    expect(location.href).toBe(signInPage);
  });

  it('authorize() receives every field signIn() posts, not only the keys of the credentials option', async () => {
    const authorize = vi.fn<(credentials: Record<string, unknown>) => Promise<typeof ADA>>(async () => ADA);
    const { jar } = browserWith({ providers: [CredentialsProvider({ credentials: { username: {} }, authorize })] });
    const result = await client.signIn('credentials', { username: 'ada', otp: '123456', redirect: false });
    expect(result).toMatchObject({ ok: true, error: null });
    expect(authorize.mock.calls[0]![0]).toMatchObject({ username: 'ada', otp: '123456', json: 'true' });
    expect(jar[SESSION_COOKIE]).toBeDefined();
  });
});

describe('signOut and getSession (next-auth/react 4.24)', () => {
  it('getSession() resolves to null when nobody is signed in, and to the session after a sign-in', async () => {
    browserWith({ providers: [CredentialsProvider({ credentials: { username: {} }, authorize: async () => ADA })] });
    expect(await client.getSession()).toBeNull();
    await client.signIn('credentials', { username: 'ada', redirect: false });
    expect(await client.getSession()).toEqual({
      user: { name: 'Ada', email: 'ada@example.com' },
      expires: expect.any(String),
    });
  });

  it('signOut({ redirect: false }) clears the session cookie, stays on the page and resolves to { url }', async () => {
    const { jar, location } = browserWith({
      providers: [CredentialsProvider({ credentials: { username: {} }, authorize: async () => ADA })],
    });
    await client.signIn('credentials', { username: 'ada', redirect: false });
    expect(await client.getSession()).toMatchObject({ user: { name: 'Ada' } });

    const result = await client.signOut({ redirect: false, callbackUrl: '/goodbye' });
    expect(result).toEqual({ url: `${ORIGIN}/goodbye` });
    expect(jar[SESSION_COOKIE]).toBeUndefined();
    expect(location.href).toBe(`${ORIGIN}/login`);
    expect(await client.getSession()).toBeNull();
  });
});
