/**
 * The App Router as the docs' server samples meet it, for the unit tests that run them.
 *
 * One stand-in: `next/headers` answers only inside a Next.js request, so `headers()` and
 * `cookies()`, the two functions next-auth calls from it, are replaced by ones that read the
 * request a test enters. Pages render inside the request scope Next.js keeps in its own async
 * storage, so `connection()` resolves as it does for a request. Everything else
 * (getServerSession, redirect(), notFound(), NextRequest) is the installed package's code, from
 * the docs' package world.
 */
import Module from 'node:module';
import { afterAll, beforeAll } from 'vitest';
import { ORIGIN, parseCookies, SESSION_COOKIE } from './auth-core';
import { requireFromWorld } from './doc-samples';

// What a Next.js server sets up before loading its modules: AsyncLocalStorage on globalThis, which
// its request scope (work-async-storage) is made from when first loaded.
requireFromWorld('next/dist/server/node-environment-baseline');
const { renderToStaticMarkup } = requireFromWorld('react-dom/server') as typeof import('react-dom/server');
const { cloneElement, isValidElement } = requireFromWorld('react') as typeof import('react');
const { encode } = requireFromWorld('next-auth/jwt') as {
  encode: (params: { token: object; secret: string }) => Promise<string>;
};
export const { NextRequest } = requireFromWorld('next/server') as {
  NextRequest: new (url: string, init?: RequestInit) => Request;
};

let current: Request = new Request(ORIGIN);

/** Answers `next/headers` from the entered request, for the tests of the calling file. */
export function useNextHeaders(): void {
  const file = requireFromWorld.resolve('next/headers');
  let previous: NodeJS.Module | undefined;
  beforeAll(() => {
    previous = requireFromWorld.cache[file];
    const standIn = new Module(file);
    standIn.filename = file;
    standIn.loaded = true;
    standIn.exports = {
      headers: async () => new Headers(current.headers),
      cookies: async () => ({
        getAll: () =>
          Object.entries(parseCookies(current.headers.get('cookie') ?? '')).map(([name, value]) => ({ name, value })),
      }),
    };
    requireFromWorld.cache[file] = standIn;
  });
  afterAll(() => {
    if (previous) requireFromWorld.cache[file] = previous;
    else delete requireFromWorld.cache[file];
  });
}

interface AsyncStorage {
  run<T>(store: object, callback: () => T): T;
}
const { workAsyncStorage } = requireFromWorld('next/dist/server/app-render/work-async-storage.external') as {
  workAsyncStorage: AsyncStorage;
};
const { workUnitAsyncStorage } = requireFromWorld('next/dist/server/app-render/work-unit-async-storage.external') as {
  workUnitAsyncStorage: AsyncStorage;
};

/** Runs `callback` as Next.js renders a page for a request: in its work store, as a request (not a prerender), in the render phase. */
function inRequestScope<T>(route: string, callback: () => T): T {
  return workAsyncStorage.run({ route }, () =>
    workUnitAsyncStorage.run({ type: 'request', phase: 'render' }, callback),
  );
}

function isAsyncComponent(type: unknown): type is (props: object) => Promise<unknown> {
  return typeof type === 'function' && type.constructor.name === 'AsyncFunction';
}

/**
 * The element tree as Next.js renders it on the server: every async component (a server
 * component, such as the one a page wraps in <Suspense>) replaced by what it returns; the rest is
 * left to React, client components included.
 */
async function resolveServerComponents(node: unknown): Promise<unknown> {
  if (Array.isArray(node)) return Promise.all(node.map(resolveServerComponents));
  if (!isValidElement<{ children?: unknown }>(node)) return node;
  const { type, props } = node;
  if (isAsyncComponent(type)) return resolveServerComponents(await type(props));
  if (props.children === undefined) return node;
  const children = await resolveServerComponents(props.children);
  return cloneElement(node, undefined, ...(Array.isArray(children) ? children : [children]));
}

/** Makes `request` the one Next.js is answering, until the next call. */
export function enterRequest(request: Request): void {
  current = request;
}

export type ServerComponent = (props: never) => Promise<unknown>;

/**
 * An App Router page a docs page shows twice, in tabs: for Next.js 16 (the session read inside
 * <Suspense>, after connection()) and for 13 to 15. The occurrence of its title, and the tab.
 */
export const NEXT_VARIANTS: [number, string][] = [
  [1, 'Next.js 16'],
  [2, 'Next.js 13 to 15'],
];

/** Requests and pages of a site whose session cookies are sealed with `secret`. */
export function appRouterWith(secret: string) {
  /** The Cookie header of a browser signed in with a JWT session holding `claims`. */
  async function sessionCookie(claims: object): Promise<string> {
    return `${SESSION_COOKIE}=${await encode({ token: claims, secret })}`;
  }

  /** A request for `target` on the site, signed in with `claims` unless they are null. */
  async function requestFor(target: string, claims: object | null): Promise<Request> {
    const headers: Record<string, string> = claims ? { cookie: await sessionCookie(claims) } : {};
    return new NextRequest(`${ORIGIN}${target}`, { headers });
  }

  /** What an App Router page does for `claims`: its HTML, or the redirect or 404 it throws. */
  async function renderPage(page: ServerComponent, target: string, claims: object | null, props = {}) {
    enterRequest(await requestFor(target, claims));
    try {
      // Pages from the docs are loaded untyped; React checks what they return.
      const tree = await inRequestScope(target, async () => resolveServerComponents(await page(props as never)));
      return renderToStaticMarkup(tree as never);
    } catch (error) {
      const digest = String((error as { digest?: string }).digest);
      if (digest.startsWith('NEXT_REDIRECT;')) return `redirect ${digest.split(';')[2]}`;
      if (digest === 'NEXT_HTTP_ERROR_FALLBACK;404') return 'not found';
      throw error;
    }
  }

  return { sessionCookie, requestFor, renderPage };
}
