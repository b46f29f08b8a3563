/**
 * Load figures for the site's own server (scripts/serve.ts): requests per second and p99 latency
 * under 100 concurrent connections that accept compression, for the home page and the largest docs
 * page, plus the server's peak resident memory over the run. Used by `npm run bench` and, on its
 * own, by `npm run bench:server`.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import autocannon from 'autocannon';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CONNECTIONS = 100;
const SECONDS = 10;

export interface LoadRow {
  route: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** The docs page with the largest HTML: the worst case for compression and streaming. */
function largestPage(buildDir: string): string {
  let largest = { route: '/', size: 0 };
  for (const file of readdirSync(buildDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('/index.html')) continue;
    const size = statSync(path.join(buildDir, file)).size;
    if (size > largest.size) largest = { route: `/${file.slice(0, -'/index.html'.length)}`, size };
  }
  return largest.route;
}

function rssOf(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Starts the server on `port` against `buildDir`, loads it, and stops it. */
export async function serverLoad(
  buildDir: string,
  port: number,
): Promise<{ rows: LoadRow[]; peakRss: number; idleRss: number }> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/serve.ts'), '--dir', buildDir, '--port', String(port)],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    await once(server.stdout, 'data');
    const { pid } = server;
    if (pid === undefined) throw new Error('the server did not start');
    const idleRss = rssOf(pid);
    let peakRss = idleRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(pid))), 100);
    const rows: LoadRow[] = [];
    for (const route of ['/', largestPage(buildDir)]) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${route}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      rows.push({
        route,
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    }
    clearInterval(sampler);
    return { rows, peakRss, idleRss };
  } finally {
    server.kill();
  }
}

export function formatLoad({ rows, peakRss, idleRss }: Awaited<ReturnType<typeof serverLoad>>): string {
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  return [
    ...rows.map(
      (row) =>
        `  ${row.route.padEnd(34)} ${Math.round(row.requestsPerSecond)} req/s, p99 ${row.p99Ms} ms` +
        `  (${CONNECTIONS} connections, ${SECONDS} s, br/gzip; non-2xx ${row.non2xx}, errors ${row.errors})`,
    ),
    `  server memory: ${mib(idleRss)} idle, ${mib(peakRss)} peak under load`,
  ].join('\n');
}
