/**
 * The server's path rules, pure so they can be tested on their own: how a request target is read,
 * and the one spelling each resource has. Every other rule of the server (what is not served, the
 * 404 status, redirects, headers) is applied to that spelling only, so no other spelling can slip
 * past one of them.
 */
import path from 'node:path';

export interface RequestTarget {
  /** Decoded path, dot segments and repeated slashes resolved; always starts with a single "/". */
  pathname: string;
  /** The path exactly as the request spelled it (before any decoding). */
  rawPath: string;
  /** The query, "" or starting with "?", with backslashes and every byte outside visible ASCII percent-encoded. */
  search: string;
}

// Characters no page path has: controls, and the backslash that browsers read as a slash.
const FORBIDDEN_IN_PATH = /[\p{Cc}\\]/u;

/**
 * Reads a request target (origin-form "/a?b" or absolute-form "http://host/a?b"; the host of the
 * latter is ignored). Returns undefined for anything that is not a readable path.
 */
export function parseTarget(raw: string): RequestTarget | undefined {
  const originForm = raw.replace(/^https?:\/\/[^/?#]*/i, '') || '/';
  if (!originForm.startsWith('/')) return undefined;
  const withoutFragment = originForm.replace(/#.*/s, '');
  const queryAt = withoutFragment.indexOf('?');
  const rawPath = queryAt === -1 ? withoutFragment : withoutFragment.slice(0, queryAt);
  const rawSearch = queryAt === -1 ? '' : withoutFragment.slice(queryAt);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (FORBIDDEN_IN_PATH.test(decoded)) return undefined;
  // posix.normalize resolves "." and "..", merges repeated slashes, and cannot climb above "/".
  const pathname = path.posix.normalize(decoded);
  const search = rawSearch.replace(/[^\x21-\x5b\x5d-\x7e]/g, (char) => encodeURIComponent(char));
  return { pathname, rawPath, search };
}

/** Each segment percent-encoded, so that the path reads the same wherever it is sent. */
export function encodePath(pathname: string): string {
  return pathname.split('/').map(encodeURIComponent).join('/');
}

/**
 * The one spelling of a resource: no trailing slash, no ".html", no final "/index" ("/a/",
 * "/a.html", "/a/index.html" and "/a/index" are all "/a"); the root stays "/". Case is kept:
 * paths are case-sensitive, and a spelling in other case names nothing.
 */
export function canonicalPath(pathname: string): string {
  let current = pathname;
  for (;;) {
    const next =
      current
        .replace(/(.)\/$/, '$1')
        .replace(/\.html$/, '')
        .replace(/\/index$/, '') || '/';
    if (next === current) return current;
    current = next;
  }
}

/**
 * The address a request should be sent to instead, or undefined when it already names its
 * resource canonically (percent-encoding included). An old address moves to its new page. A
 * page's address with one trailing slash is answered in place (the product's route list has
 * "/guides/" and "/providers/"); its HTML names the canonical address.
 */
export function redirectFor(
  target: RequestTarget,
  redirects: ReadonlyMap<string, string>,
  pages: ReadonlySet<string>,
): string | undefined {
  const canonical = canonicalPath(target.pathname);
  const encoded = encodePath(canonical);
  const moved = redirects.get(canonical) ?? encoded;
  if (moved === target.rawPath) return undefined;
  if (moved === encoded && canonical !== '/' && target.rawPath === `${encoded}/` && pages.has(canonical))
    return undefined;
  // The query goes before a section anchor the new address may name.
  const [movedPath, anchor] = moved.split('#');
  return `${movedPath}${target.search}${anchor === undefined ? '' : `#${anchor}`}`;
}

/**
 * The canonical path a built file is served at: pages ("a/index.html", "a.html") at their route,
 * every other file at its own path.
 */
export function servedPathOf(file: string): string {
  const sitePath = `/${file.split(path.sep).join('/')}`;
  return sitePath.endsWith('.html') ? canonicalPath(sitePath) : sitePath;
}
