/**
 * Serves the production build the way production should: clean URLs (".html" and "/index.html"
 * forms redirect to them), precompressed brotli and gzip files, long immutable caching for
 * fingerprinted assets and revalidation for everything else, permanent redirects for old
 * addresses, the security headers (with the CSP the build computed), and the not-found page with
 * status 404. Headers and redirects come from build/delivery.json, written by plugins/delivery,
 * so deploy configs and this server agree.
 *
 * Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
  },
});

const root = path.resolve(values.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run "npm run build" first.`);
  process.exit(1);
}
const deliveryFile = path.join(root, 'delivery.json');
if (!existsSync(deliveryFile)) {
  console.error(`${deliveryFile} is missing: the build did not finish (plugins/delivery writes it last).`);
  process.exit(1);
}
const delivery = JSON.parse(readFileSync(deliveryFile, 'utf8'));
const redirects = new Map(delivery.redirects.map(({ from, to }) => [from, to]));

// Docusaurus fingerprints everything under /assets/ (content hash in the name).
const FINGERPRINTED = /^\/assets\//;

const assets = sirv(root, {
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ['html'],
  setHeaders(res, pathname) {
    res.setHeader(
      'Cache-Control',
      FINGERPRINTED.test(pathname) ? delivery.cacheControl.assets : delivery.cacheControl.other,
    );
  },
});

/** "/a/b/" → "/a/b"; the root stays "/". */
function withoutTrailingSlash(pathname) {
  return pathname.replace(/(.)\/$/, '$1');
}

const notFoundPage = readFileSync(path.join(root, '404.html'));

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(delivery.headers)) res.setHeader(name, value);
  const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
  // Old addresses, then ".html" and "/index.html" forms of a page, go to the clean route.
  const clean = withoutTrailingSlash(pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, ''));
  const target = redirects.get(clean) ?? (/\.html$/.test(pathname) ? clean : undefined);
  if (target) {
    res.writeHead(301, { Location: `${target}${search}`, 'Cache-Control': delivery.cacheControl.other });
    res.end();
    return;
  }
  assets(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(notFoundPage);
  });
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}/`);
});
