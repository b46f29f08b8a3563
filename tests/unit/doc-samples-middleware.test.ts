/**
 * The middleware samples of the Next.js page, run: each `proxy.ts` is called with requests built by
 * Next.js's own `NextRequest`, carrying session cookies made by next-auth's encoder, and its answer
 * (pass, redirect, rewrite) is read the way Next.js reads it. lib/jwt.ts is round-tripped.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN, SESSION_COOKIE } from './auth-core';
import { importSample, requireFromWorld } from './doc-samples';

const PAGE = 'docs/configuration/nextjs.mdx';
const SECRET = 'a-secret-for-the-middleware-samples';
const { NextRequest } = requireFromWorld('next/server') as { NextRequest: new (url: string, init?: object) => Request };
const { encode } = requireFromWorld('next-auth/jwt') as {
  encode: (params: { token: object; secret: string }) => Promise<string>;
};

type Proxy = (req: Request, event: object) => Promise<Response | undefined>;

beforeEach(() => {
  vi.stubEnv('NEXTAUTH_URL', ORIGIN);
  vi.stubEnv('NEXTAUTH_SECRET', SECRET);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** A request for `target`, signed in with a token holding `claims` unless they are null. */
async function request(target: string, claims: object | null): Promise<Request> {
  const headers: Record<string, string> = {};
  if (claims) headers.cookie = `${SESSION_COOKIE}=${await encode({ token: claims, secret: SECRET })}`;
  return new NextRequest(`${ORIGIN}${target}`, { headers });
}

/** What the proxy did: passed the request on, redirected it, or rewrote it to another path. */
async function outcome(proxy: Proxy, target: string, claims: object | null): Promise<string> {
  const response = await proxy(await request(target, claims), {});
  const rewrite = response?.headers.get('x-middleware-rewrite');
  if (rewrite) return `rewrite ${new URL(rewrite).pathname}`;
  const location = response?.headers.get('location');
  if (location) return `redirect ${location.replace(ORIGIN, '')}`;
  return 'pass';
}

const signInFor = (target: string, signInPage = '/api/auth/signin') =>
  `redirect ${signInPage}?callbackUrl=${encodeURIComponent(target)}`;

describe('proxy.ts samples', () => {
  const admin = { sub: '1', role: 'admin' };
  const member = { sub: '2', role: 'user' };

  it('callbacks.authorized: /admin needs the admin role, the rest any signed-in user', async () => {
    const { default: proxy } = await importSample<{ default: Proxy }>(PAGE, 'proxy.ts', 1);
    expect(await outcome(proxy, '/admin/users', admin)).toBe('pass');
    expect(await outcome(proxy, '/admin/users', member)).toBe(signInFor('/admin/users'));
    expect(await outcome(proxy, '/dashboard?tab=2', member)).toBe('pass');
    expect(await outcome(proxy, '/dashboard?tab=2', null)).toBe(signInFor('/dashboard?tab=2'));
  });

  it('a middleware function after the check: a member on /admin sees /forbidden, not the sign-in page', async () => {
    const { default: proxy } = await importSample<{ default: Proxy }>(PAGE, 'proxy.ts', 2);
    expect(await outcome(proxy, '/admin', member)).toBe('rewrite /forbidden');
    expect(await outcome(proxy, '/admin', admin)).toBe('pass');
    expect(await outcome(proxy, '/dashboard', member)).toBe('pass');
    expect(await outcome(proxy, '/admin', null)).toBe(signInFor('/admin'));
  });

  it('pages options: signed-out visitors go to /login, which itself is let through', async () => {
    const { default: proxy } = await importSample<{ default: Proxy }>(PAGE, 'proxy.ts', 3);
    expect(await outcome(proxy, '/dashboard', null)).toBe(signInFor('/dashboard', '/login'));
    expect(await outcome(proxy, '/login', null)).toBe('pass');
    expect(await outcome(proxy, '/dashboard', member)).toBe('pass');
  });
});

describe('lib/jwt.ts', () => {
  it('decodes what it encodes, and refuses another secret or a tampered token', async () => {
    type Jwt = {
      encode: (params: { token: object; secret: string; maxAge?: number }) => Promise<string>;
      decode: (params: { token?: string; secret: string }) => Promise<Record<string, unknown> | null>;
    };
    const { encode: signed, decode } = await importSample<Jwt>(PAGE, 'lib/jwt.ts');
    const token = await signed({ token: { sub: '1', role: 'admin' }, secret: SECRET });
    expect(token.split('.')).toHaveLength(3); // a signed JWS, readable by another service with the secret
    expect(await decode({ token, secret: SECRET })).toMatchObject({ sub: '1', role: 'admin' });
    expect(await decode({ token, secret: 'another-secret' })).toBeNull();
    expect(await decode({ token: `${token.slice(0, -2)}xx`, secret: SECRET })).toBeNull();
    expect(await decode({ token: undefined, secret: SECRET })).toBeNull();
    const expired = await signed({ token: { sub: '1' }, secret: SECRET, maxAge: -10 });
    expect(await decode({ token: expired, secret: SECRET })).toBeNull();
  });
});
