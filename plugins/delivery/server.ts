/**
 * The site's own server (scripts/serve.ts): the delivery rules of build/delivery.json applied to a
 * built site, and nothing a hostile request or a vanishing client can break.
 *
 * - Only GET and HEAD (405 otherwise). A target that cannot be read as a path gets 400.
 * - Every resource has one spelling (./paths.ts); any other, and every old address, gets a 301 to
 *   it on this origin, except a page's address with a trailing slash, answered in place. The rules
 *   below see only the canonical spelling.
 * - Files come from the list made at start-up, so nothing outside the build can be reached. The
 *   deploy configs, delivery.json and the 404 page are not on it: they answer 404 like every
 *   unknown path, however they are spelled, and so do the compressed copies asked for by name.
 * - The encoding is negotiated (negotiator): brotli wherever the client accepts it, then gzip,
 *   whatever order the client lists them in.
 * - send writes the response: conditional requests (If-None-Match before If-Modified-Since, weak
 *   comparison, lists and "*"; If-Match and If-Unmodified-Since), single byte ranges, HEAD, and
 *   the file stream released as soon as the client goes away.
 */
import { readFileSync, readdirSync, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { contentType } from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';
import { DEPLOY_FILES, type Delivery } from './index';
import { canonicalPath, encodePath, parseTarget, redirectFor, servedPathOf } from './paths';

/** Docusaurus fingerprints everything under /assets/ (content hash in the name). */
const FINGERPRINTED = /^\/assets\//;
const ALLOWED_METHODS = ['GET', 'HEAD'];
const COMPRESSED_FORMS = { br: '.br', gzip: '.gz' } as const;
/** Brotli first: it is the smaller, and browsers list it last (Chromium: "gzip, deflate, br, zstd"). */
const PREFERRED_ENCODINGS = ['br', 'gzip', 'identity'];
const NOT_FOUND_PAGE = '404.html';

/** negotiator 1.x's encoding(), whose `preferred` option @types/negotiator 0.6.5 predates. */
type NegotiateEncoding = (
  available: readonly string[],
  options: { preferred: readonly string[] },
) => string | undefined;

/** The encoding to send: the client's best rated, brotli first among equals; identity otherwise. */
function encodingFor(req: IncomingMessage, available: readonly string[]): string {
  const negotiator = new Negotiator(req);
  const encoding = (negotiator.encoding as NegotiateEncoding).call(negotiator, available, {
    preferred: PREFERRED_ENCODINGS,
  });
  return encoding ?? 'identity';
}

/** Files the build writes for servers and hosts, or for the 404 answer: never sent as themselves. */
const NOT_SERVED = new Set([...DEPLOY_FILES, NOT_FOUND_PAGE]);

interface ServedFile {
  /** Path relative to the build folder, "/"-separated. */
  file: string;
  /** The encodings a form of the file exists in, identity always. */
  encodings: string[];
}

export function readDelivery(root: string): Delivery {
  return JSON.parse(readFileSync(path.join(root, 'delivery.json'), 'utf8')) as Delivery;
}

/** Every file of the build a reader may be sent, by the one path it is served at. */
function servedFiles(root: string): Map<string, ServedFile> {
  const all = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(root, file)).isFile())
    .map((file) => file.split(path.sep).join('/'));
  const present = new Set(all);
  const files = new Map<string, ServedFile>();
  for (const file of all) {
    // Dot files are the host's business (.well-known aside), as with most static servers.
    if (NOT_SERVED.has(file) || /\.(br|gz)$/.test(file) || /(^|\/)\.(?!well-known\/)/.test(file)) continue;
    const encodings = Object.entries(COMPRESSED_FORMS)
      .filter(([, suffix]) => present.has(`${file}${suffix}`))
      .map(([encoding]) => encoding);
    files.set(servedPathOf(file), { file, encodings: [...encodings, 'identity'] });
  }
  return files;
}

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(`${text}\n`);
}

function createSiteHandler(root: string): (req: IncomingMessage, res: ServerResponse) => void {
  const delivery = readDelivery(root);
  const redirects = new Map(delivery.redirects.map(({ from, to }) => [from, to]));
  const files = servedFiles(root);
  const pages = new Set([...files].filter(([, { file }]) => file.endsWith('.html')).map(([sitePath]) => sitePath));
  const notFoundPage = readFileSync(path.join(root, NOT_FOUND_PAGE));

  function notFound(res: ServerResponse): void {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(notFoundPage);
  }

  function typeOf(file: string): string {
    const extension = path.extname(file).slice(1);
    return delivery.contentTypes[extension] ?? (contentType(extension) || 'application/octet-stream');
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
    const location = redirectFor(target, redirects, pages);
    if (location) {
      res.writeHead(301, { Location: location, 'Cache-Control': delivery.cacheControl.other });
      res.end();
      return;
    }
    const sitePath = canonicalPath(target.pathname);
    const served = files.get(sitePath);
    if (!served) {
      notFound(res);
      return;
    }
    const encoding = encodingFor(req, served.encodings);
    const file = encoding === 'identity' ? served.file : `${served.file}${COMPRESSED_FORMS[encoding as 'br']}`;
    res.setHeader('Content-Type', typeOf(served.file));
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    if (served.encodings.length > 1) res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader(
      'Cache-Control',
      FINGERPRINTED.test(sitePath) ? delivery.cacheControl.assets : delivery.cacheControl.other,
    );
    send(req, encodePath(`/${file}`), { root, cacheControl: false, dotfiles: 'allow', index: false })
      // send's tag is the size and time of the file sent; the encoding makes it one per form for sure.
      .on('headers', (_res: ServerResponse, _file: string, stat: Stats) =>
        res.setHeader('ETag', `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}-${encoding}"`),
      )
      // A file removed after start-up (a rebuild under a running server), a failed precondition
      // or a range outside the file.
      .on('error', (error: { status?: number; headers?: Record<string, string> }) => {
        if (res.headersSent) res.destroy();
        else if (error.status === 404) notFound(res);
        else if (error.status === 412) plain(res, 412, 'Precondition failed: the file has changed.');
        else if (error.status === 416) plain(res, 416, 'Range not satisfiable.', error.headers);
        else plain(res, 500, 'Internal server error.');
      })
      .pipe(res);
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

export interface ServerLimits {
  /** Connections open at once; more are closed as they arrive, with a line on stderr. */
  maxConnections: number;
}

/** A client that has not sent a whole request head this long after connecting is dropped. */
const HEADERS_TIMEOUT_MS = 10_000;
/** …and one that sends or reads nothing for this long, whatever it is doing. */
const IDLE_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_CONNECTIONS = 1_000;

/** The HTTP server for a built site, with the limits a public preview needs. */
export function createSiteServer(root: string, { maxConnections }: ServerLimits): Server {
  const server = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: 30_000,
      // Node checks the two timeouts above only this often (30 s by default), so they held
      // connections for up to 40 s.
      connectionsCheckingInterval: 1_000,
    },
    createSiteHandler(root),
  );
  server.setTimeout(IDLE_TIMEOUT_MS, (socket) => socket.destroy());
  server.keepAliveTimeout = 5_000;
  // Node's own switch (undocumented, in node:http since 0.x): a client that half-closes after its
  // request ("Connection: close" then FIN, as curl --http1.0 and many probes do) still gets its
  // answer instead of a dropped connection. tests/build/server.test.ts fails if it stops working.
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  server.maxConnections = maxConnections;
  let warnedAt = -Infinity;
  server.on('drop', () => {
    if (Date.now() - warnedAt < 10_000) return;
    warnedAt = Date.now();
    console.warn(
      `Connection limit reached (${maxConnections} open): new connections are closed until some end. Raise it with --max-connections N.`,
    );
  });
  return server;
}
