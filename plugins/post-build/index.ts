/**
 * The build's last steps, in the order they depend on each other (Docusaurus runs the plugins'
 * postBuild hooks side by side, so when each step was a plugin's hook their order was an accident
 * of registration):
 *
 * - As soon as the content is loaded, the social cards the cache lacks start being drawn on a
 *   worker thread (./background.ts), while the site is bundled and rendered
 *   (plugins/social-cards), and the Markdown export learns the docs, so that the MDX compile
 *   can convert each page as it parses it (plugins/markdown-export).
 * - Once the client bundle is written, the same thread compresses its scripts and styles
 *   (plugins/delivery) while the pages are rendered (./compress-bundle.ts), which used to wait
 *   for the post-build steps.
 * - After the build, it compresses the rest of what the build wrote, while every built page is
 *   read and parsed once (plugins/built-pages) and the steps that look inside the pages take what
 *   they need from that one parse: the search records (plugins/search) and the hashes of the
 *   inline scripts for the CSP (plugins/delivery).
 * - The Markdown files and the cards are written before that parse, so that they are compressed
 *   during it; the search indexes and the deploy configs after it, and compressed last, shared
 *   between the two threads, since the build's own would otherwise only wait.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { visitBuiltPages } from '../built-pages';
import {
  compressibleFiles,
  forgetUnusedForms,
  precompress,
  scriptHashesVisitor,
  writeDeliveryFiles,
  type Precompressed,
} from '../delivery';
import { writeExportFiles, type MarkdownExport } from '../markdown-export';
import { searchRecordsVisitor, versionPrefixesByTag, writeSearchIndex } from '../search';
import { cardJobs, copyCards, type CardJob, type drawMissingCards } from '../social-cards';
import { BackgroundThread } from './background';
import { compressBundleWhileRendering } from './compress-bundle';

interface BackgroundSteps {
  thread: BackgroundThread;
  cards: CardJob[];
  drawn: Promise<Awaited<ReturnType<typeof drawMissingCards>>>;
  /** The files handed to the thread for compression so far, and what it made of them. */
  queued: Set<string>;
  compressed: Promise<Precompressed>[];
}

/** `files` (relative to `outDir`) in two lists of about the same number of bytes, the largest file in the first. */
function halvesBySize(outDir: string, files: string[]): [string[], string[]] {
  const halves: [{ files: string[]; bytes: number }, { files: string[]; bytes: number }] = [
    { files: [], bytes: 0 },
    { files: [], bytes: 0 },
  ];
  const sized = files.map((file) => ({ file, bytes: statSync(path.join(outDir, file)).size }));
  for (const { file, bytes } of sized.sort((a, b) => b.bytes - a.bytes)) {
    const lighter = halves[0].bytes <= halves[1].bytes ? halves[0] : halves[1];
    lighter.files.push(file);
    lighter.bytes += bytes;
  }
  return [halves[0].files, halves[1].files];
}

export interface PostBuildOptions {
  /** The Markdown export the docs' MDX compile feeds (config/docs.ts). */
  markdownExport: MarkdownExport;
  /** Whether search queries Algolia (config/env.ts), which the CSP must then let the pages reach. */
  hostedSearch: boolean;
}

export default function postBuildPlugin(
  context: LoadContext,
  { markdownExport, hostedSearch }: PostBuildOptions,
): Plugin {
  const { siteDir, siteConfig, outDir } = context;
  const compressedForms = path.join(siteDir, 'node_modules/.cache/precompressed');
  let background: BackgroundSteps | undefined;
  /** Hands the files of `files` not handed over before to the background thread, for compression. */
  const compress = (files: string[]) => {
    if (!background) throw new Error('post-build: files to compress before the content was loaded');
    const { queued } = background;
    const fresh = files.filter((file) => !queued.has(file));
    for (const file of fresh) queued.add(file);
    background.compressed.push(
      background.thread.run(require.resolve('../delivery/precompress'), 'precompress', [
        outDir,
        fresh,
        compressedForms,
      ]),
    );
  };
  return {
    name: 'post-build',
    configureWebpack(_config, isServer) {
      // A production build only: the development server writes no files to compress.
      if (process.env.NODE_ENV !== 'production' || isServer) return {};
      return { plugins: [compressBundleWhileRendering(outDir, compress)] };
    },
    allContentLoaded({ allContent }) {
      // Only a production build has post-build steps; the development server reloads content often.
      if (process.env.NODE_ENV !== 'production') return;
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docs) throw new Error('post-build: the docs plugin is not loaded');
      markdownExport.prepare(
        { siteDir, url: siteConfig.url, baseUrl: siteConfig.baseUrl, tagline: siteConfig.tagline },
        docs.loadedVersions,
      );
      const cards = cardJobs(docs.loadedVersions, siteConfig);
      const thread = new BackgroundThread();
      background = {
        thread,
        cards,
        drawn: thread.run(require.resolve('../social-cards'), 'drawMissingCards', [siteDir, cards]),
        queued: new Set(),
        compressed: [],
      };
    },
    async postBuild({ routesPaths }) {
      if (!background) throw new Error('post-build: the content was loaded without its background steps');
      background.thread.keepProcessAlive();
      // Written first, so they are compressed along with the pages while the pages are parsed.
      const markdown = markdownExport.files();
      writeExportFiles(outDir, markdown.files);
      console.log(
        `[markdown-export] ${markdown.pages} pages as Markdown, llms.txt and llms-full.txt for ${markdown.versions} versions`,
      );
      const drawn = await background.drawn;
      await copyCards(siteDir, outDir, background.cards);
      console.log(
        `[social-cards] ${background.cards.length} cards (${drawn} drawn, ${background.cards.length - drawn} from the cache)`,
      );
      compress(compressibleFiles(outDir));

      const search = searchRecordsVisitor(siteConfig.url, versionPrefixesByTag(siteDir));
      const scripts = scriptHashesVisitor();
      await visitBuiltPages(outDir, { baseUrl: siteConfig.baseUrl, routes: routesPaths }, [
        scripts.visit,
        search.visit,
      ]);
      console.log(`[search] ${writeSearchIndex(outDir, search.records)}`);
      writeDeliveryFiles(
        outDir,
        {
          siteUrl: siteConfig.url,
          baseUrl: siteConfig.baseUrl,
          siteDir,
          hostedSearch,
        },
        scripts.hashes(),
      );

      // The last files, shared with the thread by size: this thread, free at once, takes the largest.
      const { queued } = background;
      const late = compressibleFiles(outDir).filter((file) => !queued.has(file));
      const [ours, theirs] = halvesBySize(outDir, late);
      compress(theirs);
      const here = precompress(outDir, ours, compressedForms);
      const compressed = [here, ...(await Promise.all(background.compressed))];
      await background.thread.close();
      forgetUnusedForms(compressedForms, new Set(compressed.flatMap(({ cacheEntries }) => cacheEntries)));
      const sum = (count: (run: Precompressed) => number) => compressed.reduce((total, run) => total + count(run), 0);
      console.log(
        `[delivery] headers, redirects and deploy configs written; ${sum((run) => run.files)} files precompressed (gzip, brotli; ${sum((run) => run.reused)} unchanged since the last build)`,
      );
    },
  };
}
