/**
 * How a page's JavaScript starts: after the first paint, compiled off the main thread, in short
 * tasks. Figures for each part: contributing/performance.md; each departure from upstream is a row
 * of contributing/upgrading.md.
 *
 * - ./ssr-template.ts (siteConfig.ssrTemplate): the page's scripts start after its first paint.
 * - ./route-chunks.ts: each page lists its route's chunks, so they download beside main.js.
 * - ./compile-hints.ts: every script is compiled while it downloads.
 * - ./client/lazy-helmet.tsx, in place of `react-helmet-async` in the browser: the head library
 *   loads only once the head has to change.
 * - React in an entry of its own, the route's modules in the task after main.js's, and links
 *   prefetching in idle time (START_IN_SHORT_TASKS): the page starts in short tasks.
 * - ./theme/Tabs: tab groups keep the elements the page arrived with when it hydrates.
 * - FIRST_PAINT_AFTER: the first paint waits until the navbar is parsed.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { CompileHints } from './compile-hints';
import { RouteChunksInManifest } from './route-chunks';

/** Upstream client modules and the edited copies the browser bundle gets instead (./client/). */
export const START_IN_SHORT_TASKS = [
  // the client entry: the route's modules load in a task after main.js's
  { original: '@docusaurus/core/lib/client/clientEntry.js', replacement: './client/client-entry.tsx' },
  // window.docusaurus: links prefetch in idle time, each chunk once
  { original: '@docusaurus/core/lib/client/docusaurus.js', replacement: './client/docusaurus.ts' },
];

/**
 * The element the first paint waits for (`<link rel="expect" blocking="render">`): the theme's
 * main wrapper, which follows the navbar. Chromium may otherwise paint a page while it is still
 * parsing the navbar, and the items parsed next push the right-hand ones aside (a layout shift).
 * The id is theme-common's SkipToContentFallbackId; tests/build/first-paint.test.ts checks that
 * every page has it.
 */
export const FIRST_PAINT_AFTER = '__docusaurus_skipToContent_fallback';

/** The entry that holds React, and what it holds. */
export const FRAMEWORK_ENTRY = 'framework';
const FRAMEWORK_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'scheduler'];

/** Matches the resolved path of an installed package's file, whichever the path separator. */
function installedFile(packagePath: string): RegExp {
  const escaped = packagePath.split('/').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`[\\\\/]node_modules[\\\\/]${escaped.join('[\\\\/]')}$`);
}

export default function pageStartPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-start',
    // Registered after the classic theme, so ./theme/Tabs takes the place of the theme's.
    getThemePath: () => path.join(__dirname, 'theme'),
    injectHtmlTags: () => ({
      headTags: [{ tagName: 'link', attributes: { rel: 'expect', href: `#${FIRST_PAINT_AFTER}`, blocking: 'render' } }],
    }),
    configureWebpack(config, isServer, { currentBundler }) {
      // The server renders with Docusaurus's modules as they ship, and writes no manifest.
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      // React in an entry of its own, which main.js depends on: its modules are evaluated in a
      // task of their own, before main.js's.
      config.entry = {
        [FRAMEWORK_ENTRY]: FRAMEWORK_MODULES,
        main: { import: [config.entry as string], dependOn: FRAMEWORK_ENTRY },
      };
      return {
        resolve: { alias: { 'react-helmet-async$': path.join(__dirname, 'client/lazy-helmet.tsx') } },
        plugins: [
          ...START_IN_SHORT_TASKS.map(
            ({ original, replacement }) =>
              new NormalModuleReplacementPlugin(installedFile(original), require.resolve(replacement)),
          ),
          // Where Docusaurus's client build writes the manifest (@docusaurus/core lib/webpack/client.js).
          ...(config.mode === 'production'
            ? [
                new RouteChunksInManifest(path.join(context.generatedFilesDir, 'client-manifest.json')),
                new CompileHints(),
              ]
            : []),
        ],
      };
    },
  };
}
