/**
 * A social card per docs page: a 1200×630 PNG with the page's title, its sidebar section and its
 * docs version (./card.ts), written by a step of plugins/post-build at /img/social/<route>.png,
 * and named in the page's head (og:image, twitter:image, with size and alt) by
 * theme/DocSocialCard, which ./remark-social-card.ts puts at the end of every doc. The home page
 * keeps the site's own card (themeConfig.image).
 *
 * Cards are cached by what they show (node_modules/.cache/social-cards), so a warm build draws
 * only the cards of pages whose title or section changed; plugins/post-build draws the missing
 * ones on a worker thread while the site builds, and copies them all into the build.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { Plugin } from '@docusaurus/types';
import { DRAWING_VERSION, drawCard, loadDrawing } from './card';
import { DEFAULT_SECTION, socialCardPathOf, type CardContent } from './paths';

type LoadedVersion = LoadedContent['loadedVersions'][number];
type SidebarItem = LoadedVersion['sidebars'][string][number];

/** Each doc's top-level sidebar category, as the page's breadcrumbs start. */
export function sectionsByDocId(sidebars: LoadedVersion['sidebars']): Map<string, string> {
  const sections = new Map<string, string>();
  const walk = (items: SidebarItem[], section: string) => {
    for (const item of items) {
      if ((item.type === 'doc' || item.type === 'ref') && !sections.has(item.id)) sections.set(item.id, section);
      if (item.type === 'category') {
        if (item.link?.type === 'doc' && !sections.has(item.link.id)) sections.set(item.link.id, section);
        walk(item.items, section);
      }
    }
  };
  for (const sidebar of Object.values(sidebars)) {
    for (const item of sidebar) {
      if (item.type === 'category') walk([item], item.label);
    }
  }
  return sections;
}

/** One card to draw: what it shows, and where it goes in the build. */
export interface CardJob {
  content: CardContent;
  /** The page's address as shown on the card ("next-auth.js.org/faq"). */
  address: string;
  /** The card's file, relative to the output folder. */
  file: string;
  /** Its name in the cache: a hash of everything it shows. */
  key: string;
}

/** The card of every docs page of the loaded versions, for the site at `url` + `baseUrl`. */
export function cardJobs(
  loadedVersions: LoadedVersion[],
  { url, baseUrl }: { url: string; baseUrl: string },
): CardJob[] {
  const host = new URL(url).host;
  return loadedVersions.flatMap((loaded) => {
    const sections = sectionsByDocId(loaded.sidebars);
    return loaded.docs.map((doc) => {
      const content: CardContent = {
        title: doc.title,
        section: sections.get(doc.id) ?? DEFAULT_SECTION,
        version: loaded.label,
      };
      const address = `${host}${doc.permalink.replace(/\/$/, '')}`;
      const key = createHash('sha256')
        .update(JSON.stringify([DRAWING_VERSION, content, address]))
        .digest('hex')
        .slice(0, 16);
      return { content, address, file: socialCardPathOf(doc.permalink.slice(baseUrl.length - 1)), key };
    });
  });
}

function cacheDirOf(siteDir: string): string {
  return path.join(siteDir, 'node_modules/.cache/social-cards');
}

/**
 * Draws the cards the cache lacks into it (node_modules/.cache/social-cards), a few at a time, one
 * per core: each drawing holds a full-size bitmap while resvg works. Runs on a worker thread while
 * the site builds (plugins/post-build); returns how many it drew.
 */
export async function drawMissingCards(siteDir: string, jobs: CardJob[]): Promise<number> {
  const cacheDir = cacheDirOf(siteDir);
  await mkdir(cacheDir, { recursive: true });
  const drawing = loadDrawing(siteDir);
  const queue = jobs.filter((job) => !existsSync(path.join(cacheDir, `${job.key}.png`)));
  const drawn = queue.length;
  const draw = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      await writeFile(path.join(cacheDir, `${job.key}.png`), await drawCard(job.content, job.address, drawing));
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, draw));
  return drawn;
}

/** Copies every card from the cache into the build. */
export async function copyCards(siteDir: string, outDir: string, jobs: CardJob[]): Promise<void> {
  const cacheDir = cacheDirOf(siteDir);
  await Promise.all(
    jobs.map(async (job) => {
      const file = path.join(outDir, job.file);
      await mkdir(path.dirname(file), { recursive: true });
      await copyFile(path.join(cacheDir, `${job.key}.png`), file);
    }),
  );
}

export default function socialCardsPlugin(): Plugin {
  return {
    name: 'social-cards',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
