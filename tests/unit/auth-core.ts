/**
 * next-auth's own request handler (`AuthHandler` from `next-auth/core`, which the App Router and
 * Pages Router handlers both call), loaded from v4's package world and driven with
 * the internal requests those handlers give it. Shared by the tests that hold the pages' claims
 * and run their samples against the package itself.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { SITE_DIR, versionLabelled } from '../../config/versions';

// next-auth 4's core: the handler both of its routers call (v3 has no such module).
export const PKG = path.join(SITE_DIR, versionLabelled('v4').samplesDir, 'node_modules/next-auth');
const require = createRequire(import.meta.url);

export const ORIGIN = 'http://localhost:3000';
export const SESSION_COOKIE = 'next-auth.session-token';
export const CSRF_COOKIE = 'next-auth.csrf-token';

export interface Cookie {
  name: string;
  value: string;
  options?: { expires?: Date; maxAge?: number };
}
export interface InternalResponse {
  status?: number;
  redirect?: string;
  body?: unknown;
  cookies?: Cookie[];
  headers?: { key: string; value: string }[];
}
export interface InternalRequest {
  action: string;
  method: 'GET' | 'POST';
  providerId?: string;
  error?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}
export type Options = Record<string, unknown> & { providers: unknown[] };

// Not in the package's exports map: required by path, as Node's loader allows.
export const { AuthHandler } = require(path.join(PKG, 'core')) as {
  AuthHandler: (params: { req: InternalRequest; options: Options }) => Promise<InternalResponse>;
};

// The cookie parser next-auth itself depends on.
export const { parse: parseCookies } = createRequire(path.join(PKG, 'package.json'))('cookie') as {
  parse: (header: string) => Record<string, string>;
};

export function cookieOf(response: InternalResponse, name: string): Cookie | undefined {
  return response.cookies?.find((cookie) => cookie.name === name);
}

export type Handle = (options: Options, req: InternalRequest) => Promise<InternalResponse>;

/** A handler call with `defaults` (a secret, a logger) under the options a test passes. */
export function handlerWith(defaults: Partial<Options>): Handle {
  return (options, req) =>
    AuthHandler({
      options: { ...defaults, ...options },
      req: { headers: {}, cookies: {}, query: {}, ...req },
    });
}

/** A CSRF token and the cookie that proves it, as the client's signIn() fetches them first. */
export async function csrfWith(
  handle: Handle,
  options: Options,
): Promise<{ token: string; cookies: Record<string, string> }> {
  const response = await handle(options, { action: 'csrf', method: 'GET' });
  const cookie = cookieOf(response, CSRF_COOKIE);
  if (!cookie) throw new Error('no CSRF cookie');
  return { token: (response.body as { csrfToken: string }).csrfToken, cookies: { [CSRF_COOKIE]: cookie.value } };
}

/** Posts `fields` to a Credentials provider's callback, with a CSRF token, as signIn() does. */
export async function credentialsSignInWith(
  handle: Handle,
  options: Options,
  fields: Record<string, string>,
  providerId = 'credentials',
): Promise<InternalResponse> {
  const { token, cookies } = await csrfWith(handle, options);
  return handle(options, {
    action: 'callback',
    providerId,
    method: 'POST',
    cookies,
    body: { ...fields, csrfToken: token, callbackUrl: `${ORIGIN}/dashboard` },
  });
}

/** Sets NEXTAUTH_URL to ORIGIN for the tests of the calling file (the handlers build URLs from it). */
export function useSiteUrl(): void {
  let previous: string | undefined;
  beforeAll(() => {
    previous = process.env.NEXTAUTH_URL;
    process.env.NEXTAUTH_URL = ORIGIN;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.NEXTAUTH_URL;
    else process.env.NEXTAUTH_URL = previous;
  });
}

/** One request next-auth/react sent, and what the handler answered. */
interface ClientCall {
  action: string;
  providerId?: string;
  method: 'GET' | 'POST';
  body?: Record<string, unknown>;
  answer: InternalResponse;
}

/**
 * A `fetch` that answers next-auth/react's requests to /api/auth/* with the handler, as its Next.js
 * route does (a redirect comes back as `{ url }`, which signIn() and signOut() ask for), keeping the
 * browser's cookies in `jar`. A server-side call sends its own Cookie header; that one is used.
 */
export function fetchThrough(handle: Handle, options: Options, jar: Record<string, string> = {}) {
  const calls: ClientCall[] = [];
  async function fetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), ORIGIN);
    const [action = '', providerId] = url.pathname.replace(/^\/api\/auth\//, '').split('/');
    const method = init.method?.toUpperCase() === 'POST' ? 'POST' : 'GET';
    const headers = new Headers(init.headers);
    const text =
      typeof init.body === 'string' || init.body instanceof URLSearchParams ? init.body.toString() : undefined;
    const body =
      text === undefined
        ? undefined
        : headers.get('content-type')?.includes('json')
          ? (JSON.parse(text) as Record<string, unknown>)
          : Object.fromEntries(new URLSearchParams(text));
    const cookieHeader = headers.get('cookie');
    const cookies = cookieHeader ? parseCookies(cookieHeader) : { ...jar };
    const query = Object.fromEntries(url.searchParams);
    const answer = await handle(options, { action, providerId, method, cookies, query, body });
    for (const cookie of answer.cookies ?? []) {
      if (cookie.options?.maxAge === 0) delete jar[cookie.name];
      else jar[cookie.name] = cookie.value;
    }
    calls.push({ action, providerId, method, body, answer });
    // The cookies as a server-side caller sees them: in the answer's Set-Cookie headers.
    const responseHeaders = new Headers();
    for (const cookie of answer.cookies ?? [])
      responseHeaders.append('set-cookie', `${cookie.name}=${cookie.value}; Path=/`);
    return answer.redirect
      ? Response.json({ url: answer.redirect }, { headers: responseHeaders })
      : Response.json(answer.body ?? null, { status: answer.status ?? 200, headers: responseHeaders });
  }
  return { fetch, calls, jar };
}

/** The user the test providers below sign in. */
export const ADA = { name: 'Ada Lovelace', email: 'ada@example.com' };

/** A GitHub provider as next-auth's provider parser takes it (no request reaches GitHub). */
export const GITHUB_TEST_PROVIDER = {
  id: 'github',
  name: 'GitHub',
  type: 'oauth',
  authorization: 'https://github.com/login/oauth/authorize',
  token: 'https://github.com/login/oauth/access_token',
  userinfo: 'https://api.github.com/user',
  clientId: 'gh-id',
  clientSecret: 'gh-secret',
  profile: (profile: { id: number }) => ({ id: String(profile.id) }),
  options: {},
};

/** A Credentials login named `name` that lets in ADA with the password "engine", and nobody else. */
export function credentialsTestProvider(name = 'Credentials') {
  return {
    id: 'credentials',
    name,
    type: 'credentials',
    credentials: { username: {}, password: {} },
    authorize: async (fields: Record<string, string>) =>
      fields.username === 'ada' && fields.password === 'engine' ? { id: '1', ...ADA } : null,
    options: {},
  };
}
