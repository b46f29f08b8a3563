import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { docsVersions, providersDirOf } from '../../config/versions';
import { logoSprite, readCatalog, type CatalogData } from './catalog';

/**
 * The provider catalogue, in one folder: this plugin writes each docs version's catalogue to
 * .docusaurus/provider-catalog/catalogs.json, and registers theme/ProviderCatalog, the searchable
 * grid the providers overview pages render (`import ProviderCatalog from '@theme/ProviderCatalog'`),
 * so no other page carries the data. Each version's entries link to that version's pages.
 *
 * In a production build the logos are one SVG sprite file (fingerprinted, under assets/), so the
 * page's script carries names, not drawings; the development server has no postBuild to write
 * that file, so there the logos stay inline.
 */
export default function providerCatalogPlugin(context: LoadContext): Plugin {
  const versions = docsVersions(context.siteDir)
    .map((version) => ({ version, providersDir: path.join(context.siteDir, providersDirOf(version)) }))
    .filter(({ providersDir }) => existsSync(providersDir));
  // The development server serves draft pages and has no postBuild to write the sprite.
  const devServer = process.env.NODE_ENV === 'development';
  const inlineLogos = devServer;
  let sprite = '';
  let spriteFile = '';
  return {
    name: 'provider-catalog',
    getThemePath: () => path.join(__dirname, 'theme'),
    getPathsToWatch: () => versions.map(({ providersDir }) => path.join(providersDir, '*.mdx')),
    loadContent() {
      const catalogs = versions.map(({ version }) => ({
        name: version.name,
        entries: readCatalog(context.siteDir, version, devServer),
      }));
      sprite = logoSprite(catalogs.flatMap(({ entries }) => entries));
      spriteFile = `assets/provider-logos.${createHash('sha256').update(sprite).digest('hex').slice(0, 8)}.svg`;
      const data: CatalogData = {
        sprite: inlineLogos ? null : spriteFile,
        versions: Object.fromEntries(
          catalogs.map(({ name, entries }) => [
            name,
            entries.map(({ iconPath, ...entry }) => ({
              ...entry,
              hasLogo: iconPath !== null,
              iconPath: inlineLogos ? iconPath : null,
            })),
          ]),
        ),
      };
      const outDir = path.join(context.generatedFilesDir, 'provider-catalog');
      mkdirSync(outDir, { recursive: true });
      writeFileSync(path.join(outDir, 'catalogs.json'), JSON.stringify(data));
    },
    postBuild({ outDir }) {
      mkdirSync(path.join(outDir, path.dirname(spriteFile)), { recursive: true });
      writeFileSync(path.join(outDir, spriteFile), sprite);
    },
  };
}
