/**
 * How a page's JavaScript starts, so that the reader sees the page first and the browser is never
 * blocked for long while it starts:
 *
 * - ./paint-after.ts: the first paint waits for the page's main content (the marker ./theme/Layout
 *   adds), so that it shows the text.
 * - ./ssr-template.ts: the page template (set as siteConfig.ssrTemplate) lists the page's scripts,
 *   its route's chunks included, and starts them after the first paint, where Docusaurus ran
 *   them before it.
 * - ./route-chunks.ts: gives the template each page's route chunks (Docusaurus listed none).
 * - ./compile-hints.ts: every script is compiled while it downloads, off the main thread.
 * - ./client/: Docusaurus's client modules that made the first seconds of a page slow, each taken
 *   over with its edits marked (prefetching, the switches after hydration, a hook that loaded ICU,
 *   the head during hydration, libraries main.js carried for later).
 * - ./theme/: Layout (wrapped: the marker), and theme components ejected for the same reasons as
 *   ./client/: Tabs (no remount after hydration) and LastUpdated (no Intl date formatter in English).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { escapeRegexp } from '@docusaurus/utils';
import { CompileHints } from './compile-hints';
import { PAINT_AFTER_ID } from './paint-after';
import { RouteChunksInManifest } from './route-chunks';

/**
 * Docusaurus's client modules this plugin takes the place of in the browser bundle (./client/),
 * each with its edits marked: what made the first seconds of a page slow.
 */
export const REPLACED_CLIENT_MODULES = [
  // the client entry: the route's modules load in a task after main.js's
  { original: '@docusaurus/core/lib/client/clientEntry.js', replacement: './client/client-entry.tsx' },
  // each route's component: its loadable is created on first use
  {
    original: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    replacement: './client/component-creator.tsx',
  },
  // window.docusaurus: links prefetch in idle time, each chunk once
  { original: '@docusaurus/core/lib/client/docusaurus.js', replacement: './client/docusaurus.ts' },
  // what useIsBrowser() reads: switched in a transition
  { original: '@docusaurus/core/lib/client/browserContext.js', replacement: './client/browser-context.tsx' },
  // useWindowSize: the first size set in a transition
  { original: '@docusaurus/theme-common/lib/hooks/useWindowSize.js', replacement: './client/window-size.ts' },
  // useShallowMemoObject without localeCompare (which loads ICU's collator)
  { original: '@docusaurus/theme-common/lib/utils/reactUtils.js', replacement: './client/react-utils.tsx' },
  // <Head>: its Helmet renders once the page has hydrated
  { original: '@docusaurus/core/lib/client/exports/Head.js', replacement: './client/head.tsx' },
  // a code block's word wrap: measured after mount in a transition
  { original: '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js', replacement: './client/code-word-wrap.ts' },
  // the phone menu's second panel (the docs sidebar): filled in a transition
  {
    original: '@docusaurus/theme-common/lib/contexts/navbarSecondaryMenu/content.js',
    replacement: './client/navbar-secondary-menu.tsx',
  },
  // the scroll hooks: no layout read while rendering
  { original: '@docusaurus/theme-common/lib/utils/scrollUtils.js', replacement: './client/scroll-utils.tsx' },
  // the navigation progress bar: its library loads at the first client-side navigation
  { original: '@docusaurus/theme-classic/lib/nprogress.js', replacement: './client/nprogress.ts' },
];

/** Matches the resolved path of a file of an installed package, whichever the path separator. */
function installedFile(packagePath: string): RegExp {
  return new RegExp(`[\\\\/]node_modules[\\\\/]${packagePath.split('/').map(escapeRegexp).join('[\\\\/]')}$`);
}

/** The entry that holds React, and what it holds. */
export const FRAMEWORK_ENTRY = 'framework';
const FRAMEWORK_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'scheduler'];

export default function pageStartPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-start',
    // Registered after the classic theme, so its components take the place of the theme's.
    getThemePath: () => path.join(__dirname, 'theme'),
    injectHtmlTags: () => ({
      headTags: [{ tagName: 'link', attributes: { rel: 'expect', href: `#${PAINT_AFTER_ID}`, blocking: 'render' } }],
    }),
    configureWebpack(config, isServer, { currentBundler }) {
      // Only the browser's start-up changes: the server renders the same with Docusaurus's modules,
      // and its build writes no manifest.
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      // React in an entry of its own, which main.js depends on: its script runs (and React's
      // modules are evaluated) in a task of its own, before main.js's.
      config.entry = {
        [FRAMEWORK_ENTRY]: FRAMEWORK_MODULES,
        main: { import: [config.entry as string], dependOn: FRAMEWORK_ENTRY },
      };
      return {
        plugins: [
          ...REPLACED_CLIENT_MODULES.map(
            ({ original, replacement }) =>
              new NormalModuleReplacementPlugin(installedFile(original), require.resolve(replacement)),
          ),
          // Where Docusaurus's client build writes it (@docusaurus/core lib/webpack/client.js). The
          // dev server writes none (its pages render in the browser), so it completes none.
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
