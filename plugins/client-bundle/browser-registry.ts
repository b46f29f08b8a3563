/**
 * The route registry as the browser needs it. Docusaurus generates one registry
 * (`.docusaurus/registry.js`, @docusaurus/core lib/server/codegen/codegenRoutes.js) for both
 * bundles: for each chunk of a route, its loader, its module's import request, and the module's
 * id. Only the server render reads the import request (react-loadable reports it, and the client
 * manifest turns it into the page's script tags); in the browser it was some 9 KB of main.js, about
 * 47 bytes more with each page of each docs version. The browser's registry keeps the loader and
 * the id, and has `null` where the request was (plugins/page-start's ComponentCreator reads
 * neither that slot nor anything that reports it).
 *
 * The chunk names change too, in the browser only. Docusaurus names each route chunk by a hash of
 * its module ("17896441"), and every page carries each name three times: as a registry key, in
 * the routes' chunk names (`routesChunkNames.json`) and in the bundler's runtime, which maps names
 * to chunk ids for prefetching (`__webpack_require__.gca`, Docusaurus's ChunkAssetPlugin). Random
 * hex barely compresses. The browser gets short names instead, made of letters from the entry's
 * index, in its registry and its routes' chunk names alike; the server keeps Docusaurus's names,
 * and no name reaches a page's HTML or a file name (scripts are named by chunk id).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const HEAD = 'export default {\n';
const TAIL = '};\n';
/** One entry, as Docusaurus 3.10's codegen writes it: the import request appears three times. */
const ENTRY =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("[^"]+")\), \2, require\.resolveWeak\(\2\)\],$/;

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The browser's name of the registry's `index`th chunk: a, b, …, Z, aa, ab, … Letters only: the
 * runtime's lookup takes a name it does not know (a chunk whose module is in main.js) for a chunk
 * id, and ids are numbers, so a name of digits could make a link prefetch another chunk.
 */
export function shortName(index: number): string {
  let name = '';
  for (let rest = index; ; rest = Math.floor(rest / LETTERS.length) - 1) {
    name = `${LETTERS[rest % LETTERS.length]}${name}`;
    if (rest < LETTERS.length) return name;
  }
}

/** A route registry and its routes' chunk names: their sources, their paths or their names. */
interface RouteFiles {
  registry: string;
  routesChunkNames: string;
}

/**
 * The docs plugin's route components, which together lay out every docs page: Docusaurus's
 * defaults for its `docsRootComponent`, `docVersionRootComponent`, `docRootComponent` and
 * `docItemComponent` options, which this site keeps.
 */
export const DOCS_LAYOUT_COMPONENTS = ['@theme/DocsRoot', '@theme/DocVersionRoot', '@theme/DocRoot', '@theme/DocItem'];

/** The browser's names of the docs routes' chunks (./docs-layout.ts). */
export interface DocsChunks {
  /** The layout components' own chunks. */
  layout: string[];
  /** Every chunk of a route that renders one of them: the layout's, and each page's content and data. */
  routes: string[];
}

/** The browser's route files, and the names of the docs routes' chunks among them. */
interface BrowserRoutes {
  files: RouteFiles;
  docsChunks: DocsChunks;
}

/**
 * The registry's source without the import requests in the middle slot, and with short chunk
 * names, and the routes' chunk names with the same short names; and which of those names are the
 * docs routes' chunks. Throws, naming the file and the line or route, if either is not in the
 * shape this expects (a Docusaurus upgrade changed the codegen).
 */
export function browserRoutes(
  registrySource: string,
  routesChunkNamesSource: string,
  files: RouteFiles = { registry: 'registry.js', routesChunkNames: 'routesChunkNames.json' },
): BrowserRoutes {
  if (!registrySource.startsWith(HEAD) || !registrySource.endsWith(TAIL))
    throw new Error(`client-bundle: ${files.registry} does not start with "export default {" and end with "};"`);
  const body = registrySource.slice(HEAD.length, -TAIL.length);
  const shortNames = new Map<string, string>();
  const layoutChunks = new Set<string>();
  const entries = (body ? body.split('\n') : []).map((line, index) => {
    const [, chunkName, request] = ENTRY.exec(line) ?? [];
    if (!chunkName || !request)
      throw new Error(
        `client-bundle: line ${index + 2} of ${files.registry} is not a registry entry as Docusaurus 3.10 writes it: ${line}`,
      );
    const name = shortName(index);
    shortNames.set(chunkName, name);
    if (DOCS_LAYOUT_COMPONENTS.includes(JSON.parse(request) as string)) layoutChunks.add(name);
    return `  "${name}": [() => import(/* webpackChunkName: "${name}" */ ${request}), null, require.resolveWeak(${request})],`;
  });

  // Each route's chunk names: a chunk name, or an object or array of them ({ __comp, content, ... }).
  // Each short name given is also added to `named`.
  const rename = (value: unknown, route: string, named: string[]): unknown => {
    if (typeof value === 'string') {
      const name = shortNames.get(value);
      if (name === undefined)
        throw new Error(
          `client-bundle: route "${route}" of ${files.routesChunkNames} names chunk "${value}", which ${files.registry} has no entry for`,
        );
      named.push(name);
      return name;
    }
    if (Array.isArray(value)) return value.map((item) => rename(item, route, named));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rename(item, route, named)]));
    throw new Error(
      `client-bundle: route "${route}" of ${files.routesChunkNames} has ${JSON.stringify(value)} for a chunk name`,
    );
  };
  const docsRouteChunks = new Set<string>();
  const routesChunkNames = Object.fromEntries(
    Object.entries(JSON.parse(routesChunkNamesSource) as Record<string, unknown>).map(([route, names]) => {
      const named: string[] = [];
      const renamed = rename(names, route, named);
      const component = (renamed as { __comp?: unknown }).__comp;
      if (typeof component === 'string' && layoutChunks.has(component))
        for (const name of named) docsRouteChunks.add(name);
      return [route, renamed];
    }),
  );
  return {
    files: { registry: `${HEAD}${entries.join('\n')}${TAIL}`, routesChunkNames: JSON.stringify(routesChunkNames) },
    docsChunks: { layout: [...layoutChunks], routes: [...docsRouteChunks] },
  };
}

/**
 * Writes the browser's registry and routes' chunk names for the ones Docusaurus generated in
 * `generatedFilesDir` into `outDir`; returns their paths and the docs routes' chunk names.
 */
export function writeBrowserRoutes(generatedFilesDir: string, outDir: string): BrowserRoutes {
  const generated = {
    registry: path.join(generatedFilesDir, 'registry.js'),
    routesChunkNames: path.join(generatedFilesDir, 'routesChunkNames.json'),
  };
  const { files, docsChunks } = browserRoutes(
    readFileSync(generated.registry, 'utf8'),
    readFileSync(generated.routesChunkNames, 'utf8'),
    generated,
  );
  const written = {
    registry: path.join(outDir, 'registry.browser.js'),
    routesChunkNames: path.join(outDir, 'routesChunkNames.browser.json'),
  };
  mkdirSync(outDir, { recursive: true });
  writeFileSync(written.registry, files.registry);
  writeFileSync(written.routesChunkNames, files.routesChunkNames);
  return { files: written, docsChunks };
}
