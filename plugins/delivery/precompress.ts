/**
 * Precompression (a step of plugins/post-build): a .gz and a .br next to each file of the output
 * folder worth compressing, the brotli quality chosen by what the file is, and a cache of the
 * compressed forms keyed by content, so a warm build compresses only what changed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|m?js|css|json|svg|xml|txt|md|map)$/;
/** Smaller files are served as they are: their compressed forms would save next to nothing. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Files the build writes for servers and hosts, not for readers: every server config refuses them
 * (Netlify never serves its own two).
 */
export const DEPLOY_FILES = ['delivery.json', '_headers', '_redirects', 'vercel.json', 'nginx.conf'];

function allFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(path.join(dir, file)).isFile(),
  );
}

/**
 * Puts a compressed form into the cache under a temporary name, then renames it: builds sharing the
 * cache (build/, build-hosted/, a copy with node_modules linked) never read half a file. A form that
 * could not be stored only costs a later build its reuse.
 */
function store(file: string, data: Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, file);
  } catch {
    rmSync(temporary, { force: true });
  }
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** The scripts and stylesheets every page starts with: the bundler's runtime, React, main.js, the CSS. */
const START_ASSET = /^assets[\\/](js[\\/](runtime~[\w-]+|framework|main)\.[\da-f]+\.js|css[\\/][^\\/]+\.css)$/;
/** Assets from this size on are loaded on demand: the search index. */
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

/** Whether a file of the output folder gets compressed forms (the deploy configs are for hosts, not readers). */
export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.test(file) && !DEPLOY_FILES.includes(file);
}

/** The files of `outDir` that get compressed forms. */
export function compressibleFiles(outDir: string): string[] {
  return allFiles(outDir).filter(isCompressible);
}

/** What a `precompress` did: the files it compressed, how many of those came from the cache, and the cache entries it used. */
export interface Precompressed {
  files: number;
  reused: number;
  cacheEntries: string[];
}

/**
 * Writes a .gz and a .br next to each of `files` (relative to `outDir`), at the brotli quality
 * brotliQuality gives. With `cacheDir`, the compressed forms are kept there by the content's hash
 * and taken from there when a later build writes the same file again (forgetUnusedForms removes
 * what a build did not use).
 *
 * Synchronous, one file after another, so that it keeps one core busy and no more:
 * plugins/post-build runs it on its background thread, beside the rendering of the pages and then
 * beside the parse of the built pages. Run asynchronously on libuv's thread pool, which the
 * rendering fills with the HTML minifier's work, each of a file's dozen steps queued behind the
 * pages, and not one file was done by the time the rendering ended.
 */
export function precompress(outDir: string, files: string[], cacheDir?: string): Precompressed {
  const result: Precompressed = { files: 0, reused: 0, cacheEntries: [] };
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  for (const file of files) {
    const content = readFileSync(path.join(outDir, file));
    if (content.length < MIN_COMPRESS_BYTES) continue;
    const quality = brotliQuality(file.split(path.sep).join('/'), content.length);
    const key = `${createHash('sha256').update(content).digest('hex').slice(0, 32)}-q${quality}`;
    const [gzEntry, brEntry] = [`${key}.gz`, `${key}.br`];
    if (cacheDir) result.cacheEntries.push(gzEntry, brEntry);
    let gz = cacheDir ? readIfPresent(path.join(cacheDir, gzEntry)) : undefined;
    let br = cacheDir ? readIfPresent(path.join(cacheDir, brEntry)) : undefined;
    if (gz && br) {
      result.reused += 1;
    } else {
      gz = gzipSync(content, { level: 9 });
      br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
      if (cacheDir) {
        store(path.join(cacheDir, gzEntry), gz);
        store(path.join(cacheDir, brEntry), br);
      }
    }
    writeFileSync(path.join(outDir, `${file}.gz`), gz);
    writeFileSync(path.join(outDir, `${file}.br`), br);
    result.files += 1;
  }
  return result;
}

/** Removes the compressed forms in `cacheDir` that this build's `precompress` runs did not use. */
export function forgetUnusedForms(cacheDir: string, used: Set<string>): void {
  for (const entry of readdirSync(cacheDir)) {
    if (!used.has(entry)) rmSync(path.join(cacheDir, entry), { force: true });
  }
}
