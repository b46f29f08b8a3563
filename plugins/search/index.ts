/**
 * The site's search, in one folder: this plugin builds the offline index after the site is built
 * (DocSearch-shaped records from every docs page, one MiniSearch index file per language and docs
 * version, fingerprinted, and a small manifest the browser reads to find them); client/ is the
 * browser engine and the Algolia-shaped client over it; theme/ holds the search button and modal
 * (SearchBar) and the search page (SearchPage). Nothing is loaded until a reader uses search.
 * Hosted search (Algolia) is switched on in config/env.ts and configured in config/search.ts.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { createIndex } from './client/engine';
import { indexKey, MANIFEST_PATH, type SearchManifest, type SearchRecord } from './client/schema';
import { docsVersions } from '../../config/versions';
import { pageRank } from './client/page-rank';
import { extractRecords } from './extract';

export const INDEX_DIR = 'assets/search';

/** The built HTML file of a route, or null when the route has none (e.g. a redirect). */
export function htmlFileForRoute(outDir: string, baseUrl: string, route: string): string | null {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  const candidates = [
    path.join(outDir, relative, 'index.html'),
    path.join(outDir, `${relative.replace(/\/$/, '')}.html`),
  ];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** The route prefix of each docs version, by the DocSearch tag its pages carry ("docs-default-v3"). */
export function versionPrefixesByTag(siteDir: string): Map<string, string> {
  return new Map(docsVersions(siteDir).map((version) => [`docs-default-${version.name}`, version.routePrefix]));
}

export function collectRecords(
  outDir: string,
  baseUrl: string,
  siteUrl: string,
  routes: string[],
  prefixesByTag: Map<string, string>,
): SearchRecord[] {
  const records: SearchRecord[] = [];
  const seen = new Set<string>();
  for (const route of [...routes].sort()) {
    const file = htmlFileForRoute(outDir, baseUrl, route);
    if (!file || seen.has(file)) continue;
    seen.add(file);
    for (const record of extractRecords(readFileSync(file, 'utf8'), new URL(route, siteUrl).href)) {
      const prefix = prefixesByTag.get(record.docusaurus_tag);
      if (prefix === undefined)
        throw new Error(`search: ${file} carries the unknown docs tag ${record.docusaurus_tag}`);
      records.push({ ...record, rank: pageRank(record.url, prefix) });
    }
  }
  return records;
}

/** Writes one fingerprinted index per language/version and the manifest; returns the manifest. */
export function writeIndexes(outDir: string, records: SearchRecord[]): SearchManifest {
  const groups = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const key = indexKey(record.language, record.docusaurus_tag);
    groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  const manifest: SearchManifest = { indexes: {} };
  mkdirSync(path.join(outDir, INDEX_DIR), { recursive: true });
  for (const [key, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const json = JSON.stringify(createIndex(group));
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const file = `${INDEX_DIR}/${key.replace(/[^\w-]+/g, '-')}.${hash}.json`;
    writeFileSync(path.join(outDir, file), json);
    manifest.indexes[key] = file;
  }
  writeFileSync(path.join(outDir, MANIFEST_PATH), JSON.stringify(manifest));
  return manifest;
}

export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: 'search',
    // Registered after the classic preset, so these take the place of theme-search-algolia's.
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Docusaurus puts all CSS in one stylesheet every page loads; the search modal's styles
      // (about 5 KB gzip) get their own file instead, loaded with the modal.
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              searchModalStyles: {
                name: 'search-modal',
                test: /@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/,
                type: 'css/mini-extract',
                chunks: 'async',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
      };
    },
    postBuild({ outDir, routesPaths }) {
      const { baseUrl, url } = context.siteConfig;
      const records = collectRecords(outDir, baseUrl, url, routesPaths, versionPrefixesByTag(context.siteDir));
      if (records.length === 0) throw new Error('search: no docs page produced a search record');
      const manifest = writeIndexes(outDir, records);
      console.log(
        `[search] ${records.length} records in ${Object.keys(manifest.indexes).length} indexes: ${Object.keys(manifest.indexes).join(', ')}`,
      );
    },
  };
}
