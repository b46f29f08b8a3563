/**
 * The route registry as the browser needs it. Docusaurus generates one registry
 * (`.docusaurus/registry.js`, @docusaurus/core lib/server/codegen/codegenRoutes.js) for both
 * bundles: for each chunk of a route, its loader, its module's import request, and the module's
 * id. Only the server render reads the import request (react-loadable reports it, and the client
 * manifest turns it into the page's script tags); in the browser it was some 9 KB of main.js, about
 * 47 bytes more with each page of each docs version. The browser's registry keeps the loader and
 * the id, and has `null` where the request was (plugins/page-start's ComponentCreator reads
 * neither that slot nor anything that reports it).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const HEAD = 'export default {\n';
const TAIL = '};\n';
/** One entry, as Docusaurus 3.10's codegen writes it: the import request appears three times. */
const ENTRY =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("[^"]+")\), \2, require\.resolveWeak\(\2\)\],$/;

/**
 * The registry's source without the import requests in the middle slot. Throws, naming the line,
 * if a line is not in the shape this expects (a Docusaurus upgrade changed the codegen).
 */
export function browserRegistry(source: string, file = 'registry.js'): string {
  if (!source.startsWith(HEAD) || !source.endsWith(TAIL))
    throw new Error(`client-bundle: ${file} does not start with "export default {" and end with "};"`);
  const body = source.slice(HEAD.length, -TAIL.length);
  const entries = (body ? body.split('\n') : []).map((line, index) => {
    const match = ENTRY.exec(line);
    if (!match)
      throw new Error(
        `client-bundle: line ${index + 2} of ${file} is not a registry entry as Docusaurus 3.10 writes it: ${line}`,
      );
    const [, chunkName, request] = match;
    return `  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ ${request}), null, require.resolveWeak(${request})],`;
  });
  return `${HEAD}${entries.join('\n')}${TAIL}`;
}

/** Writes the browser's registry for the one Docusaurus generated in `generatedFilesDir` into `outDir`; returns its path. */
export function writeBrowserRegistry(generatedFilesDir: string, outDir: string): string {
  const generated = path.join(generatedFilesDir, 'registry.js');
  const file = path.join(outDir, 'registry.browser.js');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(file, browserRegistry(readFileSync(generated, 'utf8'), generated));
  return file;
}
