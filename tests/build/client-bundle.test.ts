/**
 * What every page's main.js carries (plugins/client-bundle): of the site config, what the browser
 * reads, without the fields only the build reads; of the route registry, each chunk's loader
 * without its module's import request, under a short name; of the docs plugin's global data, each
 * version's docs by id. The scripts loaded on demand are
 * named by chunk id, and a docs page's layout is one of them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../docusaurus.config';
import { shortName } from '../../plugins/client-bundle/browser-registry';
import { expandGlobalData } from '../../plugins/client-bundle/global-data';
import { BUILD, entryScript, JS, pageScripts } from './page-scripts';


const runtime = () => readFileSync(path.join(JS, entryScript('runtime~framework') ?? ''), 'utf8');

/** The runtime's map from chunk name to chunk id, which prefetching reads (Docusaurus's ChunkAssetPlugin). */
function chunkIdByName(): Map<string, string> {
  const map = /\.gca=function\(\w+\)\{return \w+=\(\{([^}]*)\}\)/.exec(runtime())?.[1] ?? '';
  return new Map([...map.matchAll(/(?:^|,)"?([^",:]+)"?:"(\d+)"/g)].map(([, name, id]) => [name ?? '', id ?? '']));
}

/** The chunk names the runtime's lookup takes for the docs layout chunk's (plugins/client-bundle/docs-layout.ts). */
function docsLayoutAliases(): string[] {
  const list = /\.gca=function\(\w+\)\{return \w+\((\[[^\]]*\])\.includes\(\w+\)\?"docs-layout":\w+\)\}/.exec(runtime())?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

describe("main.js's site config", () => {
  const main = entryScript('main');
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

  it("lists each docs version's docs by id, and expands them to the global data the server render read", () => {
    // The global data as the minifier writes it: JSON.parse('{"docusaurus-plugin-content-docs":...}').
    const literal = /JSON\.parse\('(\{"docusaurus-plugin-content-docs":.*?)'\)/.exec(source)?.[1];
    expect(literal).toBeDefined();
    const browser = JSON.parse(literal ?? '{}') as Record<string, unknown>;
    const server = JSON.parse(readFileSync(path.resolve(BUILD, '../.docusaurus/globalData.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(expandGlobalData(browser)).toEqual(server);
    type Versions<Doc> = Record<string, { default: { versions: { path: string; docs: Doc }[] } }>;
    const serverVersions = (server as Versions<{ id: string; path: string }[]>)['docusaurus-plugin-content-docs']!.default.versions;
    const browserVersions = (browser as Versions<{ docs: unknown[] }>)['docusaurus-plugin-content-docs']!.default.versions;
    // A whole entry for a doc whose path is not its version's path and its id, an id otherwise.
    const entries = browserVersions.map((version) => version.docs.docs.filter((doc) => typeof doc === 'object' && !Array.isArray(doc)).length);
    const customPaths = serverVersions.map((version) => version.docs.filter((doc) => doc.path !== `${version.path.replace(/\/$/, '')}/${doc.id}`).length);
    expect(entries).toEqual(customPaths);
    expect(serverVersions.flatMap((version) => version.docs).length).toBeGreaterThan(150);
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
    // ChunkAssetPlugin): the same names, but for the docs layout components' (their modules are
    // all in the docs layout chunk, which the runtime's lookup gives their names), and beside them
    // only the bundle's named groups ("styles", "docs-layout"), none of Docusaurus's
    // 8-digit hashes (the minifier writes an all-digit one as a number: 0x11113f9).
    const runtimeNames = [...chunkIdByName().keys()];
    const layoutNames = docsLayoutAliases();
    expect(layoutNames).toHaveLength(4);
    const chunkNames = entries.filter(([, , inMain]) => !inMain).map(([, name]) => name ?? '');
    expect(chunkNames.length).toBeGreaterThan(150);
    expect(runtimeNames.filter((name) => names.includes(name)).sort()).toEqual(
      chunkNames.filter((name) => !layoutNames.includes(name)).sort(),
    );
    const others = runtimeNames.filter((name) => !names.includes(name));
    expect(others).toContain('docs-layout');
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

describe("a docs page's layout", () => {
  // Pages of both versions, with and without tabs, provider facts and diagrams.
  const DOCS_PAGES = [
    'getting-started/introduction',
    'configuration/options',
    'providers/github',
    'errors',
    'v3/getting-started/introduction',
  ];
  const layoutScript = () => {
    const id = chunkIdByName().get('docs-layout');
    const file = id && readdirSync(JS).find((name) => name.startsWith(`${id}.`) && name.endsWith('.js'));
    if (!file) throw new Error('the runtime names no "docs-layout" chunk');
    return `/assets/js/${file}`;
  };

  it('is one script, which every docs page starts with and the home page does not', () => {
    const layout = layoutScript();
    for (const route of DOCS_PAGES) expect(pageScripts(route), route).toContain(layout);
    expect(pageScripts('')).not.toContain(layout);
  });

  it("holds the whole layout: beside it, a docs page starts with its version's data and its own content only", () => {
    const layout = layoutScript();
    const source = readFileSync(path.join(BUILD, layout), 'utf8');
    // The doc's pagination and table of contents, the sidebar, a code block's copy button.
    for (const marker of ['pagination-nav__link', 'table-of-contents', 'docSidebarContainer', 'theme.CodeBlock.copy'])
      expect(source, marker).toContain(marker);
    for (const route of ['getting-started/introduction', 'v3/getting-started/introduction']) {
      const entries = ['main', 'framework', 'runtime~framework'].map((name) => `/assets/js/${entryScript(name)}`);
      const own = pageScripts(route).filter((script) => !entries.includes(script) && script !== layout);
      // The docs plugin's name, the version's sidebars and doc titles, the page's content.
      expect(own, route).toHaveLength(3);
    }
  });
});
