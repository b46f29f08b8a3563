import type { Plugin } from '@docusaurus/types';
import type { Module } from 'webpack';

/** The components pages import (src/components) and the theme's Tabs. */
const PAGE_COMPONENTS = /[\\/](src[\\/]components|theme-classic[\\/]lib[\\/]theme[\\/](Tabs|TabItem))[\\/]/;

/**
 * Keeps the components a page renders out of the chunk every page loads.
 *
 * Docusaurus moves each module that more than half of the pages import into one `common` chunk,
 * loaded by every page. Here the provider pages of both versions are more than half, so their
 * components (provider facts, callback URL helper) and Tabs landed in it, and long pages such as
 * /errors, which render none of them, paid for them. Without them in `common`, each is bundled
 * with the pages that import it (a copy per page chunk, about 1 KB gzip each), and a page loads it
 * only when it renders it. tests/e2e/budgets.spec.ts checks both sides.
 */
export default function pageChunksPlugin(): Plugin {
  return {
    name: 'page-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
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
