/**
 * A reader may arrive at any page from a search. Each file a current page gives must stand on what
 * the page gives or sends the reader to: an `@/…` import names a file of the page itself, a file a
 * page it links to gives, or a file create-next-app generated (examples/starters). A provider page
 * goes further: its files import packages only, and it has the facts box, whose first row sends the
 * reader to the Example page's install and environment steps (the landing cells build the GitHub
 * page that way).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { versionLabelled } from '../../config/versions';
import { extractCodeBlocks } from '../../scripts/lib/code-blocks';
import { moduleSurface } from '../../scripts/lib/module-surface';
import { STARTERS, STARTERS_DIR } from '../../scripts/lib/starters';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = versionLabelled('v4').contentDir;
const CODE_LANGS = new Set(['ts', 'tsx', 'js', 'jsx']);

/** A file's name as an `@/` import names it: no extension. */
const moduleName = (file: string) => file.replace(/\.(tsx?|jsx?|mjs)$/, '');

const pages = readdirSync(path.join(ROOT, DOCS), { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.mdx'))
  .sort()
  .map((name) => {
    const source = readFileSync(path.join(ROOT, DOCS, name), 'utf8');
    const blocks = extractCodeBlocks(source);
    const links = [...source.matchAll(/\]\(([^)#\s]+\.mdx)(?:#[^)]*)?\)/g)].map(([, target = '']) =>
      path.normalize(path.join(path.dirname(name), target)),
    );
    const files = new Set(
      blocks.flatMap((block) => {
        const file = block.meta.file ?? block.meta.title;
        return file ? [moduleName(file)] : [];
      }),
    );
    return { name, source, blocks, links, files };
  });
const filesOf = new Map(pages.map((page) => [page.name, page.files]));

/** What create-next-app generated under src/, in any starter ("styles/globals.css"). */
const generated = new Set(
  STARTERS.flatMap((starter) =>
    readdirSync(path.join(ROOT, STARTERS_DIR, starter.name, 'src'), { recursive: true, encoding: 'utf8' }).map(
      moduleName,
    ),
  ),
);

/** The `@/` and relative imports of a page's runnable blocks, with where they are. */
function localImports(page: (typeof pages)[number]) {
  return page.blocks
    .filter((block) => CODE_LANGS.has(block.lang) && !('partial' in block.meta))
    .flatMap((block) =>
      [...moduleSurface('block.tsx', block.code).imports]
        .filter((specifier) => specifier.startsWith('@/') || specifier.startsWith('.'))
        .map((specifier) => ({ specifier, where: `${DOCS}/${page.name}:${block.line}` })),
    );
}

describe('pages a reader lands on', () => {
  it.each(pages.map((page) => ({ name: page.name, page })))(
    '$name: each @/ import is given by the page, a page it links to, or create-next-app',
    ({ page }) => {
      const missing = localImports(page)
        .filter(({ specifier }) => specifier.startsWith('@/'))
        .filter(({ specifier }) => {
          const file = specifier.slice(2);
          return (
            !page.files.has(file) && !generated.has(file) && !page.links.some((link) => filesOf.get(link)?.has(file))
          );
        });
      expect(missing.map(({ specifier, where }) => `${where} imports ${specifier}`)).toEqual([]);
    },
  );

  const providerPages = pages.filter((page) => page.name.startsWith('providers/') && /^provider:/m.test(page.source));

  it('finds the provider pages', () => {
    expect(providerPages.length).toBeGreaterThan(50);
  });

  it.each(providerPages.map((page) => ({ name: page.name, page })))(
    '$name: its files import packages only, and its facts box sends the reader to the set-up',
    ({ page }) => {
      expect(localImports(page).map(({ specifier, where }) => `${where} imports ${specifier}`)).toEqual([]);
      expect(page.source).toContain('<ProviderFacts />');
    },
  );
});
