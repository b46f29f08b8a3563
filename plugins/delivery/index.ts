/**
 * Production delivery, the last steps of plugins/post-build: precompressed gzip and brotli files,
 * robots.txt, and the security headers and redirects (with the CSP hashes of the built pages'
 * inline scripts) for the local server (delivery.json) and for Netlify, Vercel and nginx.
 */
import { createHash } from 'node:crypto';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { CSP_REPORT_URL } from '../../config/env';
import { REDIRECTS } from '../../config/redirects';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, securityHeaders } from '../../config/security-headers';
import { docsVersions } from '../../config/versions';
import { visitBuiltPages, type PageVisitor } from '../built-pages';
import { llmsFilesOf } from '../markdown-export/paths';
import { inlineScriptHashes } from './inline-scripts';

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|map)$/;

/**
 * Content types the servers must say themselves, by file extension: readers' tools take the
 * Markdown forms of the pages (plugins/markdown-export) by their type, and text without a
 * charset is read as Latin-1 by some of them.
 */
export const TEXT_TYPES: Record<string, string> = {
  md: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};
const MIN_COMPRESS_BYTES = 1024;

/**
 * Files the build writes for servers and hosts, not for readers: every server config refuses them
 * (Netlify never serves its own two).
 */
export const DEPLOY_FILES = ['delivery.json', '_headers', '_redirects', 'vercel.json', 'nginx.conf'];

export interface Delivery {
  headers: Record<string, string>;
  /** Content-Type by file extension, where a server's own guess is wrong or lacks the charset. */
  contentTypes: Record<string, string>;
  redirects: { from: string; to: string }[];
  cacheControl: { assets: string; other: string };
}

function allFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(path.join(dir, file)).isFile(),
  );
}

/**
 * A page visitor (plugins/built-pages) that collects the hashes of the inline scripts of every
 * built page, except the client-side redirect pages of old addresses: servers with our headers
 * answer those addresses with a 301 (and the pages' meta refresh works without their script), and
 * they are written concurrently with the post-build steps.
 */
export function scriptHashesVisitor(): { visit: PageVisitor; hashes: () => string[] } {
  const redirectPages = new Set(REDIRECTS.map(({ from }) => path.join(from.slice(1), 'index.html')));
  const hashes = new Set<string>();
  const visit: PageVisitor = ({ file, $ }) => {
    if (redirectPages.has(file)) return;
    for (const hash of inlineScriptHashes($)) hashes.add(hash);
  };
  return { visit, hashes: () => [...hashes].sort() };
}

/** The hashes of the inline scripts of the built pages in `outDir` (see scriptHashesVisitor). */
export async function collectScriptHashes(outDir: string): Promise<string[]> {
  const scripts = scriptHashesVisitor();
  await visitBuiltPages(outDir, { baseUrl: '/', routes: [] }, [scripts.visit]);
  return scripts.hashes();
}

/**
 * Puts a compressed form into the cache under a temporary name, then renames it: builds sharing the
 * cache (build/, build-hosted/, a copy with node_modules linked) never read half a file. A form that
 * could not be stored only costs a later build its reuse.
 */
async function store(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data)
    .then(() => rename(temporary, file))
    .catch(() => rm(temporary, { force: true }));
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The scripts and stylesheets every page starts with: the bundler's runtime, React, main.js, the CSS. */
const START_ASSET = /^assets[\\/](js[\\/](runtime~[\w-]+|framework|main)\.[\da-f]+\.js|css[\\/][^\\/]+\.css)$/;
/** Assets from this size on are libraries loaded on demand (Mermaid's) or the search index. */
const LARGE_ASSET_BYTES = 256 * 1024;

/**
 * Brotli's quality for a file. Quality 11 is the smallest and costs about a second per megabyte,
 * 10 is 2 % larger for a third of that, 9 and below are 10 % larger and some ten times faster
 * again. So 11 goes to what every page starts with, 10 to the other scripts and styles a page
 * loads (its route's chunks), 9 to the search index, and 5 to the rest: the libraries loaded on
 * demand (where 9 gains under 2 % on 5) and the pages, Markdown and text files, which change with
 * every deploy and are compressed anew each time.
 */
export function brotliQuality(file: string, bytes: number): number {
  if (START_ASSET.test(file)) return 11;
  if (!file.startsWith('assets/')) return 5;
  if (file.endsWith('.json')) return 9;
  return bytes < LARGE_ASSET_BYTES ? 10 : 5;
}

/** The files of `outDir` that get compressed forms (the deploy configs are for hosts, not readers). */
export function compressibleFiles(outDir: string): string[] {
  return allFiles(outDir).filter((file) => COMPRESSIBLE.test(file) && !DEPLOY_FILES.includes(file));
}

/** How many files are read and compressed at a time: enough to keep the thread pool busy. */
const FILES_AT_A_TIME = 16;

/**
 * Writes a .gz and a .br next to files of `outDir`, at the brotli quality brotliQuality gives.
 * Compression runs on libuv's thread pool, so all cores work at once while the main thread does
 * other post-build steps. `add` takes files (relative to `outDir`) and can be called again for
 * files written later; `finish` waits for all of them.
 *
 * With `cacheDir`, the compressed forms are kept there by the content's hash and taken from there
 * when a later build writes the same file again; `finish` removes what this build did not use.
 */
export function compression(outDir: string, cacheDir?: string) {
  const used = new Set<string>();
  let reused = 0;
  let compressed = 0;
  const pending: Promise<void>[] = [];
  const cacheReady = cacheDir ? mkdir(cacheDir, { recursive: true }) : Promise.resolve(undefined);

  /** The gzip and brotli forms of `content`, from the cache when an earlier build made them. */
  async function compress(content: Buffer, quality: number): Promise<[Buffer, Buffer]> {
    const make = () =>
      Promise.all([
        gzipAsync(content, { level: 9 }),
        brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
      ]);
    if (!cacheDir) return make();
    await cacheReady;
    const key = `${createHash('sha256').update(content).digest('hex').slice(0, 32)}-q${quality}`;
    const [gzFile, brFile] = [path.join(cacheDir, `${key}.gz`), path.join(cacheDir, `${key}.br`)];
    used.add(`${key}.gz`).add(`${key}.br`);
    const [gz, br] = await Promise.all([
      readFile(gzFile).catch(() => undefined),
      readFile(brFile).catch(() => undefined),
    ]);
    if (gz && br) {
      reused += 1;
      return [gz, br];
    }
    const made = await make();
    await Promise.all([store(gzFile, made[0]), store(brFile, made[1])]);
    return made;
  }

  async function compressFile(file: string): Promise<void> {
    const content = await readFile(path.join(outDir, file));
    if (content.length < MIN_COMPRESS_BYTES) return;
    const [gz, br] = await compress(content, brotliQuality(file.split(path.sep).join('/'), content.length));
    await Promise.all([writeFile(path.join(outDir, `${file}.gz`), gz), writeFile(path.join(outDir, `${file}.br`), br)]);
    compressed += 1;
  }

  return {
    add(files: string[]): void {
      const queue = [...files];
      const worker = async () => {
        for (let file = queue.shift(); file !== undefined; file = queue.shift()) await compressFile(file);
      };
      pending.push(...Array.from({ length: FILES_AT_A_TIME }, worker));
    },
    async finish(): Promise<{ files: number; reused: number }> {
      await Promise.all(pending);
      if (cacheDir) {
        const stale = (await readdir(cacheDir)).filter((entry) => !used.has(entry));
        await Promise.all(stale.map((entry) => rm(path.join(cacheDir, entry), { force: true })));
      }
      return { files: compressed, reused };
    },
  };
}

/** Compresses every compressible file of `outDir` (see `compression`). */
export async function precompress(outDir: string, cacheDir?: string): Promise<{ files: number; reused: number }> {
  const session = compression(outDir, cacheDir);
  session.add(compressibleFiles(outDir));
  return session.finish();
}

function netlifyHeaders(headers: Record<string, string>): string {
  const lines = (values: Record<string, string>) =>
    Object.entries(values).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '/*',
    ...lines({ ...headers, 'Cache-Control': CACHE_REVALIDATE }),
    '/assets/*',
    ...lines({ 'Cache-Control': CACHE_IMMUTABLE }),
    ...Object.entries(TEXT_TYPES).flatMap(([extension, type]) => [
      `/*.${extension}`,
      ...lines({ 'Content-Type': type }),
    ]),
    '',
  ].join('\n');
}

/** Old addresses, then the files no reader is served, as 404s that shadow the files (the "!"). */
function netlifyRedirects(redirects: Delivery['redirects']): string {
  return [
    ...redirects.map(({ from, to }) => `${from} ${to} 301`),
    ...['/404', ...DEPLOY_FILES.map((file) => `/${file}`)].map((from) => `${from} /404.html 404!`),
    '',
  ].join('\n');
}

function vercelConfig({ headers, redirects }: Delivery): string {
  const list = (values: Record<string, string>) => Object.entries(values).map(([key, value]) => ({ key, value }));
  return JSON.stringify(
    {
      cleanUrls: true,
      trailingSlash: false,
      redirects: redirects.map(({ from, to }) => ({ source: from, destination: to, permanent: true })),
      headers: [
        { source: '/(.*)', headers: list({ ...headers, 'Cache-Control': CACHE_REVALIDATE }) },
        { source: '/assets/(.*)', headers: list({ 'Cache-Control': CACHE_IMMUTABLE }) },
        ...Object.entries(TEXT_TYPES).map(([extension, type]) => ({
          source: `/(.*)\\.${extension}`,
          headers: list({ 'Content-Type': type }),
        })),
      ],
    },
    null,
    2,
  );
}

function nginxConfig({ headers, redirects }: Delivery): string {
  const addHeaders = (values: Record<string, string>, indent: string) =>
    Object.entries(values).map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);
  return [
    '# Generated by the build: include inside the server block that serves build/.',
    '# Needs ngx_http_gzip_static_module (and ngx_brotli for the .br files).',
    'gzip_static on;',
    'brotli_static on;',
    ...addHeaders({ ...headers, 'Cache-Control': CACHE_REVALIDATE }, ''),
    // Quoted: an unquoted "#" in a target would start a comment.
    ...redirects.map(({ from, to }) => `location = ${from} { return 301 "${to}"; }`),
    // nginx answers 405 to methods other than GET and HEAD on static files by itself.
    ...['/404', ...DEPLOY_FILES.map((file) => `/${file}`)].map((from) => `location = ${from} { return 404; }`),
    // Reached only through error_page, so a request for it is a 404 too.
    'location = /404.html { internal; }',
    'rewrite ^(/.*)/index\\.html$ $1 permanent;',
    'rewrite ^(/(?!404\\.html$).+)\\.html$ $1 permanent;',
    'location /assets/ {',
    ...addHeaders({ ...headers, 'Cache-Control': CACHE_IMMUTABLE }, '  '),
    '}',
    // A location's own add_header replaces the server's, so each repeats the security headers.
    ...Object.entries(TEXT_TYPES).flatMap(([extension, type]) => [
      `location ~ \\.${extension}$ {`,
      '  types { }',
      `  default_type "${type}";`,
      ...addHeaders({ ...headers, 'Cache-Control': CACHE_REVALIDATE }, '  '),
      '  try_files $uri =404;',
      '}',
    ]),
    'location / {',
    '  try_files $uri $uri/index.html $uri.html =404;',
    '}',
    'error_page 404 /404.html;',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; the sitemap, and in comments each version's Markdown index for language models. */
function robotsTxt(siteUrl: string, baseUrl: string, siteDir: string): string {
  const absolute = (sitePath: string) => new URL(`${baseUrl.replace(/\/$/, '')}${sitePath}`, siteUrl).href;
  const llms = docsVersions(siteDir).flatMap(({ label, routePrefix }) => {
    const { index, full } = llmsFilesOf(routePrefix);
    return [`# NextAuth.js ${label} for language models: ${absolute(index)} (index), ${absolute(full)} (every page)`];
  });
  return ['User-agent: *', 'Allow: /', '', ...llms, `Sitemap: ${absolute('/sitemap.xml')}`, ''].join('\n');
}

/** Writes the headers, redirects and deploy configs, and robots.txt, for the site at `siteUrl` + `baseUrl`. */
export function writeDeliveryFiles(
  outDir: string,
  {
    siteUrl,
    baseUrl,
    siteDir,
    hostedSearch,
  }: { siteUrl: string; baseUrl: string; siteDir: string; hostedSearch: boolean },
  scriptHashes: string[],
): void {
  const delivery: Delivery = {
    headers: securityHeaders({ scriptHashes, hostedSearch, reportUrl: CSP_REPORT_URL }),
    contentTypes: TEXT_TYPES,
    redirects: REDIRECTS,
    cacheControl: { assets: CACHE_IMMUTABLE, other: CACHE_REVALIDATE },
  };
  writeFileSync(path.join(outDir, 'delivery.json'), JSON.stringify(delivery, null, 2));
  writeFileSync(path.join(outDir, '_headers'), netlifyHeaders(delivery.headers));
  writeFileSync(path.join(outDir, '_redirects'), netlifyRedirects(REDIRECTS));
  writeFileSync(path.join(outDir, 'vercel.json'), vercelConfig(delivery));
  writeFileSync(path.join(outDir, 'nginx.conf'), nginxConfig(delivery));
  writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl, baseUrl, siteDir));
}
