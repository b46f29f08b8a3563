/**
 * next-auth/client 3.29 against its own API route: the client's functions run with `fetch`
 * answered by the real handler (see claims-v3-harness.ts). Test names are quoted by
 * `{/* tested: ... *\/}` comments in the v3 Client API and Credentials pages.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_URL, browser, v3, type Json } from './claims-v3-harness';

type ClientFn = (...args: unknown[]) => Promise<unknown>;
const client = v3<Record<string, ClientFn>>('client/index.js');
const logger = v3<{ setLogger(logger: Json): void }>('lib/logger.js');
const Providers = v3<{ default: Record<string, (options: Json) => Json> }>('providers/index.js').default;

const SECRET = 'claims-v3-client-secret';
const ADA = { id: '7', name: 'Ada', email: 'ada@example.com' };

function app(authorize: (credentials: Json) => unknown, options: Json = {}) {
  const session = browser({
    secret: SECRET,
    logger: { error: () => undefined, warn: () => undefined, debug: () => undefined },
    providers: [
      Providers.Credentials!({ credentials: { username: {} }, authorize }),
      Providers.GitHub!({ clientId: 'id', clientSecret: 'secret' }),
    ],
    ...options,
  });
  vi.stubGlobal('fetch', session.fetch);
  return session;
}

/** What `signIn` and `signOut` need of a browser: where the page is, and a way to leave it. */
function inBrowser() {
  const location = { href: `${BASE_URL}/login`, replace: vi.fn(), reload: vi.fn() };
  vi.stubGlobal('window', { location });
  return location;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signIn (next-auth/client 3.29)', () => {
  it('redirect: false with Credentials resolves to { error: null, status: 200, ok: true, url } on success', async () => {
    const session = app(async () => ADA);
    inBrowser();
    const result = await client.signIn!('credentials', { redirect: false, username: 'ada', callbackUrl: '/home' });
    expect(result).toEqual({ error: null, status: 200, ok: true, url: `${BASE_URL}/home` });
    expect(session.jar.values['next-auth.session-token']).toBeDefined();
  });

  it('redirect: false with authorize() returning null resolves to CredentialsSignin, 401, ok false, url null', async () => {
    app(async () => null);
    const location = inBrowser();
    const result = await client.signIn!('credentials', { redirect: false, username: 'ada' });
    expect(result).toEqual({ error: 'CredentialsSignin', status: 401, ok: false, url: null });
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('redirect: false with authorize() throwing an Error resolves with ok: true and the message as error', async () => {
    app(async () => {
      throw new Error('AccountLocked');
    });
    inBrowser();
    const result = await client.signIn!('credentials', { redirect: false, username: 'ada' });
    expect(result).toEqual({ error: 'AccountLocked', status: 200, ok: true, url: null });
  });

  it('an OAuth provider ignores redirect: false and sends the browser to the provider', async () => {
    app(async () => ADA);
    const location = inBrowser();
    const result = await client.signIn!('github', { redirect: false }, { login: 'ada' });
    expect(result).toBeUndefined();
    const target = new URL(location.replace.mock.calls[0]![0] as string);
    expect(target.origin + target.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(target.searchParams.get('login')).toBe('ada');
  });

  it('an unknown provider id sends the browser to the sign-in page with the current page as callbackUrl', async () => {
    app(async () => ADA);
    const location = inBrowser();
    await client.signIn!('nope');
    expect(location.replace).toHaveBeenCalledWith(`/api/auth/signin?callbackUrl=${encodeURIComponent(location.href)}`);
  });
});

describe('signOut, getSession, getCsrfToken, getProviders (next-auth/client 3.29)', () => {
  it('signOut with redirect: false clears the session cookie and resolves to { url }', async () => {
    const session = app(async () => ADA);
    inBrowser();
    await client.signIn!('credentials', { redirect: false, username: 'ada' });
    const result = await client.signOut!({ redirect: false, callbackUrl: '/bye' });
    expect(result).toEqual({ url: `${BASE_URL}/bye` });
    expect(session.jar.values['next-auth.session-token']).toBeUndefined();
  });

  it('getSession resolves to null when the endpoint answers {}, and to the session when signed in', async () => {
    app(async () => ADA);
    inBrowser();
    expect(await client.getSession!()).toBeNull();
    await client.signIn!('credentials', { redirect: false, username: 'ada' });
    expect(await client.getSession!()).toMatchObject({ user: { name: 'Ada', email: 'ada@example.com', image: null } });
  });

  it('getSession({ req }) on the server forwards the request cookie header to NEXTAUTH_URL', async () => {
    const session = app(async () => ADA);
    inBrowser();
    await client.signIn!('credentials', { redirect: false, username: 'ada' });
    const cookie = session.jar.header();
    vi.unstubAllGlobals();
    const seen: string[] = [];
    vi.stubGlobal('fetch', (url: string, init: Json) => {
      seen.push(url);
      return session.fetch(url, init);
    });
    expect(await client.getSession!({ req: { headers: { cookie } } })).toMatchObject({ user: { name: 'Ada' } });
    expect(await client.getSession!({ req: { headers: {} } })).toBeNull();
    expect(seen[0]).toBe(`${BASE_URL}/api/auth/session`);
  });

  it('on a failed request getSession and getProviders resolve to null, getCsrfToken to undefined', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const errors: string[] = [];
    logger.setLogger({ error: (code: string) => errors.push(code) });
    await expect(client.getSession!()).resolves.toBeNull();
    await expect(client.getProviders!()).resolves.toBeNull();
    await expect(client.getCsrfToken!()).resolves.toBeUndefined();
    expect(errors).toEqual(['CLIENT_FETCH_ERROR', 'CLIENT_FETCH_ERROR', 'CLIENT_FETCH_ERROR']);
  });

  it('getCsrfToken resolves to the token the csrf endpoint issued', async () => {
    const session = app(async () => ADA);
    const token = await client.getCsrfToken!();
    expect(session.jar.values['next-auth.csrf-token']!.split('|')[0]).toBe(token);
  });
});
