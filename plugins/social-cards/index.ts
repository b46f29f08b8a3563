/**
 * A social card per docs page: a 1200×630 PNG with the page's title, its sidebar section and its
 * docs version (./card.ts), written after the build at /img/social/<route>.png, and named in the
 * page's head (og:image, twitter:image, with size and alt) by theme/DocItem/Metadata. The home
 * page keeps the site's own card (themeConfig.image).
 *
 * Cards are cached by what they show (node_modules/.cache/social-cards), so a warm build draws
 * only the cards of pages whose title or section changed.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
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

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const { baseUrl, url } = context.siteConfig;
  const cacheDir = path.join(context.siteDir, 'node_modules/.cache/social-cards');
  return {
    name: 'social-cards',
    getThemePath: () => path.join(__dirname, 'theme'),
    async postBuild({ outDir, plugins }) {
      const docsPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      if (!docsPlugin) throw new Error('social-cards: the docs plugin is not loaded');
      const { loadedVersions } = docsPlugin.content as LoadedContent;
      const drawing = loadDrawing(context.siteDir);
      const host = new URL(url).host;
      await mkdir(cacheDir, { recursive: true });
      let drawn = 0;
      const cards = loadedVersions.flatMap((loaded) => {
        const sections = sectionsByDocId(loaded.sidebars);
        return loaded.docs.map((doc) => async () => {
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
          const cached = path.join(cacheDir, `${key}.png`);
          let png: Buffer;
          if (existsSync(cached)) png = await readFile(cached);
          else {
            png = await drawCard(content, address, drawing);
            await writeFile(cached, png);
            drawn += 1;
          }
          const file = path.join(outDir, socialCardPathOf(doc.permalink.slice(baseUrl.length - 1)));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, png);
        });
      });
      // A few cards at a time, one per core: each drawing holds a full-size bitmap while resvg works.
      const queue = [...cards];
      const draw = async () => {
        for (let card = queue.shift(); card; card = queue.shift()) await card();
      };
      await Promise.all(Array.from({ length: availableParallelism() }, draw));
      console.log(`[social-cards] ${cards.length} cards (${drawn} drawn, ${cards.length - drawn} from the cache)`);
    },
  };
}
