/**
 * npm run fuzz:server [-- --runs 10000 --seed N]: property-based fuzzing of the site's own server
 * (fast-check). Each case is a request built from path pieces that have fooled servers before
 * (dot segments, encoded and double-encoded slashes and backslashes, NUL, broken escapes, ".html"
 * and "/index.html" forms, old addresses, arbitrary bytes), a query and a method, sent as raw bytes.
 * Every answer must be below 500, redirect only to a path on this origin, and the server must keep
 * answering. A second property spells each built path in random other ways (percent-encoding,
 * dot segments, repeated and trailing slashes, ".html" and "/index" forms): each spelling must get
 * one 301 straight to the file's canonical address (or its old address's new page), or be that
 * address (a page's, or that with one trailing slash) and get a 200. The seed is printed first, so a failure can be replayed with --seed.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { frozenVersions } from '../config/versions';
import { encodePath, servedPathOf } from '../plugins/delivery/paths';
import { servableFiles } from '../tests/fixtures/spellings';

const ROOT = path.resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
  },
});
const runs = Number(values.runs);
/** Random spellings of built paths, besides the `runs` raw requests. */
const spellingRuns = Math.ceil(runs / 5);
const seed = Number(values.seed);

/** Pieces of real addresses, so that many cases reach the redirect rules and the files. */
const ROUTE_PIECES = [
  '',
  '.',
  '..',
  'index.html',
  'faq.html',
  '.html',
  'providers',
  'battlenet',
  'battle.net',
  'assets',
  'js',
  'getting-started',
  'introduction',
  ...frozenVersions().map(({ routePrefix }) => routePrefix.slice(1)),
  '404',
  'evil.com',
  '@evil.com',
  '~',
  '%2e',
  '%2e%2e',
  '%2f',
  '%2F',
  '%3f',
  '%23',
  '%20',
  ';',
  '?',
  '#',
  'delivery.json',
  '_headers',
  'nginx.conf',
];
/** Pieces that should make the request unreadable as a path. */
const TRICK_PIECES = ['%252e%252e', '%252f', '%5c', '\\', '%00', '%', '%zz', '%c0%ae', '%ff', '%e2%80%ae', '\t', ' '];
const piece = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...ROUTE_PIECES) },
  { weight: 2, arbitrary: fc.constantFrom(...TRICK_PIECES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);
const separator = fc.oneof(
  { weight: 12, arbitrary: fc.constant('/') },
  { weight: 1, arbitrary: fc.constantFrom('//', '/./', '/../', '\\', '/%2f') },
);
/** Node's parser refuses raw bytes outside visible ASCII with 400 itself: most queries keep to ASCII. */
const query = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.string({
      unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
      maxLength: 16,
    }),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 16 }) },
);
const target = fc
  .tuple(fc.array(fc.tuple(separator, piece), { minLength: 1, maxLength: 6 }), fc.option(query, { nil: undefined }))
  .map(([parts, query]) => parts.map(([sep, part]) => sep + part).join('') + (query === undefined ? '' : `?${query}`));
const method = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE', 'get');

const BUILD = path.join(ROOT, 'build');
const builtFiles = servableFiles(BUILD);
const oldAddresses = new Map(
  (
    JSON.parse(readFileSync(path.join(BUILD, 'delivery.json'), 'utf8')) as { redirects: { from: string; to: string }[] }
  ).redirects.map(({ from, to }) => [from, to]),
);

/** A built file's path written another way, and the address the server must end on. */
const spelledPath = fc
  .record({
    file: fc.constantFrom(...builtFiles),
    // Which characters to percent-encode (cycled over the path).
    encode: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
    upperHex: fc.boolean(),
    dotSegment: fc.constantFrom('', '/.', '/x/..', '/./x/..'),
    doubleSlashes: fc.boolean(),
    pageSuffix: fc.constantFrom('', '', '.html', '/index.html', '/index', '/'),
    trailing: fc.constantFrom('', '', '/', '//'),
  })
  .map(({ file, encode, upperHex, dotSegment, doubleSlashes, pageSuffix, trailing }) => {
    const sitePath = servedPathOf(file);
    let index = 0;
    const spelled = sitePath.replace(/[^/]/g, (char) => {
      if (!encode[index++ % encode.length]) return char;
      const escaped = `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
      return upperHex ? escaped.toUpperCase() : escaped;
    });
    const withSlashes = doubleSlashes ? spelled.replace(/\//g, '//') : spelled;
    const suffix = file.endsWith('.html') ? (sitePath === '/' ? pageSuffix.replace(/^\.html$/, '') : pageSuffix) : '';
    const target = `${dotSegment}${withSlashes}${suffix}${sitePath === '/' && !suffix ? '' : trailing}`;
    const canonical = encodePath(sitePath);
    const moved = oldAddresses.get(sitePath);
    // A page's address, or that with one trailing slash, is answered in place.
    const inPlace =
      !moved && (target === canonical || (file.endsWith('.html') && sitePath !== '/' && target === `${canonical}/`));
    return { target, inPlace, expected: moved ?? canonical };
  });

/** The request's bytes: the target's characters as UTF-8, as a raw client would send them. */
function rawRequest(verb: string, path: string): Buffer {
  return Buffer.concat([
    Buffer.from(`${verb} `),
    Buffer.from(path, 'utf8'),
    Buffer.from(' HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
  ]);
}

async function send(port: number, raw: Buffer): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  // A reset after a refused request is an answer too: wait for the close, whatever caused it.
  socket.on('error', () => {});
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(raw);
  await closed;
  return text;
}

async function main() {
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/serve.ts'), '--port', '0'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(server.stdout, 'data')) as [Buffer];
  const port = Number(/:(\d+)\/$/m.exec(line.toString().trim())?.[1]);
  console.log(`Fuzzing the server with ${runs} requests, seed ${seed} (replay: npm run fuzz:server -- --seed ${seed})`);
  const statuses = new Map<string, number>();
  try {
    await fc.assert(
      fc.asyncProperty(method, target, async (verb, path) => {
        const answer = await send(port, rawRequest(verb, path));
        const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'closed';
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (Number(status) >= 500) throw new Error(`status ${status}`);
        const location = /^location: (.*)\r$/im.exec(answer)?.[1];
        if (location !== undefined && !/^\/(?![/\\])[^\s\\]*$/.test(location))
          throw new Error(`redirect to ${location}`);
        const next = await send(port, rawRequest('GET', '/faq'));
        if (!next.startsWith('HTTP/1.1 200')) throw new Error('the server stopped answering');
      }),
      { numRuns: runs, seed },
    );
    console.log(`Spelling built paths ${spellingRuns} random ways`);
    await fc.assert(
      fc.asyncProperty(spelledPath, async ({ target, inPlace, expected }) => {
        const answer = await send(port, rawRequest('HEAD', target));
        const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
        const location = /^location: (.*)\r$/im.exec(answer)?.[1];
        if (inPlace) {
          if (status !== '200') throw new Error(`${target}: status ${status}, not 200`);
        } else if (status !== '301' || location !== expected) {
          throw new Error(`${target}: ${status} to ${location}, not one 301 to ${expected}`);
        }
      }),
      { numRuns: spellingRuns, seed },
    );
  } finally {
    server.kill();
  }
  const summary = [...statuses].sort().map(([status, count]) => `${status}: ${count}`);
  console.log(`${runs} cases passed (${summary.join(', ')}), and ${spellingRuns} spellings of built paths`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
