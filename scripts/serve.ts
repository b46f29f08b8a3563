/**
 * Serves the production build as production should (plugins/delivery/server.ts): clean URLs,
 * precompressed brotli and gzip, long caching for fingerprinted assets, permanent redirects for
 * old addresses, the security headers with the CSP the build computed, and 404 for unknown paths.
 *
 *   npm run serve -- [--dir build] [--port 3000] [--host 127.0.0.1] [--max-connections 1000]
 *   npm start -- --port 4000          (builds first)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createSiteServer, DEFAULT_MAX_CONNECTIONS } from '../plugins/delivery/server';

const USAGE = `Usage: npm run serve -- [--dir build] [--port 3000] [--host 127.0.0.1] [--max-connections ${DEFAULT_MAX_CONNECTIONS}]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readOptions(): { dir: string; port: number; host: string; maxConnections: number } {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        dir: { type: 'string', default: 'build' },
        port: { type: 'string', default: process.env.PORT ?? '3000' },
        host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
        'max-connections': { type: 'string', default: String(DEFAULT_MAX_CONNECTIONS) },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`--port takes a number from 0 to 65535, got "${values.port}".\n${USAGE}`);
  const maxConnections = Number(values['max-connections']);
  if (!Number.isInteger(maxConnections) || maxConnections < 1)
    fail(`--max-connections takes a whole number from 1, got "${values['max-connections']}".\n${USAGE}`);
  return { dir: values.dir, port, host: values.host, maxConnections };
}

const { dir, port, host, maxConnections } = readOptions();
const root = path.resolve(dir);
if (!existsSync(path.join(root, 'index.html'))) fail(`No built site in ${root}: run "npm run build" first.`);
if (!existsSync(path.join(root, 'delivery.json'))) {
  fail(`${path.join(root, 'delivery.json')} is missing: the build did not finish (plugins/delivery writes it last).`);
}

const server = createSiteServer(root, { maxConnections });
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    fail(
      `Port ${port} on ${host} is already in use: stop what runs there, or pick another port with --port N (npm start -- --port N).`,
    );
  }
  if (error.code === 'EACCES') fail(`Not allowed to listen on port ${port}: pick a port above 1023 with --port N.`);
  fail(`The server could not start: ${error.message}`);
});
server.listen(port, host, () => {
  const { port: actual } = server.address() as { port: number };
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host}:${actual}/`);
});
