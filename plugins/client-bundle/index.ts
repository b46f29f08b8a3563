import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Module } from 'webpack';
import { writeBrowserRoutes } from './browser-registry';
import { docsLayoutCacheGroup, docsLayoutPrefetchPlugin } from './docs-layout';
import { compactGlobalData, expandGlobalData } from './global-data';

/** The components pages import (src/components) and the theme's Tabs. */
const PAGE_COMPONENTS = /[\\/](src[\\/]components|theme-classic[\\/]lib[\\/]theme[\\/](Tabs|TabItem))[\\/]/;

/**
 * Site config fields no code in the browser reads (Docusaurus's client, the theme, ours), about
 * 4 KB of main.js. The server bundle keeps the whole config.
 */
const SERVER_ONLY_CONFIG = new Set(['ssrTemplate', 'presets', 'plugins', 'themes']);

/**
 * What the browser's JavaScript carries, and in which chunk (and how its styles are built).
 *
 * - Keeps the components a page renders out of the chunk every page loads. Docusaurus moves each
 *   module that more than half of the pages import into one `common` chunk, loaded by every page.
 *   Here the provider pages of both versions are more than half, so their components (provider
 *   facts, callback URL helper) and Tabs landed in it, and long pages such as /errors, which
 *   render none of them, paid for them. Without them in `common`, each is bundled with the pages
 *   that import it (a copy per page chunk, about 1 KB gzip each), and a page loads it only when it
 *   renders it. tests/e2e/budgets.spec.ts checks both sides.
 * - Leaves tslib out of every page: @docusaurus/utils-common's index requires it, as CommonJS,
 *   for one helper, so the whole library (about 4 KB gzip) was in main.js. The browser gets the
 *   same exports from the package's own modules instead (./utils-common.ts).
 * - Leaves out of every page the parts of the site config only the build reads: Docusaurus bundles
 *   the whole config into main.js, page template (plugins/page-start) and plugin list included
 *   (SERVER_ONLY_CONFIG).
 * - Leaves out of main.js the import request of every route chunk's module, which only the server
 *   render reads, and gives the route chunks short names in the browser (./browser-registry.ts).
 * - Lists each docs version's docs in main.js by id where the id gives the path (./global-data.ts).
 * - Puts the layout of every docs page in one chunk (./docs-layout.ts).
 * - Names the scripts loaded on demand by chunk id, not chunk name: the bundler's runtime, which
 *   every page loads, maps each chunk to its file name, and a map of names came beside the map of
 *   content hashes (about 1 KB gzip, growing with each docs version).
 */
export default function clientBundlePlugin({ siteConfig, generatedFilesDir }: LoadContext): Plugin {
  let browserConfigFile: string | undefined;
  return {
    name: 'client-bundle',
    async contentLoaded({ actions }) {
      // As Docusaurus writes it (JSON: functions dropped), less what the browser never reads.
      const browserConfig = Object.fromEntries(
        Object.entries(siteConfig).filter(([key]) => !SERVER_ONLY_CONFIG.has(key)),
      );
      browserConfigFile = await actions.createData('site-config.json', JSON.stringify(browserConfig));
    },
    // PostCSS's options are all here (Docusaurus's): without `config: false`, its loader searched
    // every folder from each stylesheet up to the root for a config file, 27 names in each, about
    // 2.5 s of the build's own thread while the site is bundled.
    configurePostCss(options) {
      return { ...options, config: false };
    },
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer) return {};
      if (!browserConfigFile) throw new Error('client-bundle: the browser site config was not written');
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      // A production build only: Docusaurus has written the registry by now, and rewrites it while the
      // development server runs, which would leave a copy made here behind.
      const production = config.mode === 'production';
      const browserRoutes = production && writeBrowserRoutes(generatedFilesDir, path.dirname(browserConfigFile));
      if (production) writeBrowserGlobalData(generatedFilesDir, path.dirname(browserConfigFile));
      return {
        resolve: { alias: { '@docusaurus/utils-common$': path.join(__dirname, 'utils-common.ts') } },
        // Replacements, not aliases: Docusaurus's alias for all of @generated would match first.
        plugins: [
          new NormalModuleReplacementPlugin(/^@generated\/docusaurus\.config$/, browserConfigFile),
          ...(browserRoutes
            ? [
                new NormalModuleReplacementPlugin(/^@generated\/registry$/, browserRoutes.files.registry),
                new NormalModuleReplacementPlugin(
                  /^@generated\/routesChunkNames$/,
                  browserRoutes.files.routesChunkNames,
                ),
                docsLayoutPrefetchPlugin(currentBundler.instance, browserRoutes.docsChunks),
                new NormalModuleReplacementPlugin(
                  /^@generated\/globalData$/,
                  path.join(__dirname, 'global-data.browser.ts'),
                ),
              ]
            : []),
        ],
        ...(production && { output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' } }),
        optimization: {
          splitChunks: {
            cacheGroups: {
              common: { test: (module: Module) => !PAGE_COMPONENTS.test(module.nameForCondition() ?? '') },
              ...(browserRoutes && { docsLayout: docsLayoutCacheGroup(browserRoutes.docsChunks) }),
            },
          },
        },
      };
    },
  };
}

/**
 * Writes the global data main.js carries (./global-data.ts) beside the browser's site config, and
 * fails the build if it does not expand back to the global data Docusaurus generated.
 */
function writeBrowserGlobalData(generatedFilesDir: string, outDir: string): void {
  const generated = path.join(generatedFilesDir, 'globalData.json');
  const globalData = JSON.parse(readFileSync(generated, 'utf8')) as Record<string, unknown>;
  const compact = compactGlobalData(globalData);
  if (!isDeepStrictEqual(expandGlobalData(compact), globalData)) {
    throw new Error(`client-bundle: the browser's copy of ${generated} does not expand back to it (./global-data.ts)`);
  }
  writeFileSync(path.join(outDir, 'global-data.json'), JSON.stringify(compact));
}
