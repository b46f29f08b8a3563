import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { logoSprite, readCatalog, type CatalogData } from './catalog';

/**
 * Writes the catalogue to .docusaurus/provider-catalog/v4.json, imported by the providers
 * overview page only (so no other page carries it).
 *
 * In a production build the logos are one SVG sprite file (fingerprinted, under assets/), so the
 * page's script carries names, not drawings; the development server has no postBuild to write
 * that file, so there the logos stay inline.
 */
export default function providerCatalogPlugin(context: LoadContext): Plugin {
  const providersDir = path.join(context.siteDir, 'docs/providers');
  const inlineLogos = process.env.NODE_ENV === 'development';
  let sprite = '';
  let spriteFile = '';
  return {
    name: 'provider-catalog',
    getPathsToWatch: () => [path.join(providersDir, '*.mdx')],
    async loadContent() {
      const catalog = readCatalog(providersDir);
      sprite = logoSprite(catalog);
      spriteFile = `assets/provider-logos.${createHash('sha256').update(sprite).digest('hex').slice(0, 8)}.svg`;
      const data: CatalogData = {
        sprite: inlineLogos ? null : spriteFile,
        entries: catalog.map(({ iconPath, ...entry }) => ({
          ...entry,
          hasLogo: iconPath !== null,
          iconPath: inlineLogos ? iconPath : null,
        })),
      };
      const outDir = path.join(context.generatedFilesDir, 'provider-catalog');
      mkdirSync(outDir, { recursive: true });
      writeFileSync(path.join(outDir, 'v4.json'), JSON.stringify(data));
    },
    async postBuild({ outDir }) {
      mkdirSync(path.join(outDir, path.dirname(spriteFile)), { recursive: true });
      writeFileSync(path.join(outDir, spriteFile), sprite);
    },
  };
}
