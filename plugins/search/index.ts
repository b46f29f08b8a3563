/**
 * The site's search, in one folder: after the site is built, the offline index is made here
 * (DocSearch-shaped records from every docs page, one MiniSearch index file per language and docs
 * version, fingerprinted, and a small manifest the browser reads to find them), as a step of
 * plugins/post-build; client/ is the browser engine and the Algolia-shaped client over it; theme/
 * holds the search button and modal (SearchBar, in the classic theme's slot for a search bar) and
 * the search page (SearchPage, on a route of this plugin's). Nothing is loaded until a reader uses
 * search. Hosted search (Algolia) is switched on in config/env.ts and configured in
 * config/search.ts.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import { visitBuiltPages, type PageVisitor } from '../built-pages';
import { createIndex } from './client/engine';
import { indexKey, MANIFEST_PATH, type SearchManifest, type SearchRecord } from './client/schema';
import { docsVersions } from '../../config/versions';
import { pageRank } from './client/page-rank';
import { extractRecords } from './extract';
import { searchOptionsSchema, type SearchOptions } from './options';

export const INDEX_DIR = 'assets/search';

/** The route prefix of each docs version, by the DocSearch tag its pages carry ("docs-default-v3"). */
export function versionPrefixesByTag(siteDir: string): Map<string, string> {
  return new Map(docsVersions(siteDir).map((version) => [`docs-default-${version.name}`, version.routePrefix]));
}

/** A page visitor (plugins/built-pages) that collects the search records of the docs pages. */
export function searchRecordsVisitor(
  siteUrl: string,
  prefixesByTag: Map<string, string>,
): { visit: PageVisitor; records: SearchRecord[] } {
  const records: SearchRecord[] = [];
  const visit: PageVisitor = ({ file, route, $ }) => {
    if (route === undefined) return;
    for (const record of extractRecords($, new URL(route, siteUrl).href)) {
      const prefix = prefixesByTag.get(record.docusaurus_tag);
      if (prefix === undefined)
        throw new Error(`search: ${file} carries the unknown docs tag ${record.docusaurus_tag}`);
      records.push({ ...record, rank: pageRank(record.url, prefix) });
    }
  };
  return { visit, records };
}

/** The search records of the built docs pages of `routes` (for a step that needs nothing else from the pages). */
export async function collectRecords(
  outDir: string,
  baseUrl: string,
  siteUrl: string,
  routes: string[],
  prefixesByTag: Map<string, string>,
): Promise<SearchRecord[]> {
  const search = searchRecordsVisitor(siteUrl, prefixesByTag);
  await visitBuiltPages(outDir, { baseUrl, routes }, [search.visit]);
  return search.records;
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

/** Writes the offline search index (a step of plugins/post-build); returns what to log. */
export function writeSearchIndex(outDir: string, records: SearchRecord[]): string {
  if (records.length === 0) throw new Error('search: no docs page produced a search record');
  const manifest = writeIndexes(outDir, records);
  return `${records.length} records in ${Object.keys(manifest.indexes).length} indexes: ${Object.keys(manifest.indexes).join(', ')}`;
}

const OPENSEARCH_FILE = 'opensearch.xml';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The OpenSearch description that lets a browser search the site from its address bar. */
export function openSearchDescription({ siteConfig, baseUrl }: LoadContext, searchPagePath: string): string {
  const siteUrl = normalizeUrl([siteConfig.url, baseUrl]);
  const icon = siteConfig.favicon ? normalizeUrl([siteUrl, siteConfig.favicon]) : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `  <ShortName>${escapeXml(siteConfig.title)}</ShortName>`,
    `  <Description>${escapeXml(`Search ${siteConfig.title}`)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    ...(icon ? [`  <Image width="16" height="16">${escapeXml(icon)}</Image>`] : []),
    `  <Url type="text/html" method="get" template="${escapeXml(normalizeUrl([siteUrl, searchPagePath]))}?q={searchTerms}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(normalizeUrl([siteUrl, OPENSEARCH_FILE]))}"/>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}

/** Docusaurus's hook for a plugin's options: a bad one stops the build, naming the field. */
export function validateOptions({ options }: OptionValidationContext<unknown, SearchOptions>): SearchOptions {
  const parsed = searchOptionsSchema.safeParse(options);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    ({ path: field, message }) => `${field.join('.') || '(options)'}: ${message}`,
  );
  throw new Error(`The search plugin's options (config/search.ts): ${problems.join('; ')}`);
}

export default function searchPlugin(context: LoadContext, options: SearchOptions): Plugin {
  const { baseUrl, siteConfig } = context;
  return {
    name: 'search',
    // The search bar takes the classic theme's place for one (which it marks safe to replace);
    // the search page is this plugin's own, on the route below.
    getThemePath: () => path.join(__dirname, 'theme'),
    contentLoaded({ actions }) {
      actions.setGlobalData(options);
      actions.addRoute({
        path: normalizeUrl([baseUrl, options.searchPagePath]),
        component: '@theme/SearchPage',
        exact: true,
      });
    },
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'link',
          attributes: {
            rel: 'search',
            type: 'application/opensearchdescription+xml',
            title: siteConfig.title,
            href: normalizeUrl([baseUrl, OPENSEARCH_FILE]),
          },
        },
      ],
    }),
    postBuild: async ({ outDir }) => {
      await writeFile(path.join(outDir, OPENSEARCH_FILE), openSearchDescription(context, options.searchPagePath));
    },
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
  };
}
