/**
 * The two Next.js entry points of a NextAuth.js v4 route, each driven by Next.js's own code from the
 * docs' package world, so that a test sees the status, headers and body a browser or `curl` gets:
 *
 * - appRoute: the exports of 'app/api/auth/[...nextauth]/route.ts'. The request is Next.js's
 *   NextRequest, and the export is picked by Next.js's method dispatch for route handlers (a method
 *   the file does not export answers 405; HEAD runs GET; OPTIONS is answered for the file). The
 *   handler reads cookies and headers from `next/headers`, so the test file calls useNextHeaders()
 *   from next-app.ts, which answers them from the request entered here.
 * - pagesRoute: the default export of 'pages/api/auth/[...nextauth].ts', run by Next.js's API
 *   resolver (its body parser, `req.cookies`, `res.status`, `res.json`, `res.send`) behind a Node
 *   HTTP server on a free port, which the test fetches.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSRF_COOKIE, ORIGIN } from './auth-core';
import { requireFromWorld } from './doc-samples';
import { enterRequest, NextRequest } from './next-app';

export interface Answer {
  status: number;
  headers: Headers;
  location: string | null;
  /** The cookies the answer sets, by name, values decoded. */
  cookies: Record<string, string>;
  text: string;
  /** The body parsed, when the answer says it is JSON; null otherwise. */
  json: unknown;
}
export interface Call {
  method: string;
  cookies?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** How the body is sent: as an HTML form does (the default), or as JSON. */
  encoding?: 'form' | 'json';
}
/** One request to /api/auth/<action...> through a route. */
export type Route = (action: string[], call: Call) => Promise<Answer>;
/** The name of the route's catch-all segment: `nextauth` unless a test misnames the file. */
interface RouteFile {
  catchAll?: string;
}

type RouteHandler = (request: Request, context: { params: Promise<Record<string, string[]>> }) => Promise<Response>;
const { autoImplementMethods } = requireFromWorld(
  'next/dist/server/route-modules/app-route/helpers/auto-implement-methods',
) as { autoImplementMethods: (module: Record<string, unknown>) => Record<string, RouteHandler> };
const { apiResolver } = requireFromWorld('next/dist/server/api-utils/node/api-resolver') as {
  apiResolver: (
    req: object,
    res: object,
    query: Record<string, unknown>,
    module: object,
    apiContext: object,
    propagateError: boolean,
    dev: boolean,
    page: string,
  ) => Promise<void>;
};

// Taken before a test stubs the global fetch with a browser of its own.
const fetchFromServer = globalThis.fetch;

function urlOf(origin: string, action: string[], query: Record<string, string> = {}): URL {
  const url = new URL(`${origin}/api/auth/${action.join('/')}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}

function requestInit({ method, cookies = {}, body, encoding = 'form' }: Call): RequestInit {
  const headers = new Headers();
  const cookieHeader = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  if (cookieHeader) headers.set('cookie', cookieHeader);
  if (!body) return { method, headers };
  if (encoding === 'json') {
    headers.set('content-type', 'application/json');
    return { method, headers, body: JSON.stringify(body) };
  }
  headers.set('content-type', 'application/x-www-form-urlencoded');
  return { method, headers, body: new URLSearchParams(body as Record<string, string>).toString() };
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  const cookies = Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const pair = line.split(';')[0]!;
      const equals = pair.indexOf('=');
      return [pair.slice(0, equals), decodeURIComponent(pair.slice(equals + 1))];
    }),
  );
  return {
    status: response.status,
    headers: response.headers,
    location: response.headers.get('location'),
    cookies,
    text,
    json: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null,
  };
}

export function appRoute(module: Record<string, unknown>, { catchAll = 'nextauth' }: RouteFile = {}): Route {
  const methods = autoImplementMethods(module);
  return async (action, call) => {
    const request = new NextRequest(urlOf(ORIGIN, action, call.query).href, requestInit(call));
    enterRequest(request);
    const handler = methods[call.method];
    if (!handler) throw new Error(`Next.js has no route handler slot for ${call.method}`);
    return answerOf(await handler(request, { params: Promise.resolve({ [catchAll]: action }) }));
  };
}

export function pagesRoute(module: { default: unknown }, { catchAll = 'nextauth' }: RouteFile = {}): Route {
  return async (action, call) => {
    const server = createServer((req, res) => {
      const query = Object.fromEntries(new URL(req.url ?? '/', ORIGIN).searchParams);
      // Not dev mode, and errors answered as `next start` answers them: 500.
      void apiResolver(req, res, { ...query, [catchAll]: action }, module, {}, false, false, '/api/auth/[...nextauth]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const url = urlOf(`http://127.0.0.1:${port}`, action, call.query);
      return await answerOf(await fetchFromServer(url, { ...requestInit(call), redirect: 'manual' }));
    } finally {
      server.closeAllConnections();
      server.close();
    }
  };
}

/** A CSRF token and the cookie that proves it, as next-auth/react fetches them before a POST. */
export async function csrfOf(route: Route): Promise<{ csrfToken: string; cookies: Record<string, string> }> {
  const answer = await route(['csrf'], { method: 'GET' });
  return {
    csrfToken: (answer.json as { csrfToken: string }).csrfToken,
    cookies: { [CSRF_COOKIE]: answer.cookies[CSRF_COOKIE]! },
  };
}
