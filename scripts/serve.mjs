/**
 * Serves the production build the way it should be served in production: clean URLs,
 * precompressed files when the build has them, long caching for fingerprinted assets,
 * no-cache for HTML, and the not-found page with status 404.
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
      FINGERPRINTED.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
  },
});

const notFoundPage = readFileSync(path.join(root, '404.html'));

const server = createServer((req, res) => {
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
