/**
 * The request handler of the site's own server (scripts/serve.ts): the delivery rules of
 * build/delivery.json applied to a built site, and nothing a hostile request can break.
 *
 * - Only GET and HEAD (405 otherwise). A target that cannot be read as a path, or whose path holds
 *   a control character, a backslash or invalid percent-encoding, gets 400.
 * - Paths are decoded, their dot segments and repeated slashes resolved, and re-encoded: a request
 *   for anything but that canonical form, an old address or a ".html" / "/index.html" form is
 *   redirected (301) to a path on this origin, never to "//host".
 * - Files are served by sirv from the list it makes at start-up, so nothing outside the build can
 *   be reached; the deploy configs and this server's own delivery.json are not served; "/404"
 *   and "/404.html" answer 404 like every unknown path.
 * - The encoding follows Accept-Encoding with its q-values (negotiator); ranges are not served.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import Negotiator from 'negotiator';
import sirv from 'sirv';
import { DEPLOY_FILES, type Delivery } from './index';

/** Docusaurus fingerprints everything under /assets/ (content hash in the name). */
const FINGERPRINTED = /^\/assets\//;
const ENCODINGS = ['br', 'gzip', 'identity'];
const ALLOWED_METHODS = ['GET', 'HEAD'];

/** Paths answered as not found although a file exists for them. */
const NOT_SERVED = new Set(
  [...DEPLOY_FILES, '404', '404.html'].flatMap((file) => [`/${file}`, `/${file}.gz`, `/${file}.br`]),
);

export interface RequestTarget {
  /** Decoded path, dot segments and repeated slashes resolved; always starts with a single "/". */
  pathname: string;
  /** The path as it should be sent: each segment percent-encoded. */
  encodedPath: string;
  /** The query, "" or starting with "?", with backslashes and every byte outside visible ASCII percent-encoded. */
  search: string;
  /** Whether the request already named the path in its canonical form. */
  canonical: boolean;
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
  const queryAt = originForm.indexOf('?');
  const rawPath = (queryAt === -1 ? originForm : originForm.slice(0, queryAt)).replace(/#.*$/, '');
  const rawSearch = queryAt === -1 ? '' : originForm.slice(queryAt).replace(/#.*$/, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (FORBIDDEN_IN_PATH.test(decoded)) return undefined;
  // posix.normalize resolves "." and "..", and cannot climb above "/" in an absolute path.
  const pathname = path.posix.normalize(decoded.replace(/\/{2,}/g, '/'));
  const encodedPath = encodePath(pathname);
  const search = rawSearch.replace(/[^\x21-\x5b\x5d-\x7e]/g, (char) => encodeURIComponent(char));
  return { pathname, encodedPath, search, canonical: encodedPath === rawPath };
}

/** Each segment percent-encoded, so that the path reads the same wherever it is sent. */
function encodePath(pathname: string): string {
  return pathname.split('/').map(encodeURIComponent).join('/');
}

/** "/a/index.html" and "/a.html" → "/a"; "/a/" → "/a"; the root stays "/". */
export function cleanRoute(pathname: string): string {
  return (
    pathname
      .replace(/\/index\.html$/, '/')
      .replace(/\.html$/, '')
      .replace(/(.)\/$/, '$1') || '/'
  );
}

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(`${text}\n`);
}

export function readDelivery(root: string): Delivery {
  return JSON.parse(readFileSync(path.join(root, 'delivery.json'), 'utf8')) as Delivery;
}

export function createSiteHandler(root: string): (req: IncomingMessage, res: ServerResponse) => void {
  const delivery = readDelivery(root);
  const redirects = new Map(delivery.redirects.map(({ from, to }) => [from, to]));
  const notFoundPage = readFileSync(path.join(root, '404.html'));
  const assets = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      const type = delivery.contentTypes[path.extname(pathname).slice(1)];
      if (type) res.setHeader('Content-Type', type);
      res.setHeader(
        'Cache-Control',
        FINGERPRINTED.test(pathname) ? delivery.cacheControl.assets : delivery.cacheControl.other,
      );
    },
  });

  function notFound(res: ServerResponse): void {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(notFoundPage);
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    for (const [name, value] of Object.entries(delivery.headers)) res.setHeader(name, value);
    if (!ALLOWED_METHODS.includes(req.method ?? '')) {
      plain(res, 405, 'Method not allowed: this site answers GET and HEAD.', { Allow: ALLOWED_METHODS.join(', ') });
      return;
    }
    const target = parseTarget(req.url ?? '');
    if (!target) {
      plain(res, 400, 'Bad request: the address is not a valid path.');
      return;
    }
    if (NOT_SERVED.has(target.pathname)) {
      notFound(res);
      return;
    }
    const route = cleanRoute(target.pathname);
    const moved =
      redirects.get(route) ??
      (target.pathname.endsWith('.html') ? encodePath(route) : undefined) ??
      (target.canonical ? undefined : target.encodedPath);
    if (moved) {
      // The query goes before a section anchor the target may name.
      const [movedPath, anchor] = moved.split('#');
      const location = `${movedPath}${target.search}${anchor === undefined ? '' : `#${anchor}`}`;
      res.writeHead(301, { Location: location, 'Cache-Control': delivery.cacheControl.other });
      res.end();
      return;
    }
    // sirv reads the path and the encoding from the request: hand it the checked ones.
    req.url = `${target.encodedPath}${target.search}`;
    const encoding = new Negotiator(req).encoding(ENCODINGS);
    req.headers['accept-encoding'] = encoding === 'identity' ? '' : (encoding ?? '');
    delete req.headers.range;
    // A file removed after start-up (a rebuild under a running server) ends that response, not the server.
    res.once('pipe', (source: Readable) => source.once('error', () => res.destroy()));
    assets(req, res, () => notFound(res));
  }

  return (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(`Failed to answer ${req.method} ${JSON.stringify(req.url)}:`, error);
      if (!res.headersSent) plain(res, 500, 'Internal server error.');
      else res.destroy();
    }
  };
}
