/** Precompression (plugins/delivery): the cache a warm build takes unchanged files' compressed forms from. */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressibleFiles, forgetUnusedForms, precompress } from '../../plugins/delivery';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** One build's compression: every compressible file, then the cache entries it did not use removed. */
function build(out: string, cache: string): { files: number; reused: number } {
  const { files, reused, cacheEntries } = precompress(out, compressibleFiles(out), cache);
  forgetUnusedForms(cache, new Set(cacheEntries));
  return { files, reused };
}

describe('precompress', () => {
  it('reuses the compressed forms of unchanged files and forgets the forms no build uses', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const out = path.join(dir, 'build');
    const cache = path.join(dir, 'cache');
    mkdirSync(path.join(out, 'assets'), { recursive: true });
    const page = '<p>page</p>'.repeat(200);
    writeFileSync(path.join(out, 'index.html'), page);
    writeFileSync(path.join(out, 'assets/main.js'), 'console.log(1);'.repeat(200));
    writeFileSync(path.join(out, 'tiny.css'), 'a{}'); // under the size worth compressing

    expect(build(out, cache)).toEqual({ files: 2, reused: 0 });
    expect(readdirSync(cache)).toHaveLength(4);
    expect(build(out, cache)).toEqual({ files: 2, reused: 2 });
    expect(gunzipSync(readFileSync(path.join(out, 'index.html.gz'))).toString()).toBe(page);
    expect(brotliDecompressSync(readFileSync(path.join(out, 'index.html.br'))).toString()).toBe(page);

    const changed = '<p>changed</p>'.repeat(200);
    writeFileSync(path.join(out, 'index.html'), changed);
    expect(build(out, cache)).toEqual({ files: 2, reused: 1 });
    expect(brotliDecompressSync(readFileSync(path.join(out, 'index.html.br'))).toString()).toBe(changed);
    // The old page's forms are gone; this build's four remain.
    expect(readdirSync(cache)).toHaveLength(4);
  });
});
