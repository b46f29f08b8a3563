/**
 * Every docs page as Markdown, for readers who paste pages into an assistant or an editor: after
 * the build, each page's MDX is written as `<route>.md` (./to-markdown.ts), and each docs version
 * gets an llms.txt index and an llms-full.txt with all its pages (./llms.ts). theme/ adds the
 * "Copy page" control and the `<link rel="alternate" type="text/markdown">` of each page.
 *
 * The files are written by a step of plugins/post-build, before the output is compressed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { Plugin } from '@docusaurus/types';
import { docsVersions, type DocsVersion } from '../../config/versions';
import type { ProviderFrontMatter } from '../front-matter-check/schema';
import { readCatalog } from '../provider-catalog/catalog';
import { testedStacks } from '../tested-with';
import { pageComponents } from './components';
import { llmsFull, llmsIndex, sidebarSections, type PageEntry, type VersionHeader } from './llms';
import { llmsFilesOf, markdownPathOf } from './paths';
import { mdxToMarkdown } from './to-markdown';

type LoadedVersion = LoadedContent['loadedVersions'][number];
type Doc = LoadedVersion['docs'][number];

export interface SiteAddress {
  /** "https://next-auth.js.org" */
  url: string;
  /** "/" or "/docs/" */
  baseUrl: string;
}

/** Absolute URL of a site path given without the base URL ("/providers/github"). */
export function absoluteUrl(site: SiteAddress, sitePath: string): string {
  return new URL(`${site.baseUrl.replace(/\/$/, '')}${sitePath}`, site.url).href;
}

function sourceFile(siteDir: string, doc: Doc): string {
  return path.join(siteDir, doc.source.replace(/^@site\//, ''));
}

/** The line under a page's title: where it lives and which version of the library it documents. */
function sourceLine(pageUrl: string, version: DocsVersion): string {
  const unmaintained = version.facts.banner === 'unmaintained' ? ', no longer maintained' : '';
  return `Source: ${pageUrl} (NextAuth.js ${version.label} documentation, next-auth ${version.facts.nextAuth}${unmaintained})`;
}

function versionHeader(site: SiteAddress, tagline: string, version: DocsVersion, others: DocsVersion[]): VersionHeader {
  const { full } = llmsFilesOf(version.routePrefix);
  const unmaintained = version.facts.banner === 'unmaintained' ? ' This version is no longer maintained.' : '';
  return {
    title: `NextAuth.js ${version.label}`,
    summary: `Documentation of NextAuth.js ${version.label} (next-auth ${version.facts.nextAuth}). ${tagline}${unmaintained}`,
    details: [
      `Each link below is the Markdown form of one page of ${absoluteUrl(site, `${version.routePrefix}/`)}. Every page in one file: ${absoluteUrl(site, full)}`,
      ...others.map(
        (other) => `NextAuth.js ${other.label}: ${absoluteUrl(site, llmsFilesOf(other.routePrefix).index)}`,
      ),
    ],
  };
}

/** Every docs page of one version as Markdown, keyed by doc id. */
export function versionMarkdown(
  context: { siteDir: string; site: SiteAddress },
  version: DocsVersion,
  loaded: LoadedVersion,
  permalinkBySource: Map<string, string>,
): Map<string, PageEntry> {
  const { siteDir, site } = context;
  const stacks = testedStacks(path.join(siteDir, 'examples'));
  const catalog = readCatalog(siteDir, version);
  const absolute = (sitePath: string) => absoluteUrl(site, sitePath);
  const pages = new Map<string, PageEntry>();
  for (const doc of loaded.docs) {
    const file = sourceFile(siteDir, doc);
    const pageUrl = new URL(doc.permalink, site.url).href;
    const resolveLink = (url: string): string | undefined => {
      const [target = '', hash] = url.split('#');
      const suffix = hash === undefined ? '' : `#${hash}`;
      if (/\.mdx?$/.test(target)) {
        const permalink = permalinkBySource.get(path.resolve(path.dirname(file), target));
        return permalink === undefined ? undefined : `${new URL(permalink, site.url).href}${suffix}`;
      }
      if (target.startsWith('/')) return `${absolute(target)}${suffix}`;
      return new URL(url, pageUrl).href;
    };
    const body = mdxToMarkdown({
      file: path.relative(siteDir, file),
      source: readFileSync(file, 'utf8'),
      pageUrl,
      resolveLink,
      components: pageComponents({
        provider: (doc.frontMatter as { provider?: ProviderFrontMatter }).provider,
        stacks,
        catalog,
        absolute,
      }),
    });
    pages.set(doc.id, {
      id: doc.id,
      title: doc.title,
      description: doc.description,
      markdownUrl: new URL(markdownPathOf(doc.permalink), site.url).href,
      markdown: `# ${doc.title}\n\n${sourceLine(pageUrl, version)}\n\n${body}`,
    });
  }
  return pages;
}

/** A file of the Markdown export: its path in the build and its text. */
export interface ExportFile {
  file: string;
  text: string;
}

/**
 * Every docs page as Markdown, and each version's llms files, as files to write into the build.
 * Runs on a worker thread while the site builds (plugins/post-build), so it takes plain data.
 */
export function markdownExport(
  { siteDir, tagline, ...site }: SiteAddress & { siteDir: string; tagline: string },
  loadedVersions: LoadedVersion[],
): { files: ExportFile[]; pages: number; versions: number } {
  const versions = docsVersions(siteDir);
  const permalinkBySource = new Map(
    loadedVersions.flatMap((loaded) => loaded.docs.map((doc) => [sourceFile(siteDir, doc), doc.permalink] as const)),
  );
  const files: ExportFile[] = [];
  let pageCount = 0;
  for (const version of versions) {
    const loaded = loadedVersions.find((candidate) => candidate.versionName === version.name);
    if (!loaded) throw new Error(`markdown-export: the docs plugin did not load the version "${version.name}"`);
    const pages = versionMarkdown({ siteDir, site }, version, loaded, permalinkBySource);
    for (const doc of loaded.docs) {
      const page = pages.get(doc.id);
      if (!page) continue;
      files.push({ file: markdownPathOf(doc.permalink).slice(site.baseUrl.length - 1), text: page.markdown });
      pageCount += 1;
    }
    const sections = sidebarSections(loaded.sidebars, pages);
    const header = versionHeader(
      site,
      tagline,
      version,
      versions.filter((other) => other !== version),
    );
    const { index, full } = llmsFilesOf(version.routePrefix);
    files.push({ file: index, text: llmsIndex(header, sections) }, { file: full, text: llmsFull(header, sections) });
  }
  return { files, pages: pageCount, versions: versions.length };
}

/** Writes the files of the Markdown export into the build. */
export function writeExportFiles(outDir: string, files: ExportFile[]): void {
  for (const { file, text } of files) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), text);
  }
}

export default function markdownExportPlugin(): Plugin {
  return {
    name: 'markdown-export',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
