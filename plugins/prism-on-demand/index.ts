import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { PRISM_TOKEN_CSS } from '../../config/prism';

/** The theme's client module that loads Prism (and its languages) on every page. */
export const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/**
 * Keeps Prism (about 30 KB gzip) out of the scripts every page loads.
 *
 * Code blocks are highlighted into the static HTML at build time, and the browser keeps that
 * HTML (src/theme/CodeBlock); Prism is loaded only to highlight a code block the browser renders
 * itself, after a client-side navigation (./highlighter.ts). So the browser bundle gets
 * an empty module in place of the theme's Prism client module; the server bundle keeps it.
 * Token colors follow the color mode through CSS variables, in a stylesheet written here.
 */
export default function prismOnDemandPlugin(context: LoadContext): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'prism-on-demand', 'token-colors.css');
  mkdirSync(path.dirname(stylesheet), { recursive: true });
  writeFileSync(stylesheet, PRISM_TOKEN_CSS);
  return {
    name: 'prism-on-demand',
    getClientModules: () => [stylesheet],
    configureWebpack(_config, isServer, { currentBundler }) {
      const { DefinePlugin, NormalModuleReplacementPlugin } = currentBundler.instance;
      const bundleKind = new DefinePlugin({ __PRISM_ON_DEMAND_SERVER__: JSON.stringify(isServer) });
      if (isServer) return { plugins: [bundleKind] };
      return {
        plugins: [bundleKind, new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, require.resolve('./no-prism.js'))],
      };
    },
  };
}
