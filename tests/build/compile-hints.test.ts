/**
 * Every bundled script asks Chromium to compile it while it downloads (plugins/page-start's
 * compile hints), the scripts a page starts with above all.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../plugins/page-start/compile-hints';
import { BUILD, entryScript, JS, pageScripts } from './page-scripts';

describe('compile hints', () => {
  if (!existsSync(JS)) {
    it('needs the production build', () => {
      throw new Error('build/assets/js is missing: run "npm run build" before "npm run test:build"');
    });
    return;
  }

  it('is the magic comment Chromium reads, on a line of its own', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it("starts every bundled script, and the scripts' brotli forms", () => {
    const scripts = readdirSync(JS).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(100);
    const unhinted = scripts.filter((file) => !readFileSync(path.join(JS, file), 'utf8').startsWith(COMPILE_HINT));
    expect(unhinted).toEqual([]);
    const main = entryScript('main');
    expect(main).toBeDefined();
    expect(brotliDecompressSync(readFileSync(path.join(JS, `${main}.br`))).toString('utf8')).toMatch(
      /^\/\/# allFunctionsCalledOnLoad\n/,
    );
  });

  it('starts each script a page starts with: main.js and its route chunks', () => {
    for (const route of ['', 'configuration/options', 'v3/getting-started/introduction']) {
      const scripts = pageScripts(route);
      expect(scripts.length, route).toBeGreaterThan(2);
      expect(scripts.some((src) => /\/main\.[\da-f]+\.js$/.test(src)), route).toBe(true);
      for (const src of scripts) expect(readFileSync(path.join(BUILD, src), 'utf8').startsWith(COMPILE_HINT), src).toBe(true);
    }
  });
});
