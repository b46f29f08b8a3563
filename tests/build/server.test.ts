/**
 * The site's own server (scripts/serve.ts) against the production build: hostile requests sent as
 * raw bytes, the delivery rules a browser or crawler relies on, idle connections, and the CLI.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanRoute, parseTarget, readDelivery } from '../../plugins/delivery/server';
import { DEPLOY_FILES } from '../../plugins/delivery';
import { HOSTILE_REQUESTS } from '../fixtures/hostile-requests';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const SERVE = ['--import', 'tsx', path.join(ROOT, 'scripts/serve.ts')];

/** Text found only in files a reader must never be sent: outside build/, or the deploy configs. */
const LEAK_MARKERS = [
  'root:x:0:0', // /etc/passwd
  '"name": "next-auth-docs"', // package.json
  '# NextAuth.js documentation website', // README.md
  '"cacheControl"', // delivery.json
  'gzip_static on;', // nginx.conf
  '"cleanUrls": true', // vercel.json
  '/providers/42 /providers/42-school 301', // _redirects
  '/assets/*\n  Cache-Control', // _headers
];

interface Answer {
  /** Status codes of every response on the connection, in order. */
  statuses: number[];
  locations: string[];
  text: string;
}

/**
 * Sends bytes on a new connection and reads until the server closes it. A request left unfinished
 * on purpose is followed by the end of our side, as a client that gives up would do.
 */
async function sendRaw(port: number, raw: Buffer, unfinished = false): Promise<Answer> {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  // A reset after a refused request is an answer too: wait for the close, whatever caused it.
  socket.on('error', () => {});
  const closed = new Promise((resolve) => socket.once('close', resolve));
  if (unfinished) socket.end(raw);
  else socket.write(raw);
  await closed;
  const text = Buffer.concat(chunks).toString('latin1');
  return {
    statuses: [...text.matchAll(/^HTTP\/1\.[01] (\d{3})/gm)].map((match) => Number(match[1])),
    locations: [...text.matchAll(/^location: (.*)\r$/gim)].map((match) => match[1]!),
    text,
  };
}

async function get(port: number, target: string, headers: Record<string, string> = {}, method = 'GET') {
  const lines = Object.entries({ Host: 'localhost', ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
  return sendRaw(
    port,
    Buffer.from(`${method} ${target} HTTP/1.1\r\n${lines.join('')}Connection: close\r\n\r\n`, 'latin1'),
  );
}

async function startServer(args: string[] = []): Promise<{ server: ChildProcess; port: number }> {
  const server = spawn(process.execPath, [...SERVE, '--dir', BUILD, '--port', '0', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [line] = (await once(server.stdout, 'data')) as [Buffer];
  const port = Number(/:(\d+)\/$/m.exec(line.toString().trim())?.[1]);
  return { server, port };
}

describe('request targets', () => {
  it('resolve dot segments and repeated slashes, and never yield a path that starts with two slashes', () => {
    expect(parseTarget('/.//evil.com.html')).toMatchObject({ pathname: '/evil.com.html', canonical: false });
    expect(parseTarget('//evil.com')).toMatchObject({ pathname: '/evil.com', encodedPath: '/evil.com' });
    expect(parseTarget('/a/../../b?x=1')).toMatchObject({ pathname: '/b', search: '?x=1' });
    expect(parseTarget('http://evil.com//x')).toMatchObject({ pathname: '/x' });
    expect(parseTarget('/faq')).toMatchObject({ pathname: '/faq', canonical: true });
    expect(parseTarget('/q?\u00ff')?.search).toBe('?%C3%BF');
  });

  it('refuse what is not a path', () => {
    for (const target of ['*', 'faq', '/%zz', '/a%00', '/a%5cb', '/a\\b', '/%0d%0a'])
      expect(parseTarget(target), target).toBeUndefined();
  });

  it('clean to the route of the page', () => {
    expect(cleanRoute('/index.html')).toBe('/');
    expect(cleanRoute('/a/b/index.html')).toBe('/a/b');
    expect(cleanRoute('/a/b.html')).toBe('/a/b');
    expect(cleanRoute('/a/b/')).toBe('/a/b');
  });
});

describe('the server', () => {
  if (!existsSync(path.join(BUILD, 'delivery.json'))) {
    it('needs the production build', () => {
      throw new Error('build/delivery.json is missing: run "npm run build" before "npm run test:build"');
    });
    return;
  }
  let server: ChildProcess | undefined;
  let port: number;
  beforeAll(async () => ({ server, port } = await startServer()), 30_000);
  afterAll(() => void server?.kill());

  it(
    `survives ${HOSTILE_REQUESTS.length} hostile requests: no 5xx, no leak, same-origin redirects only`,
    { timeout: 120_000 },
    async () => {
      expect(HOSTILE_REQUESTS.length).toBeGreaterThanOrEqual(200);
      for (const { name, raw, unfinished } of HOSTILE_REQUESTS) {
        const answer = await sendRaw(port, raw, unfinished);
        for (const status of answer.statuses) expect(status, `${name}: status`).toBeLessThan(500);
        for (const location of answer.locations) {
          expect(location, `${name}: redirect target`).toMatch(/^\/(?![/\\])/);
          expect(location, `${name}: redirect target`).not.toMatch(/[\s\\]/);
        }
        for (const marker of LEAK_MARKERS) expect(answer.text, `${name}: leaked ${marker}`).not.toContain(marker);
        const next = await get(port, '/faq');
        expect(next.statuses, `${name}: the next normal request`).toEqual([200]);
      }
    },
  );

  it('answers only GET and HEAD, with 405 and Allow otherwise', async () => {
    const deleted = await get(port, '/faq', {}, 'DELETE');
    expect(deleted.statuses).toEqual([405]);
    expect(deleted.text).toMatch(/^allow: GET, HEAD\r$/im);
    const head = await get(port, '/faq', {}, 'HEAD');
    expect(head.statuses).toEqual([200]);
    expect(head.text.endsWith('\r\n\r\n')).toBe(true);
  });

  it('answers 404 for /404, /404.html and the deploy configs', async () => {
    for (const target of ['/404', '/404.html', ...DEPLOY_FILES.map((file) => `/${file}`)]) {
      const answer = await get(port, target);
      expect(answer.statuses, target).toEqual([404]);
      expect(answer.text, target).toContain('Page Not Found');
    }
  });

  it('redirects dot segments, repeated slashes and .html forms to the clean path on this origin', async () => {
    expect((await get(port, '/.//evil.com.html')).locations).toEqual(['/evil.com']);
    expect((await get(port, '//')).locations).toEqual(['/']);
    expect((await get(port, '/getting-started/../faq.html?x=1')).locations).toEqual(['/faq?x=1']);
    expect((await get(port, '/providers/battlenet')).locations).toEqual(['/providers/battle.net']);
    const [withAnchor] = readDelivery(BUILD).redirects.filter(({ to }) => to.includes('#'));
    const [targetPath, anchor] = withAnchor!.to.split('#');
    expect((await get(port, `${withAnchor!.from}?x=1`)).locations).toEqual([`${targetPath}?x=1#${anchor}`]);
  });

  it('honours the q-values of Accept-Encoding', async () => {
    const encoding = async (accept: string) =>
      /^content-encoding: (.*)\r$/im.exec((await get(port, '/faq', { 'Accept-Encoding': accept })).text)?.[1];
    expect(await encoding('br, gzip')).toBe('br');
    expect(await encoding('br;q=0, gzip')).toBe('gzip');
    expect(await encoding('gzip;q=0.5, br;q=0.4')).toBe('gzip');
    expect(await encoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(await encoding('identity')).toBeUndefined();
  });

  it('sends every file of the build with a content type', async () => {
    const oldAddresses = new Set(readDelivery(BUILD).redirects.map(({ from }) => from));
    // Files only: a folder's name may have dots too (assets/mermaid-<version>).
    const files = readdirSync(BUILD, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        /\.\w+$/.test(file) &&
        !/\.(br|gz)$/.test(file) &&
        !DEPLOY_FILES.includes(file) &&
        file !== '404.html' &&
        statSync(path.join(BUILD, file)).isFile(),
    );
    expect(files.length).toBeGreaterThan(400);
    for (const file of files) {
      const target = `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
      const answer = await get(port, target, {}, 'HEAD');
      if (oldAddresses.has(cleanRoute(target))) {
        // A client-side redirect page, for hosts that cannot redirect; this server can.
        expect(answer.statuses, target).toEqual([301]);
        continue;
      }
      expect(answer.statuses, target).toEqual([200]);
      expect(answer.text, target).toMatch(/^content-type: \w+\/[\w.+-]+/im);
    }
  });

  it('sends the Markdown forms and llms.txt as UTF-8 text of their type, compressed and plain', async () => {
    for (const [target, type] of [
      ['/getting-started/example.md', 'text/markdown; charset=utf-8'],
      ['/v3/faq.md', 'text/markdown; charset=utf-8'],
      ['/llms.txt', 'text/plain; charset=utf-8'],
    ] as const) {
      for (const encoding of ['br', 'identity']) {
        const { statuses, text } = await get(port, target, { 'Accept-Encoding': encoding });
        expect(statuses, target).toEqual([200]);
        expect(text, `${target} (${encoding})`).toMatch(new RegExp(`^content-type: ${type.replace(';', ';')}\\r$`, 'im'));
      }
    }
  });

  it('sends the isolation headers and no obsolete feature names', async () => {
    const { text } = await get(port, '/');
    expect(text).toMatch(/^cross-origin-opener-policy: same-origin\r$/im);
    expect(text).toMatch(/^cross-origin-resource-policy: same-origin\r$/im);
    expect(text).not.toContain('interest-cohort');
  });

  it('keeps serving while 500 connections sit idle with half a request', { timeout: 60_000 }, async () => {
    const idle = await Promise.all(
      Array.from({ length: 500 }, async () => {
        const socket = connect(port, '127.0.0.1');
        socket.on('error', () => {});
        await once(socket, 'connect');
        socket.write('GET /faq HTTP/1.1\r\nHost: localhost\r\n');
        return socket;
      }),
    );
    try {
      expect((await get(port, '/faq')).statuses).toEqual([200]);
      expect((await get(port, '/getting-started/introduction')).statuses).toEqual([200]);
    } finally {
      for (const socket of idle) socket.destroy();
    }
  });
});

// Each case starts node with tsx, which takes a few seconds on a loaded machine.
describe('the command line', { timeout: 30_000 }, () => {
  const run = (args: string[]) => spawnSync(process.execPath, [...SERVE, ...args], { cwd: ROOT, encoding: 'utf8' });

  it('answers an unknown flag with the usage line, not a stack trace', () => {
    const result = run(['--prot', '4000']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Usage: npm run serve -- [--dir build] [--port 3000]');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('says in one line that a port is in use', async () => {
    if (!existsSync(path.join(BUILD, 'delivery.json'))) return;
    const { server, port } = await startServer();
    try {
      const result = run(['--dir', BUILD, '--port', String(port)]);
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        `Port ${port} on 127.0.0.1 is already in use: stop what runs there, or pick another port with --port N (npm start -- --port N).`,
      );
    } finally {
      server.kill();
    }
  });

  it('takes --port through npm run serve', async () => {
    if (!existsSync(path.join(BUILD, 'delivery.json'))) return;
    const npm = spawn('npm', ['run', '--silent', 'serve', '--', '--port', '0'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    try {
      const [line] = (await once(npm.stdout, 'data')) as [Buffer];
      expect(line.toString()).toMatch(/^Serving build at http:\/\/127\.0\.0\.1:\d+\/$/m);
    } finally {
      process.kill(-npm.pid!);
    }
  });
});
