/**
 * Drives next-auth 3.29's own code the way a Next.js API route would: the `[...nextauth]` handler
 * with a request and a response that record what it sends, a cookie jar, an in-memory adapter,
 * and a `fetch` that routes the client's requests into the same handler. The v3 docs' behavior
 * claims are asserted against it (claims-v3*.test.ts).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { versionLabelled } from '../../config/versions';

const ROOT = path.resolve(import.meta.dirname, '../..');
const V3_DIST = path.join(ROOT, versionLabelled('v3').samplesDir, 'node_modules/next-auth/dist');
export const BASE_URL = 'http://localhost:3000';

// The package reads NEXTAUTH_URL when its modules load.
process.env.NEXTAUTH_URL = BASE_URL;
const require = createRequire(import.meta.url);

export type Json = Record<string, unknown>;
type AuthOptions = Json;
type Handler = (req: Json, res: Json, options: AuthOptions) => Promise<void>;

/** Loads a module of the installed next-auth 3.29 (`dist/<file>`). */
export function v3<T = Json>(file: string): T {
  return require(path.join(V3_DIST, file)) as T;
}

const NextAuth = v3<{ default: Handler }>('server/index.js').default;

interface SetCookie {
  value: string;
  attributes: string;
  cleared: boolean;
}

export interface Answer {
  status: number;
  location: string | undefined;
  contentType: string | undefined;
  body: string;
  cookies: Record<string, SetCookie>;
  json<T = Json>(): T;
}

export interface Call {
  method?: 'GET' | 'POST' | 'PUT';
  /** The path under /api/auth, e.g. "callback/credentials". */
  path: string;
  query?: Record<string, string>;
  body?: Record<string, string>;
  cookies?: Record<string, string>;
}

function parseSetCookie(header: unknown): Record<string, SetCookie> {
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const cookies: Record<string, SetCookie> = {};
  for (const line of lines as string[]) {
    const [pair, ...attributes] = line.split('; ');
    const separator = pair!.indexOf('=');
    cookies[pair!.slice(0, separator)] = {
      value: decodeURIComponent(pair!.slice(separator + 1)),
      attributes: attributes.join('; '),
      cleared: attributes.includes('Max-Age=0'),
    };
  }
  return cookies;
}

/** One request to the `[...nextauth]` API route, answered by next-auth 3.29's handler. */
export async function call(options: AuthOptions, request: Call): Promise<Answer> {
  const headers: Record<string, unknown> = {};
  let status = 200;
  let body = '';
  const res: Json = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
    status(code: number) {
      status = code;
      return res;
    },
    end(chunk?: unknown) {
      if (chunk !== undefined) body = String(chunk);
      return res;
    },
    json(value: unknown) {
      headers['content-type'] = 'application/json';
      body = value === undefined ? '' : JSON.stringify(value);
      return res;
    },
    send(chunk: unknown) {
      body = String(chunk);
      return res;
    },
  };
  const req = {
    method: request.method ?? 'GET',
    query: { nextauth: request.path.split('/'), ...request.query },
    body: request.body ?? {},
    cookies: request.cookies ?? {},
    headers: {},
  };
  await NextAuth(req, res, options);
  return {
    status,
    location: headers.location as string | undefined,
    contentType: headers['content-type'] as string | undefined,
    body,
    cookies: parseSetCookie(headers['set-cookie']),
    json: <T>() => JSON.parse(body) as T,
  };
}

/** A browser's cookies for localhost: what the handler set, minus what it cleared. */
class CookieJar {
  readonly values: Record<string, string> = {};

  take(answer: Answer): Answer {
    for (const [name, cookie] of Object.entries(answer.cookies)) {
      if (cookie.cleared) delete this.values[name];
      else this.values[name] = cookie.value;
    }
    return answer;
  }

  header(): string {
    return Object.entries(this.values)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
  }
}

/** A browser session with the app: requests carry the jar's cookies and keep what they set. */
export function browser(options: AuthOptions) {
  const jar = new CookieJar();
  const send = async (request: Call) => jar.take(await call(options, { ...request, cookies: { ...jar.values } }));
  return {
    jar,
    send,
    async csrfToken(): Promise<string> {
      return (await send({ path: 'csrf' })).json<{ csrfToken: string }>().csrfToken;
    },
    /** POSTs the Credentials form the way `signIn("credentials", { redirect: false, ... })` does. */
    async signInWithCredentials(fields: Record<string, string>, providerId = 'credentials') {
      const csrfToken = await this.csrfToken();
      return send({
        method: 'POST',
        path: `callback/${providerId}`,
        body: { csrfToken, json: 'true', ...fields },
      });
    },
    /** A `fetch` for next-auth/client that answers from the handler, as the app's API route would. */
    fetch: async (input: string | URL, init: { method?: string; body?: unknown; headers?: Json } = {}) => {
      const url = new URL(String(input), BASE_URL);
      // On the server the client forwards the incoming request's cookie header (maybe none);
      // in the browser the cookies come along by themselves.
      const forwarded = init.headers && 'cookie' in init.headers ? String(init.headers.cookie ?? '') : undefined;
      const cookies =
        forwarded === undefined
          ? { ...jar.values }
          : Object.fromEntries(
              forwarded
                .split('; ')
                .filter(Boolean)
                .map((pair) => {
                  const at = pair.indexOf('=');
                  return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
                }),
            );
      const answer = jar.take(
        await call(options, {
          method: (init.method?.toUpperCase() as Call['method']) ?? 'GET',
          path: url.pathname.replace(/^\/api\/auth\//, ''),
          query: Object.fromEntries(url.searchParams),
          body: init.body ? Object.fromEntries(new URLSearchParams(String(init.body))) : {},
          cookies,
        }),
      );
      return new Response(answer.body || null, {
        status: answer.status,
        headers: answer.contentType ? { 'content-type': answer.contentType } : {},
      });
    },
  };
}

/** A logger that records the codes next-auth logs, so tests can assert them. */
export function recordingLogger() {
  const codes: { level: string; code: string }[] = [];
  const record = (level: string) => (code: string) => void codes.push({ level, code });
  return { codes, logger: { error: record('error'), warn: record('warn'), debug: record('debug') } };
}

interface StoredUser extends Json {
  id: string;
  email?: string | null;
}

/**
 * An adapter with the v3 interface, kept in memory. `calls` lists every adapter function the
 * handler called, in order.
 */
export function memoryAdapter() {
  const calls: string[] = [];
  const users = new Map<string, StoredUser>();
  const accounts = new Map<string, string>();
  const sessions = new Map<string, Json>();
  const verifications = new Map<string, Json>();
  let nextId = 1;
  const methods: Record<string, (...args: never[]) => unknown> = {
    async createUser(profile: Json) {
      const user = { ...profile, id: String(nextId++) } as StoredUser;
      users.set(user.id, user);
      return user;
    },
    async getUser(id: string) {
      return users.get(id) ?? null;
    },
    async getUserByEmail(email: string) {
      return [...users.values()].find((user) => user.email === email) ?? null;
    },
    async getUserByProviderAccountId(providerId: string, providerAccountId: string) {
      const userId = accounts.get(`${providerId}:${providerAccountId}`);
      return userId ? (users.get(userId) ?? null) : null;
    },
    async updateUser(user: StoredUser) {
      users.set(user.id, user);
      return user;
    },
    async linkAccount(userId: string, providerId: string, _type: string, providerAccountId: string) {
      accounts.set(`${providerId}:${providerAccountId}`, userId);
    },
    async createSession(user: StoredUser) {
      const session = {
        userId: user.id,
        sessionToken: `session-${nextId++}`,
        accessToken: `access-${nextId++}`,
        expires: new Date(Date.now() + 30 * 24 * 3600 * 1000),
      };
      sessions.set(session.sessionToken, session);
      return session;
    },
    async getSession(sessionToken: string) {
      return sessions.get(sessionToken) ?? null;
    },
    async updateSession(session: Json) {
      return session;
    },
    async deleteSession(sessionToken: string) {
      sessions.delete(sessionToken);
    },
    async createVerificationRequest(identifier: string, url: string, token: string) {
      verifications.set(`${identifier}:${token}`, { identifier, url, token });
    },
    async getVerificationRequest(identifier: string, token: string) {
      return verifications.get(`${identifier}:${token}`) ?? null;
    },
    async deleteVerificationRequest(identifier: string, token: string) {
      verifications.delete(`${identifier}:${token}`);
    },
  };
  const instance: Record<string, (...args: never[]) => unknown> = Object.fromEntries(
    Object.entries(methods).map(([name, method]) => [
      name,
      (...args: never[]) => {
        calls.push(name);
        return method(...args);
      },
    ]),
  );
  return {
    adapter: {
      getAdapter: async () => Object.assign({ displayName: 'MEMORY' }, instance),
    },
    calls,
    users,
    sessions,
    verifications,
  };
}
