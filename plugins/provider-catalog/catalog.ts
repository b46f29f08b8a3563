/**
 * The provider catalogue, read from the provider pages' front matter (the one place provider
 * facts live) with logos from simple-icons where the brand is there as a mark (not a wordmark).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import * as simpleIcons from 'simple-icons';
import { svgPathBbox } from 'svg-path-bbox';
import type { ProviderFrontMatter } from '../front-matter-check/schema';
import { type DocsVersion, providerPageFiles, providersDirOf } from '../../config/versions';
import { logoId, type CatalogEntry } from './data';

export type { CatalogData, CatalogEntry } from './data';

/** Every logo as a <symbol> of one SVG file, drawn with <use href="sprite#id">. */
export function logoSprite(entries: CatalogEntry[]): string {
  const bySlug = new Map(entries.map((entry) => [entry.slug, entry]));
  const symbols = [...bySlug.values()]
    .filter((entry) => entry.iconPath !== null)
    .map(
      (entry) =>
        `<symbol id="${logoId(entry.slug)}" viewBox="0 0 24 24"><path fill="currentColor" d="${entry.iconPath}"/></symbol>`,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

// Where the simple-icons slug is not the page slug.
const ICON_SLUGS: Record<string, string> = {
  '42-school': '42',
  'battle.net': 'battledotnet',
  twitter: 'x',
  mailru: 'maildotru',
  wikimedia: 'wikimediafoundation',
};

const iconsBySlug = new Map(
  Object.values(simpleIcons)
    .filter((icon): icon is simpleIcons.SimpleIcon => typeof icon === 'object' && 'slug' in icon)
    .map((icon) => [icon.slug, icon]),
);

/**
 * Logos are drawn in a square a little larger than a line of text. A brand whose icon is less than
 * half as tall as it is wide is a wordmark (Coinbase, Zoom): its letters would be a few pixels
 * tall there, so it gets the monogram.
 */
const MIN_HEIGHT_TO_WIDTH = 0.5;

function readableInSquare(icon: simpleIcons.SimpleIcon): boolean {
  const [minX, minY, maxX, maxY] = svgPathBbox(icon.path);
  return maxY - minY >= (maxX - minX) * MIN_HEIGHT_TO_WIDTH;
}

function iconFor(pageSlug: string): simpleIcons.SimpleIcon | null {
  const candidates = [ICON_SLUGS[pageSlug], pageSlug, pageSlug.replace(/[-.]/g, '')].filter((slug): slug is string =>
    Boolean(slug),
  );
  for (const candidate of candidates) {
    const icon = iconsBySlug.get(candidate);
    if (icon) return readableInSquare(icon) ? icon : null;
  }
  return null;
}

/**
 * The provider pages of one docs version; `routePrefix` is the version's ("" for the current docs). Draft
 * pages are listed only where Docusaurus serves them (`withDrafts`: the development server).
 */
export function readCatalog(
  siteDir: string,
  version: Pick<DocsVersion, 'contentDir' | 'routePrefix'>,
  withDrafts = false,
): CatalogEntry[] {
  const providersDir = path.join(siteDir, providersDirOf(version));
  const { routePrefix } = version;
  return providerPageFiles(version, siteDir)
    .map((file) => ({ file, data: matter(readFileSync(path.join(providersDir, file), 'utf8')).data }))
    .filter(({ data }) => withDrafts || data.draft !== true)
    .map(({ file, data }) => {
      const slug = file.replace(/\.mdx$/, '');
      const provider = data.provider as ProviderFrontMatter;
      return {
        slug,
        path: `${routePrefix}/providers/${slug}`,
        name: String(data.sidebar_label ?? data.title),
        id: provider.id,
        type: provider.type,
        iconPath: iconFor(slug)?.path ?? null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
