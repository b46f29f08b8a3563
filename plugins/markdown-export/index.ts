/**
 * Every docs page as Markdown, for readers who paste pages into an assistant or an editor: each
 * page's MDX, as the build compiles it, becomes `<route>.md` (./to-markdown.ts), and each docs
 * version gets an llms.txt index and an llms-full.txt with all its pages (./llms.ts). theme/ adds
 * the "Copy page" control and the `<link rel="alternate" type="text/markdown">` of each page.
 *
 * The files are written by a step of plugins/post-build, before the output is compressed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { Plugin } from '@docusaurus/types';
import type { Root } from 'mdast';
import type { Plugin as RemarkPlugin } from 'unified';
import { docsVersions, type DocsVersion } from '../../config/versions';
import type { ProviderFrontMatter } from '../front-matter-check/schema';
import { readCatalog } from '../provider-catalog/catalog';
import { testedStacks } from '../tested-with';
import { pageComponents } from './components';
import { llmsFull, llmsIndex, sidebarSections, type PageEntry, type VersionHeader } from './llms';
import { llmsFilesOf, markdownPathOf } from './paths';
import { mdastToMarkdown, type PageToConvert } from './to-markdown';

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

/** The site as the export needs it: its address, its folder and its tagline. */
type ExportSite = SiteAddress & { siteDir: string; tagline: string };

/** How to convert each docs page of one version, keyed by its source file. */
function versionPages(
  site: ExportSite,
  version: DocsVersion,
  loaded: LoadedVersion,
  permalinkBySource: Map<string, string>,
): Map<string, PageToConvert> {
  const { siteDir } = site;
  const stacks = testedStacks(path.join(siteDir, 'examples'));
  const catalog = readCatalog(siteDir, version);
  const absolute = (sitePath: string) => absoluteUrl(site, sitePath);
  const pages = new Map<string, PageToConvert>();
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
    pages.set(file, {
      file: path.relative(siteDir, file),
      pageUrl,
      resolveLink,
      components: pageComponents({
        provider: (doc.frontMatter as { provider?: ProviderFrontMatter }).provider,
        stacks,
        catalog,
        absolute,
        docsRoot: version.routePrefix,
      }),
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
 * The Markdown export of one build. Docusaurus's MDX compile parses every docs page, and
 * `remarkPlugin` (the first of the docs' remark plugins, config/docs.ts) converts the tree it
 * parsed before any other plugin changes it. Parsing every page a second time, on the background
 * thread, cost about 5.5 s of CPU in a build that keeps both cores busy, and the Markdown was the
 * same, byte for byte. plugins/post-build calls `prepare` once the docs are loaded (the compile
 * comes after) and `files` after the build; config/docs.ts makes the one instance both use. The
 * development server never prepares it, so there the plugin does nothing.
 */
export class MarkdownExport {
  #prepared?: {
    site: ExportSite;
    versions: { version: DocsVersion; loaded: LoadedVersion }[];
    pages: Map<string, PageToConvert>;
  };
  /** Each page's Markdown, by source file, as the compile converted it. */
  readonly #bodies = new Map<string, string>();

  /** Converts each prepared page as it is compiled; leaves alone any other MDX the docs compile (partials). */
  readonly remarkPlugin: RemarkPlugin<[], Root> = () => (tree, file) => {
    const source = path.resolve(file.path);
    const page = this.#prepared?.pages.get(source);
    if (page) this.#bodies.set(source, mdastToMarkdown(tree, page));
  };

  prepare(site: ExportSite, loadedVersions: LoadedVersion[]): void {
    const permalinkBySource = new Map(
      loadedVersions.flatMap((loaded) =>
        loaded.docs.map((doc) => [sourceFile(site.siteDir, doc), doc.permalink] as const),
      ),
    );
    const versions = docsVersions(site.siteDir).map((version) => {
      const loaded = loadedVersions.find((candidate) => candidate.versionName === version.name);
      if (!loaded) throw new Error(`markdown-export: the docs plugin did not load the version "${version.name}"`);
      return { version, loaded };
    });
    const pages = new Map(
      versions.flatMap(({ version, loaded }) => [...versionPages(site, version, loaded, permalinkBySource)]),
    );
    this.#prepared = { site, versions, pages };
  }

  /** Every docs page as Markdown, and each version's llms files, as files to write into the build. */
  files(): { files: ExportFile[]; pages: number; versions: number } {
    if (!this.#prepared) throw new Error('markdown-export: files() before prepare()');
    const { site, versions } = this.#prepared;
    const files: ExportFile[] = [];
    let pageCount = 0;
    for (const { version, loaded } of versions) {
      const pages = new Map<string, PageEntry>();
      for (const doc of loaded.docs) {
        const body = this.#bodies.get(sourceFile(site.siteDir, doc));
        if (body === undefined)
          throw new Error(
            `markdown-export: ${doc.source} has no Markdown: the build did not compile it (a bundler cache that skips the MDX compile leaves pages without)`,
          );
        const pageUrl = new URL(doc.permalink, site.url).href;
        const markdown = `# ${doc.title}\n\n${sourceLine(pageUrl, version)}\n\n${body}`;
        pages.set(doc.id, {
          id: doc.id,
          title: doc.title,
          description: doc.description,
          markdownUrl: new URL(markdownPathOf(doc.permalink), site.url).href,
          markdown,
        });
        files.push({ file: markdownPathOf(doc.permalink).slice(site.baseUrl.length - 1), text: markdown });
        pageCount += 1;
      }
      const sections = sidebarSections(loaded.sidebars, pages);
      const header = versionHeader(
        site,
        site.tagline,
        version,
        versions.filter((other) => other.version !== version).map((other) => other.version),
      );
      const { index, full } = llmsFilesOf(version.routePrefix);
      files.push({ file: index, text: llmsIndex(header, sections) }, { file: full, text: llmsFull(header, sections) });
    }
    return { files, pages: pageCount, versions: versions.length };
  }
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
