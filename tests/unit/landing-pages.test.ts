/**
 * A reader may arrive at any page from a search. Each file a current page gives must stand on what
 * the page gives or sends the reader to: an `@/…` import names a file of the page itself, a file a
 * page it links to gives, or a file create-next-app generated (examples/starters); a package import
 * names a package the reader has installed along that path. A provider page goes further: its files
 * import packages only, and it has the facts box, whose first row sends the reader to the Example
 * page's install and environment steps (the landing cells build the GitHub page that way, and the
 * landing-files cells every OAuth provider page's route handler). A configuration or adapter page
 * with a file to copy sends the reader to those steps too.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { versionLabelled } from '../../config/versions';
import { CELLS } from '../../scripts/lib/cells';
import { extractCodeBlocks } from '../../scripts/lib/code-blocks';
import { installCommandsOf } from '../../scripts/lib/install-commands';
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
    const installs = installCommandsOf(name, source).flatMap((command) => command.packages.map(({ name }) => name));
    // A package the prose has the reader install (`npm install jose`), beside the shell blocks.
    const installsInProse = [...source.matchAll(/`npm install ([^`]+)`/g)].flatMap(([, packages = '']) =>
      packages.split(/\s+/).filter((token) => token && !token.startsWith('-')),
    );
    return { name, source, blocks, links, files, installs: [...installs, ...installsInProse] };
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

/** Where every page's "Set up first" leads: the Example's install and environment steps. */
const SET_UP_PAGE = 'getting-started/example.mdx';
const nextAuthManifest = JSON.parse(
  readFileSync(path.join(ROOT, versionLabelled('v4').samplesDir, 'node_modules/next-auth/package.json'), 'utf8'),
) as { dependencies: Record<string, string> };
/** Packages every reader has: what create-next-app installs, and next-auth with what it depends on (npm puts them beside it). */
const installedByAll = new Set([
  ...STARTERS.flatMap((starter) => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, STARTERS_DIR, starter.name, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  }),
  ...(pages.find((page) => page.name === SET_UP_PAGE)?.installs ?? []),
  ...Object.keys(nextAuthManifest.dependencies),
]);
const installsOf = new Map(pages.map((page) => [page.name, page.installs]));

/** `next-auth/providers/github` → `next-auth`, `@scope/name/sub` → `@scope/name`. */
function packageOf(specifier: string): string {
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

/** The imports of a page's runnable blocks, with where they are. */
function importsOf(page: (typeof pages)[number]) {
  return page.blocks
    .filter((block) => CODE_LANGS.has(block.lang) && !('partial' in block.meta))
    .flatMap((block) =>
      [...moduleSurface('block.tsx', block.code).imports].map((specifier) => ({
        specifier,
        where: `${DOCS}/${page.name}:${block.line}`,
      })),
    );
}

/** The `@/` and relative imports of a page's runnable blocks. */
const localImports = (page: (typeof pages)[number]) =>
  importsOf(page).filter(({ specifier }) => specifier.startsWith('@/') || specifier.startsWith('.'));

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

  it.each(pages.map((page) => ({ name: page.name, page })))(
    '$name: each package its files import is installed by the page, a page it links to, the Example or create-next-app',
    ({ page }) => {
      const installed = new Set([
        ...installedByAll,
        ...page.installs,
        ...page.links.flatMap((link) => installsOf.get(link) ?? []),
      ]);
      const missing = importsOf(page)
        .filter(({ specifier }) => !/^(\.|@\/|node:)/.test(specifier) && !builtinModules.includes(specifier))
        .filter(({ specifier }) => !installed.has(packageOf(specifier)));
      expect(missing.map(({ specifier, where }) => `${where} imports ${specifier}`)).toEqual([]);
    },
  );

  // The configuration pages and the adapters page: each one with a file to copy.
  const setUpPages = pages.filter(
    (page) =>
      (page.name.startsWith('configuration/') || page.name === 'adapters.mdx') &&
      page.blocks.some((block) => CODE_LANGS.has(block.lang) && block.meta.title && !('partial' in block.meta)),
  );

  it('finds the configuration pages with files to copy', () => {
    expect(setUpPages.map((page) => page.name)).toEqual(
      expect.arrayContaining(['adapters.mdx', 'configuration/nextjs.mdx', 'configuration/providers/email.mdx']),
    );
  });

  it.each(setUpPages.map((page) => ({ name: page.name, page })))(
    "$name: sends a reader who lands on it to the Example's install and environment steps",
    ({ page }) => {
      expect(page.source).toMatch(/\]\((?:\.\.?\/)+getting-started\/example\.mdx#1-install\)/);
    },
  );

  const landingCells = CELLS.flatMap((cell) => (cell.landing ? [{ name: cell.name, landing: cell.landing }] : []));

  it.each(landingCells)(
    '$name: each file it brings is given by a page its page links to, or one that page links to',
    ({ landing }) => {
      const page = path.relative(DOCS, landing.page);
      const reachable = new Set([page, ...(pages.find((candidate) => candidate.name === page)?.links ?? [])]);
      for (const linked of [...reachable])
        for (const next of pages.find((p) => p.name === linked)?.links ?? []) reachable.add(next);
      const unreachable = landing.brings.filter(
        (file) => ![...reachable].some((name) => filesOf.get(name)?.has(moduleName(file))),
      );
      expect(unreachable).toEqual([]);
    },
  );

  it('fences every .env.local block as ini, so that the variables a reader sets look alike on every page', () => {
    const others = pages.flatMap((page) =>
      page.blocks
        .filter((block) => block.meta.title === '.env.local' && block.lang !== 'ini')
        .map((block) => `${DOCS}/${page.name}:${block.line} (${block.lang})`),
    );
    expect(others).toEqual([]);
  });

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
