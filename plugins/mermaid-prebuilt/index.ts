/**
 * Mermaid from its own prebuilt browser build, not through the bundler.
 *
 * Bundled from its sources, Mermaid and what it pulls in (d3, dagre, cytoscape, KaTeX) were most of
 * the modules the bundler parsed and minified, for both bundles, on every build: about 7 s of a cold
 * build of 45. The package also ships a minified ES module build, split by diagram type. The browser
 * bundle copies its files, as they are, into `assets/mermaid-<version>/` and the browser imports them
 * natively when a diagram nears the screen (src/theme/Mermaid). In both bundles, `mermaid` resolves to
 * ./client.ts, which hands the theme's diagram component the module the browser imported.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Compiler } from 'webpack';

const PACKAGE_DIR = path.dirname(require.resolve('mermaid/package.json'));
const { version } = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string };
const DIST = path.join(PACKAGE_DIR, 'dist');
/** The prebuilt entry and the folder of the chunks it imports, relative to DIST. */
const ENTRY = 'mermaid.esm.min.mjs';
const CHUNKS = 'chunks/mermaid.esm.min';
/** Where the files go in the output folder: the version in the path keeps long-lived caches right. */
export const OUTPUT_DIR = `assets/mermaid-${version}`;

/** The prebuilt files (relative to DIST): the entry and every chunk, without source maps. */
export function prebuiltFiles(): string[] {
  const chunks = readdirSync(path.join(DIST, CHUNKS)).filter((file) => file.endsWith('.mjs'));
  return [ENTRY, ...chunks.map((file) => `${CHUNKS}/${file}`)];
}

/** Adds the prebuilt files to the client bundle's assets, marked minified so the minimizer leaves them. */
function emitPrebuiltFiles(compiler: Compiler): void {
  const { RawSource } = compiler.webpack.sources;
  compiler.hooks.thisCompilation.tap('mermaid-prebuilt', (compilation) => {
    compilation.hooks.processAssets.tap(
      { name: 'mermaid-prebuilt', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
      () => {
        for (const file of prebuiltFiles()) {
          const content = readFileSync(path.join(DIST, file));
          compilation.emitAsset(`${OUTPUT_DIR}/${file}`, new RawSource(content), { minimized: true });
        }
      },
    );
  });
}

export default function mermaidPrebuiltPlugin({ baseUrl }: LoadContext): Plugin {
  // baseUrl ends with a slash; a site served under a sub-path has its assets there too.
  const entryUrl = `${baseUrl}${OUTPUT_DIR}/${ENTRY}`;
  return {
    name: 'mermaid-prebuilt',
    configureWebpack(_config, isServer, { currentBundler }) {
      const { DefinePlugin } = currentBundler.instance;
      return {
        resolve: { alias: { mermaid$: path.join(__dirname, 'client.ts') } },
        plugins: [
          new DefinePlugin({ __MERMAID_PREBUILT_URL__: JSON.stringify(entryUrl) }),
          ...(isServer ? [] : [{ apply: emitPrebuiltFiles }]),
        ],
      };
    },
  };
}
