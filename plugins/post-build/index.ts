/**
 * The build's last steps, in the order they depend on each other (Docusaurus runs the plugins'
 * postBuild hooks side by side, so when each step was a plugin's hook their order was an accident
 * of registration):
 *
 * - As soon as the content is loaded, two steps that need nothing from the built pages start on a
 *   worker thread (./background.ts) and run while the site is bundled and rendered: every page is
 *   turned into Markdown with the llms files (plugins/markdown-export), and the social cards the
 *   cache lacks are drawn (plugins/social-cards).
 * - After the build, compression of what it wrote starts on the thread pool (plugins/delivery),
 *   while every built page is read and parsed once (plugins/built-pages) and the steps that look
 *   inside the pages take what they need from that one parse: the search records (plugins/search)
 *   and the hashes of the inline scripts for the CSP (plugins/delivery).
 * - Then the search index, the Markdown files, the deploy configs and the cards are written, and
 *   the new files compressed too.
 *
 * While the site is bundled, the garbage that compiling the docs leaves is collected (./memory.ts).
 */
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { visitBuiltPages } from '../built-pages';
import { compressibleFiles, compression, scriptHashesVisitor, writeDeliveryFiles } from '../delivery';
import { writeExportFiles, type markdownExport } from '../markdown-export';
import { searchRecordsVisitor, versionPrefixesByTag, writeSearchIndex } from '../search';
import { cardJobs, copyCards, type CardJob, type drawMissingCards } from '../social-cards';
import { BackgroundThread } from './background';
import { collectGarbage, collectGarbageWhileBundling } from './memory';

interface BackgroundSteps {
  thread: BackgroundThread;
  cards: CardJob[];
  drawn: Promise<Awaited<ReturnType<typeof drawMissingCards>>>;
  markdown: Promise<ReturnType<typeof markdownExport>>;
}

export default function postBuildPlugin(context: LoadContext): Plugin {
  const { siteDir, siteConfig } = context;
  let background: BackgroundSteps | undefined;
  const whileBundling = collectGarbageWhileBundling();
  return {
    name: 'post-build',
    configureWebpack() {
      // A production build only (./memory.ts); the development server rebuilds one bundle at a time.
      return process.env.NODE_ENV === 'production' ? { plugins: [whileBundling] } : {};
    },
    allContentLoaded({ allContent }) {
      // Only a production build has post-build steps; the development server reloads content often.
      if (process.env.NODE_ENV !== 'production') return;
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docs) throw new Error('post-build: the docs plugin is not loaded');
      const cards = cardJobs(docs.loadedVersions, siteConfig);
      const thread = new BackgroundThread();
      background = {
        thread,
        cards,
        markdown: thread.run(require.resolve('../markdown-export'), 'markdownExport', [
          { siteDir, url: siteConfig.url, baseUrl: siteConfig.baseUrl, tagline: siteConfig.tagline },
          docs.loadedVersions,
        ]),
        drawn: thread.run(require.resolve('../social-cards'), 'drawMissingCards', [siteDir, cards]),
      };
    },
    async postBuild({ outDir, routesPaths }) {
      if (!background) throw new Error('post-build: the content was loaded without its background steps');
      // What rendering the pages left (./memory.ts), before these steps read them all again.
      collectGarbage();
      const compressing = compression(outDir, path.join(siteDir, 'node_modules/.cache/precompressed'));
      const built = new Set(compressibleFiles(outDir));
      compressing.add([...built]);

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
          hostedSearch: Boolean(siteConfig.customFields?.hostedSearch),
        },
        scripts.hashes(),
      );

      const markdown = await background.markdown;
      writeExportFiles(outDir, markdown.files);
      console.log(
        `[markdown-export] ${markdown.pages} pages as Markdown, llms.txt and llms-full.txt for ${markdown.versions} versions`,
      );
      const drawn = await background.drawn;
      await background.thread.close();
      await copyCards(siteDir, outDir, background.cards);
      console.log(
        `[social-cards] ${background.cards.length} cards (${drawn} drawn, ${background.cards.length - drawn} from the cache)`,
      );

      compressing.add(compressibleFiles(outDir).filter((file) => !built.has(file)));
      const compressed = await compressing.finish();
      console.log(
        `[delivery] headers, redirects and deploy configs written; ${compressed.files} files precompressed (gzip, brotli; ${compressed.reused} unchanged since the last build)`,
      );
    },
  };
}
