/**
 * The route registry the browser gets (plugins/client-bundle/browser-registry.ts), made from what
 * Docusaurus's own codegen writes, so an upgrade that changes the registry's shape fails here.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteConfig } from '@docusaurus/types';
import { afterAll, describe, expect, it } from 'vitest';
import { browserRegistry, writeBrowserRegistry } from '../../plugins/client-bundle/browser-registry';

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

/** Docusaurus's registry for ROUTES, and the folder it was written to. */
async function generatedRegistry(): Promise<{ dir: string; source: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'registry-'));
  dirs.push(dir);
  await generateRouteFiles({ generatedFilesDir: dir, routes: ROUTES });
  return { dir, source: readFileSync(path.join(dir, 'registry.js'), 'utf8') };
}

describe('the browser route registry', () => {
  it('keeps each chunk loader and module id of the registry Docusaurus generates, without the import requests', async () => {
    const { source } = await generatedRegistry();
    const requests = [
      '@site/src/pages/index.tsx',
      '@theme/DocsRoot',
      '@theme/DocItem',
      '@site/docs/intro.mdx',
      '@site/docs/faq.mdx',
    ];
    for (const request of requests) expect(source).toContain(`, "${request}", require.resolveWeak`);

    const browser = browserRegistry(source);
    const entries = (text: string) => [
      ...text.matchAll(
        /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\), (.+), require\.resolveWeak\("\2"\)\],/gm,
      ),
    ];
    expect(entries(browser).map(([, name, request]) => [name, request])).toEqual(
      entries(source).map(([, name, request]) => [name, request]),
    );
    expect(entries(browser)).toHaveLength(requests.length);
    expect(entries(browser).map(([, , , middle]) => middle)).toEqual(requests.map(() => 'null'));
  });

  it('writes it beside the site config, from the registry.js of the generated files', async () => {
    const { dir, source } = await generatedRegistry();
    const file = writeBrowserRegistry(dir, path.join(dir, 'client-bundle/default'));
    expect(file).toBe(path.join(dir, 'client-bundle/default/registry.browser.js'));
    expect(readFileSync(file, 'utf8')).toBe(browserRegistry(source));
  });

  it('fails the build, naming the line, on an entry in a shape it does not know', () => {
    const changed = 'export default {\n  "abc": [() => import("@site/docs/intro.mdx"), "@site/docs/intro.mdx"],};\n';
    expect(() => browserRegistry(changed, '.docusaurus/registry.js')).toThrow(
      /line 2 of \.docusaurus\/registry\.js is not a registry entry/,
    );
    expect(() => browserRegistry('export const registry = {};\n')).toThrow(/does not start with "export default \{"/);
  });
});
