import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { Module } from 'webpack';

/** The components pages import (src/components) and the theme's Tabs. */
const PAGE_COMPONENTS = /[\\/](src[\\/]components|theme-classic[\\/]lib[\\/]theme[\\/](Tabs|TabItem))[\\/]/;

/**
 * What the browser's JavaScript carries, and in which chunk.
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
 */
export default function clientBundlePlugin(): Plugin {
  return {
    name: 'client-bundle',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: { alias: { '@docusaurus/utils-common$': path.join(__dirname, 'utils-common.ts') } },
        optimization: {
          splitChunks: {
            cacheGroups: {
              common: { test: (module: Module) => !PAGE_COMPONENTS.test(module.nameForCondition() ?? '') },
            },
          },
        },
      };
    },
  };
}
