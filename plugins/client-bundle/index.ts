import type { Plugin } from '@docusaurus/types';
import type { Module } from 'webpack';

/** The components pages import (src/components) and the tabs (the theme's TabItem, our Tabs). */
const PAGE_COMPONENTS =
  /[\\/](src[\\/]components|theme-classic[\\/]lib[\\/]theme[\\/](Tabs|TabItem)|page-start[\\/]theme[\\/]Tabs)[\\/]/;

/**
 * Keeps the components a page renders out of the chunk every page loads. Docusaurus moves each
 * module that more than half of the pages import into one `common` chunk; the provider pages are
 * more than half, so their components and Tabs landed in it and every other page paid for them.
 */
export default function clientBundlePlugin(): Plugin {
  return {
    name: 'client-bundle',
    // Without `config: false`, PostCSS's loader searched every folder from each stylesheet up to
    // the root for a config file (about 2.5 s of the build's thread).
    configurePostCss(options) {
      return { ...options, config: false };
    },
    configureWebpack(config, isServer) {
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
