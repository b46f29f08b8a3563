/**
 * How a page's JavaScript starts, through the bundler's public options only:
 *
 * - ./compile-hints.ts: every script is compiled while it downloads, off the main thread.
 * - ./client/lazy-helmet.tsx, in place of `react-helmet-async` in the browser: the head library
 *   loads and runs only once the head has to change, not while every page hydrates.
 *
 * What each buys, measured: contributing/performance.md.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { CompileHints } from './compile-hints';

export default function pageStartPlugin(): Plugin {
  return {
    name: 'page-start',
    configureWebpack(config, isServer) {
      // The server renders the head with react-helmet-async as Docusaurus ships it.
      if (isServer) return {};
      return {
        resolve: { alias: { 'react-helmet-async$': path.join(__dirname, 'client/lazy-helmet.tsx') } },
        plugins: config.mode === 'production' ? [new CompileHints()] : [],
      };
    },
  };
}
