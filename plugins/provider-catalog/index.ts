import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { readCatalog } from './catalog';

/**
 * Writes the catalogue to .docusaurus/provider-catalog/v4.json, imported by the providers
 * overview page only (so no other page carries the logos).
 */
export default function providerCatalogPlugin(context: LoadContext): Plugin {
  const providersDir = path.join(context.siteDir, 'docs/providers');
  return {
    name: 'provider-catalog',
    getPathsToWatch: () => [path.join(providersDir, '*.mdx')],
    async loadContent() {
      const catalog = readCatalog(providersDir);
      const outDir = path.join(context.generatedFilesDir, 'provider-catalog');
      mkdirSync(outDir, { recursive: true });
      writeFileSync(path.join(outDir, 'v4.json'), JSON.stringify(catalog));
    },
  };
}
