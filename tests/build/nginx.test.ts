/**
 * The generated nginx config (build/nginx.conf) under a real nginx with the brotli-static module,
 * started on a free port from that file: the delivery rules and hostile corpus the site's own
 * server is held to (tests/build/server.test.ts), where nginx should answer the same.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEXT_TYPES } from '../../plugins/delivery';
import { servedPathOf } from '../../plugins/delivery/paths';
import { readDelivery } from '../../plugins/delivery/server';
import { HOSTILE_REQUESTS } from '../fixtures/hostile-requests';
import { followToEnd, get, inBatches, LEAK_MARKERS, request, sendRaw } from '../fixtures/raw-http';
import { refusedSpellings, sameResourceSpellings, servableFiles } from '../fixtures/spellings';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = '/etc/nginx/mime.types';
const missing = [NGINX, BROTLI_MODULE, MIME_TYPES].filter((file) => !existsSync(file));
const PROTOCOL_REFUSALS = [501, 505];
const INSTALL = 'sudo apt-get install -y nginx libnginx-mod-http-brotli-static';

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

async function accepting(port: number): Promise<boolean> {
  const socket = connect(port, '127.0.0.1');
  const [result] = await Promise.race([once(socket, 'connect').then(() => [true]), once(socket, 'error').then(() => [false])]);
  socket.destroy();
  return result as boolean;
}

/** The smallest whole nginx setup around the generated file: one server block serving build/. */
function nginxConf(dir: string, port: number): string {
  return `load_module ${BROTLI_MODULE};
daemon off;
master_process off;
error_log stderr error;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  include ${MIME_TYPES};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # Short, so the corpus's requests that keep their connection open do not hold the run.
  keepalive_timeout 1s;
  client_header_timeout 5s;
  server {
    listen 127.0.0.1:${port};
    root ${BUILD};
    include ${path.join(BUILD, 'nginx.conf')};
  }
}
`;
}

const builtReady = existsSync(path.join(BUILD, 'nginx.conf'));

describe.skipIf(missing.length > 0 || !builtReady)(
  missing.length > 0
    ? `nginx with the generated config (skipped: ${missing.join(', ')} missing; ${INSTALL})`
    : 'nginx with the generated config',
  () => {
    let nginx: ChildProcess | undefined;
    let port: number;
    let dir: string;
    let stderr = '';

    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'nginx-'));
      port = await freePort();
      writeFileSync(path.join(dir, 'nginx.conf'), nginxConf(dir, port));
      nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      nginx.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      // nginx says nothing when it is ready: its port accepting connections is the sign.
      await vi.waitFor(
        async () => {
          if (nginx?.exitCode !== null) throw new Error(`nginx did not start:\n${stderr}`);
          if (!(await accepting(port))) throw new Error(`nginx is not listening on ${port} yet`);
        },
        { timeout: 10_000, interval: 50 },
      );
    }, 20_000);

    afterAll(() => {
      nginx?.kill();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it(`survives the ${HOSTILE_REQUESTS.length} hostile requests: no 5xx, no leak, same-origin redirects only`, { timeout: 180_000 }, async () => {
      for (const { name, raw, unfinished } of HOSTILE_REQUESTS) {
        const answer = await sendRaw(port, raw, unfinished);
        // 501 (an unknown transfer coding) and 505 (an HTTP version it does not speak) are what
        // RFC 9112 asks of nginx there: refusals, not failures.
        for (const status of answer.statuses.filter((code) => !PROTOCOL_REFUSALS.includes(code)))
          expect(status, `${name}: status`).toBeLessThan(500);
        for (const location of answer.locations) expect(location, `${name}: redirect target`).toMatch(/^\/(?![/\\])/);
        for (const marker of LEAK_MARKERS) expect(answer.text, `${name}: leaked ${marker}`).not.toContain(marker);
        expect((await get(port, '/faq')).statuses, `${name}: the next normal request`).toEqual([200]);
      }
    });

    it('serves every built file at its address, and old addresses with a 301 to their page', { timeout: 120_000 }, async () => {
      const redirects = new Map(readDelivery(BUILD).redirects.map(({ from, to }) => [from, to]));
      const files = servableFiles(BUILD);
      expect(files.length).toBeGreaterThan(400);
      await inBatches(files, 8, async (file) => {
        const sitePath = servedPathOf(file);
        const answer = await request(port, sitePath, 'HEAD');
        const moved = redirects.get(sitePath);
        if (moved) {
          expect(answer.status, sitePath).toBe(301);
          expect(answer.headers.location, sitePath).toBe(moved);
        } else {
          expect(answer.status, sitePath).toBe(200);
          expect(answer.headers['content-type'], sitePath).toMatch(/^\w+\/[\w.+-]+/);
        }
        // Other spellings end where the address does (nginx serves some of them in place).
        for (const spelling of sameResourceSpellings(sitePath, file.endsWith('.html')).slice(0, 4))
          expect((await followToEnd(port, spelling)).status, spelling).toBe(200);
      });
    });

    it('answers 404 with the 404 page for unknown paths, the 404 page and the deploy configs, however spelled', async () => {
      for (const spelling of refusedSpellings()) {
        const { status, body } = await followToEnd(port, spelling);
        expect(status, spelling).toBe(404);
        expect(body, spelling).toContain('Page Not Found');
        for (const marker of LEAK_MARKERS) expect(body, `${spelling}: leaked ${marker}`).not.toContain(marker);
      }
      expect((await request(port, '/no/such/page')).status).toBe(404);
      expect((await request(port, '/faq.html.br')).status).toBe(404);
    });

    it('sends brotli to browsers, the security headers, the cache rules and the text types', async () => {
      const delivery = readDelivery(BUILD);
      const page = await request(port, '/faq', 'GET', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect(page.headers['content-encoding']).toBe('br');
      expect((await request(port, '/faq', 'GET', { 'Accept-Encoding': 'gzip, deflate' })).headers['content-encoding']).toBe('gzip');
      for (const [name, value] of Object.entries(delivery.headers)) expect(page.headers[name.toLowerCase()], name).toBe(value);
      expect(page.headers['cache-control']).toBe(delivery.cacheControl.other);
      const script = /"(\/assets\/js\/main\.[^"]+\.js)"/.exec(
        (await request(port, '/faq', 'GET', { 'Accept-Encoding': 'identity' })).body,
      )?.[1];
      const asset = await request(port, script!, 'HEAD', { 'Accept-Encoding': 'br' });
      expect(asset.headers['cache-control']).toBe(delivery.cacheControl.assets);
      expect(asset.headers['content-security-policy']).toBe(delivery.headers['Content-Security-Policy']);
      expect((await request(port, '/llms.txt', 'HEAD')).headers['content-type']).toBe(TEXT_TYPES.txt);
      expect((await request(port, '/faq.md', 'HEAD')).headers['content-type']).toBe(TEXT_TYPES.md);
    });

    it('answers conditional requests with 304', async () => {
      const first = await request(port, '/faq', 'GET', { 'Accept-Encoding': 'br' });
      const again = await request(port, '/faq', 'GET', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag! });
      expect(again.status).toBe(304);
    });
  },
);
