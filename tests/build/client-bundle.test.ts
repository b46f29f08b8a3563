/**
 * What every page's main.js carries (plugins/client-bundle): of the site config, what the browser
 * reads, without the fields only the build reads; of the route registry, each chunk's loader
 * without its module's import request, under a short name. And the scripts loaded on demand are
 * named by chunk id.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../docusaurus.config';
import { shortName } from '../../plugins/client-bundle/browser-registry';

const JS = path.resolve(import.meta.dirname, '../../build/assets/js');

describe("main.js's site config", () => {
  const main = existsSync(JS) ? readdirSync(JS).find((file) => /^main\.[\da-f]+\.js$/.test(file)) : undefined;
  if (!main) {
    it('needs the production build', () => {
      throw new Error('build/assets/js/main.*.js is missing: run "npm run build" before "npm run test:build"');
    });
    return;
  }
  const source = readFileSync(path.join(JS, main), 'utf8');
  // A key of an object literal, as the minifier writes it (quoted or not).
  const hasKey = (key: string) => new RegExp(`[{,]"?${key}"?:`).test(source);

  it('has what the browser reads: the title, the tagline, the theme config', () => {
    for (const value of [config.title, config.tagline]) expect(source).toContain(value);
    for (const key of ['themeConfig', 'customFields', 'baseUrl']) expect(hasKey(key), key).toBe(true);
  });

  it('leaves out the page template and the plugin lists', () => {
    for (const key of ['ssrTemplate', 'presets', 'plugins', 'themes']) expect(hasKey(key), key).toBe(false);
    // A line of the page template that appears nowhere else.
    expect(source).not.toContain('<%~ it.headTags %>');
  });

  it("has a loader and a module id for each route chunk, and none of the modules' import requests", () => {
    // The registry's entries as the minifier writes them: "chunk name":[loader, null, module id]
    // (9000 is written 9e3). Docusaurus's own registry has the import request in the middle.
    const entries = source.match(/:\[\(\)=>/g)?.length ?? 0;
    expect(entries).toBeGreaterThan(150);
    expect(source.match(/\)\),null,[\de]+\]/g)?.length).toBe(entries);
    // Import requests of the routes' modules: pages, generated data, theme components. Only the
    // 404 page's is left, in plugins/page-start's ComponentCreator.
    expect(source.match(/"@(site|generated|theme)\/[^"]*"/g)).toEqual(['"@theme/NotFound"']);
  });

  it("names each route chunk by a short name, the same in the bundler's runtime", () => {
    // Registry keys as the minifier writes them: a:[()=>...; a loader that starts Promise.resolve()
    // has its module in main.js already, and no chunk of its own.
    const entries = [...source.matchAll(/[{,]"?([^",:{]+)"?:\[\(\)=>(Promise\.resolve\(\))?/g)];
    const names = entries.map(([, name]) => name ?? '');
    expect(names.length).toBeGreaterThan(150);
    expect(names).toEqual(names.map((_, index) => shortName(index)));
    // The runtime's map from chunk name to chunk id, which prefetching reads (Docusaurus's
    // ChunkAssetPlugin): the same names, and beside them only the bundle's named groups ("common",
    // "styles"), none of Docusaurus's 8-digit hashes (the minifier writes an all-digit one as a
    // number: 0x11113f9).
    const runtimeFile = readdirSync(JS).find((file) => /^runtime~framework\.[\da-f]+\.js$/.test(file)) ?? '';
    const runtime = readFileSync(path.join(JS, runtimeFile), 'utf8');
    const chunkIdByName = /\.gca=function\(\w+\)\{return \w+=\(\{([^}]*)\}\)/.exec(runtime)?.[1] ?? '';
    const runtimeNames = [...chunkIdByName.matchAll(/(?:^|,)"?([^",:]+)"?:"\d+"/g)].map(([, name]) => name ?? '');
    const chunkNames = entries.filter(([, , inMain]) => !inMain).map(([, name]) => name ?? '');
    expect(chunkNames.length).toBeGreaterThan(150);
    expect(runtimeNames.filter((name) => names.includes(name)).sort()).toEqual(chunkNames.sort());
    const others = runtimeNames.filter((name) => !names.includes(name));
    expect(others).toContain('common');
    for (const name of others) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});

describe('the scripts a page loads on demand', () => {
  it('are named by chunk id; only the three every page starts with have names', () => {
    const scripts = existsSync(JS) ? readdirSync(JS).filter((file) => file.endsWith('.js')) : [];
    const named = scripts.filter((file) => !/^\d+\.[\da-f]{8}\.js$/.test(file));
    expect(named.map((file) => file.replace(/\.[\da-f]{8}\.js$/, '')).sort()).toEqual([
      'framework',
      'main',
      'runtime~framework',
    ]);
    expect(scripts.length - named.length).toBeGreaterThan(100);
  });
});
