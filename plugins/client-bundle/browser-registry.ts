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
 * The registry's source without the import requests in the middle slot, and with short chunk
 * names, and the routes' chunk names with the same short names. Throws, naming the file and the
 * line or route, if either is not in the shape this expects (a Docusaurus upgrade changed the
 * codegen).
 */
export function browserRoutes(
  registrySource: string,
  routesChunkNamesSource: string,
  files: RouteFiles = { registry: 'registry.js', routesChunkNames: 'routesChunkNames.json' },
): RouteFiles {
  if (!registrySource.startsWith(HEAD) || !registrySource.endsWith(TAIL))
    throw new Error(`client-bundle: ${files.registry} does not start with "export default {" and end with "};"`);
  const body = registrySource.slice(HEAD.length, -TAIL.length);
  const shortNames = new Map<string, string>();
  const entries = (body ? body.split('\n') : []).map((line, index) => {
    const [, chunkName, request] = ENTRY.exec(line) ?? [];
    if (!chunkName || !request)
      throw new Error(
        `client-bundle: line ${index + 2} of ${files.registry} is not a registry entry as Docusaurus 3.10 writes it: ${line}`,
      );
    const name = shortName(index);
    shortNames.set(chunkName, name);
    return `  "${name}": [() => import(/* webpackChunkName: "${name}" */ ${request}), null, require.resolveWeak(${request})],`;
  });

  // Each route's chunk names: a chunk name, or an object or array of them ({ __comp, content, ... }).
  const rename = (value: unknown, route: string): unknown => {
    if (typeof value === 'string') {
      const name = shortNames.get(value);
      if (name === undefined)
        throw new Error(
          `client-bundle: route "${route}" of ${files.routesChunkNames} names chunk "${value}", which ${files.registry} has no entry for`,
        );
      return name;
    }
    if (Array.isArray(value)) return value.map((item) => rename(item, route));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rename(item, route)]));
    throw new Error(
      `client-bundle: route "${route}" of ${files.routesChunkNames} has ${JSON.stringify(value)} for a chunk name`,
    );
  };
  const routesChunkNames = Object.fromEntries(
    Object.entries(JSON.parse(routesChunkNamesSource) as Record<string, unknown>).map(([route, names]) => [
      route,
      rename(names, route),
    ]),
  );
  return {
    registry: `${HEAD}${entries.join('\n')}${TAIL}`,
    routesChunkNames: JSON.stringify(routesChunkNames),
  };
}

/**
 * Writes the browser's registry and routes' chunk names for the ones Docusaurus generated in
 * `generatedFilesDir` into `outDir`; returns their paths.
 */
export function writeBrowserRoutes(generatedFilesDir: string, outDir: string): RouteFiles {
  const generated = {
    registry: path.join(generatedFilesDir, 'registry.js'),
    routesChunkNames: path.join(generatedFilesDir, 'routesChunkNames.json'),
  };
  const routes = browserRoutes(
    readFileSync(generated.registry, 'utf8'),
    readFileSync(generated.routesChunkNames, 'utf8'),
    generated,
  );
  const written = {
    registry: path.join(outDir, 'registry.browser.js'),
    routesChunkNames: path.join(outDir, 'routesChunkNames.browser.json'),
  };
  mkdirSync(outDir, { recursive: true });
  writeFileSync(written.registry, routes.registry);
  writeFileSync(written.routesChunkNames, routes.routesChunkNames);
  return written;
}
