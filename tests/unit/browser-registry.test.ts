/**
 * The route registry and routes' chunk names the browser gets (plugins/client-bundle/browser-registry.ts),
 * made from what Docusaurus's own codegen writes, so an upgrade that changes their shape fails here.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import flat from '@docusaurus/core/lib/client/flat';
import type { RouteChunkNames, RouteConfig } from '@docusaurus/types';
import { afterAll, describe, expect, it } from 'vitest';
import { browserRoutes, shortName, writeBrowserRoutes } from '../../plugins/client-bundle/browser-registry';

const require = createRequire(import.meta.url);
const { generateRouteFiles } = require('@docusaurus/core/lib/server/codegen/codegenRoutes') as {
  generateRouteFiles: (options: { generatedFilesDir: string; routes: RouteConfig[] }) => Promise<void>;
};

const ROUTES: RouteConfig[] = [
  { path: '/', component: '@site/src/pages/index.tsx', exact: true },
  {
    path: '/docs',
    component: '@theme/DocsRoot',
    routes: [
      { path: '/docs/intro', component: '@theme/DocItem', exact: true, modules: { content: '@site/docs/intro.mdx' } },
      { path: '/docs/faq', component: '@theme/DocItem', exact: true, modules: { content: '@site/docs/faq.mdx' } },
    ],
  },
];

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Docusaurus's registry and routes' chunk names for ROUTES, and the folder they were written to. */
async function generated(): Promise<{ dir: string; registry: string; routesChunkNames: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'registry-'));
  dirs.push(dir);
  await generateRouteFiles({ generatedFilesDir: dir, routes: ROUTES });
  return {
    dir,
    registry: readFileSync(path.join(dir, 'registry.js'), 'utf8'),
    routesChunkNames: readFileSync(path.join(dir, 'routesChunkNames.json'), 'utf8'),
  };
}

/** A registry's entries: chunk name, the import request and the middle slot. */
const entries = (text: string) =>
  [
    ...text.matchAll(
      /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\), (.+), require\.resolveWeak\("\2"\)\],/gm,
    ),
  ].map(([, name, request, middle]) => ({ name, request, middle }));

/** Each route's chunk names, flattened to "route.key.path" → chunk name, as the browser flattens them. */
const flatChunkNames = (source: string) =>
  new Map(Object.entries(flat(JSON.parse(source) as RouteChunkNames) as Record<string, string>));

describe('the browser route registry', () => {
  it('keeps each chunk loader and module id of the registry Docusaurus generates, without the import requests', async () => {
    const { registry, routesChunkNames } = await generated();
    const requests = [
      '@site/src/pages/index.tsx',
      '@theme/DocsRoot',
      '@theme/DocItem',
      '@site/docs/intro.mdx',
      '@site/docs/faq.mdx',
    ];
    for (const request of requests) expect(registry).toContain(`, "${request}", require.resolveWeak`);

    const browser = browserRoutes(registry, routesChunkNames).files.registry;
    expect(entries(browser).map(({ request }) => request)).toEqual(entries(registry).map(({ request }) => request));
    expect(entries(browser)).toHaveLength(requests.length);
    expect(entries(browser).map(({ middle }) => middle)).toEqual(requests.map(() => 'null'));
  });

  it("gives every chunk a short name, the same in the registry and the routes' chunk names", async () => {
    const { registry, routesChunkNames } = await generated();
    const browser = browserRoutes(registry, routesChunkNames).files;
    // Letters from the entry's index (Docusaurus's names are 8 hex digits in a production build).
    expect(entries(browser.registry).map(({ name }) => name)).toEqual(['a', 'b', 'c', 'd', 'e']);

    // Every route keeps its shape, and names the chunk of the same module as before.
    const requestOf = (source: string) => new Map(entries(source).map(({ name, request }) => [name, request]));
    const [original, renamed] = [flatChunkNames(routesChunkNames), flatChunkNames(browser.routesChunkNames)];
    expect([...renamed.keys()]).toEqual([...original.keys()]);
    expect(original.size).toBeGreaterThanOrEqual(5);
    for (const [at, name] of original) {
      expect(requestOf(browser.registry).get(renamed.get(at)), at).toBe(requestOf(registry).get(name));
    }
  });

  it("names the docs layout components' chunks, and every chunk of the routes that render one", async () => {
    const { registry, routesChunkNames } = await generated();
    const browser = browserRoutes(registry, routesChunkNames);
    const requestOf = new Map(entries(browser.files.registry).map(({ name, request }) => [name, request]));
    const requests = (names: string[]) => names.map((name) => requestOf.get(name)).sort();
    expect(requests(browser.docsChunks.layout)).toEqual(['@theme/DocItem', '@theme/DocsRoot']);
    // The home page renders no docs layout component: its chunk is not among them.
    expect(requests(browser.docsChunks.routes)).toEqual([
      '@site/docs/faq.mdx',
      '@site/docs/intro.mdx',
      '@theme/DocItem',
      '@theme/DocsRoot',
    ]);
  });

  it('writes both beside the site config, from the registry.js and routesChunkNames.json of the generated files', async () => {
    const { dir, registry, routesChunkNames } = await generated();
    const written = writeBrowserRoutes(dir, path.join(dir, 'client-bundle/default'));
    const browser = browserRoutes(registry, routesChunkNames);
    expect(written).toEqual({
      files: {
        registry: path.join(dir, 'client-bundle/default/registry.browser.js'),
        routesChunkNames: path.join(dir, 'client-bundle/default/routesChunkNames.browser.json'),
      },
      docsChunks: browser.docsChunks,
    });
    expect(readFileSync(written.files.registry, 'utf8')).toBe(browser.files.registry);
    expect(readFileSync(written.files.routesChunkNames, 'utf8')).toBe(browser.files.routesChunkNames);
  });

  it('names chunks with one or two letters, never digits alone, each index its own name', () => {
    expect([0, 25, 26, 51, 52, 53, 103, 104, 2755, 2756].map(shortName)).toEqual([
      'a',
      'z',
      'A',
      'Z',
      'aa',
      'ab',
      'aZ',
      'ba',
      'ZZ',
      'aaa',
    ]);
    const names = Array.from({ length: 3000 }, (_, index) => shortName(index));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-zA-Z]+$/);
  });

  it('fails the build, naming the file and the line or route, on a shape it does not know', () => {
    const changed = 'export default {\n  "abc": [() => import("@site/docs/intro.mdx"), "@site/docs/intro.mdx"],};\n';
    expect(() =>
      browserRoutes(changed, '{}', { registry: '.docusaurus/registry.js', routesChunkNames: 'r.json' }),
    ).toThrow(/line 2 of \.docusaurus\/registry\.js is not a registry entry/);
    expect(() => browserRoutes('export const registry = {};\n', '{}')).toThrow(
      /does not start with "export default \{"/,
    );
    const registry =
      'export default {\n  "5e9f5e1a": [() => import(/* webpackChunkName: "5e9f5e1a" */ "@site/a.json"), "@site/a.json", require.resolveWeak("@site/a.json")],};\n';
    expect(browserRoutes(registry, '{"/a-1f2":{"__comp":"5e9f5e1a"}}').files.routesChunkNames).toBe(
      '{"/a-1f2":{"__comp":"a"}}',
    );
    expect(() => browserRoutes(registry, '{"/a-1f2":{"__comp":"0c0ffee0"}}')).toThrow(
      /route "\/a-1f2" of routesChunkNames\.json names chunk "0c0ffee0", which registry\.js has no entry for/,
    );
    expect(() => browserRoutes(registry, '{"/a-1f2":{"__comp":7}}')).toThrow(
      /route "\/a-1f2" of routesChunkNames\.json has 7/,
    );
  });
});
