/**
 * npm run bench:server: the server's own figures against an existing build: load (the last
 * section of `npm run bench`), how long it holds slow clients, and what it keeps after many
 * clients go away mid-response (open descriptors and resident memory, from /proc).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, statSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import path from 'node:path';
import { servedPathOf } from '../plugins/delivery/paths';
import { formatLoad, serverLoad } from './lib/server-load';
import { abandonMany, abortCases, holdOf, secondsHeld, type SlowClient } from './lib/server-soak';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD = path.join(ROOT, 'build');
const SOAK_ROUNDS = 100;

async function startServer(port: number): Promise<{ server: ChildProcess; pid: number }> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/serve.ts'), '--port', String(port)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await once(server.stdout, 'data');
  if (server.pid === undefined) throw new Error('the server did not start');
  return { server, pid: server.pid };
}

async function slowClients(port: number): Promise<string> {
  const { server } = await startServer(port);
  try {
    const kinds: SlowClient[] = ['idle', 'trickling', 'keep-alive'];
    const held = await Promise.all(
      kinds.map(async (kind) => `  ${kind.padEnd(11)} dropped after ${(await secondsHeld(port, kind)).toFixed(1)} s`),
    );
    return held.join('\n');
  } finally {
    server.kill();
  }
}

/** A page, the largest file of the build (a search index) and a file too small to compress. */
function soakTargets(): string[] {
  const files = readdirSync(BUILD, { recursive: true, encoding: 'utf8' })
    .filter((file) => !/\.(br|gz)$/.test(file) && statSync(path.join(BUILD, file)).isFile())
    .map((file) => ({ file, size: statSync(path.join(BUILD, file)).size }))
    .sort((a, b) => a.size - b.size);
  const small = files.find(({ size }) => size < 1024);
  const largest = files.at(-1);
  if (!small || !largest) throw new Error(`no files in ${BUILD}: run "npm run build" first`);
  return [servedPathOf(small.file), '/faq', servedPathOf(largest.file)];
}

async function soak(port: number): Promise<string> {
  const { server, pid } = await startServer(port);
  try {
    const targets = soakTargets();
    const before = holdOf(pid);
    const aborted = await abandonMany(port, abortCases(targets), SOAK_ROUNDS);
    // Sockets close on the server a moment after the client's side: give them up to 5 s.
    let after = holdOf(pid);
    for (let tries = 0; tries < 100 && after.descriptors > before.descriptors; tries++) {
      await setTimeout(50);
      after = holdOf(pid);
    }
    const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
    return [
      `  ${aborted} requests abandoned (${targets.join(', ')}; each encoding, point, FIN or RST, read or not)`,
      `  open descriptors: ${before.descriptors} before, ${after.descriptors} after`,
      `  resident memory: ${mib(before.rssBytes)} before, ${mib(after.rssBytes)} after`,
    ].join('\n');
  } finally {
    server.kill();
  }
}

async function main() {
  console.log('Server under load (autocannon)');
  console.log(formatLoad(await serverLoad(BUILD, 4181)));
  console.log('Slow clients');
  console.log(await slowClients(4182));
  console.log('Clients that go away mid-response');
  console.log(await soak(4183));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
