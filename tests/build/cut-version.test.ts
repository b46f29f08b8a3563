/**
 * `docusaurus docs:version` on a copy of this project, proven end to end: the copy freezes the
 * current docs under their label (v4 today) exactly as contributing/writing.md ("Cutting a version") says (the
 * command alone, no edit after it), then the front-matter check, the sample checker and one
 * production build run there.
 * The built site must serve every version's pages at their paths, give each version a provider
 * catalogue that links only inside that version, list every version in the dropdown, keep the
 * current routes, and leave the pages of the versions frozen before as they are in this project's
 * own build.
 *
 * Needs this project's production build in build/ (for that comparison), as npm test makes it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentVersion,
  docsVersions,
  frozenVersions,
  providerPageFiles,
  startPageOf,
  UNNAMED_CURRENT_LABEL,
  type DocsVersion,
} from '../../config/versions';
import { copyProject } from '../../scripts/lib/project-copy';

const ROOT = path.resolve(import.meta.dirname, '../..');
// The current docs are frozen under their label, which names the next-auth major they document.
const FROZEN = currentVersion(ROOT).label;
const FROZEN_BEFORE = frozenVersions(ROOT).map((version) => version.name);
const site = mkdtempSync(path.join(os.tmpdir(), 'cut-version-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** Runs a command in the copy; resolves with its exit code and output, never rejects on failure. */
function run(command: string, args: string[]): Promise<{ code: number | null; output: string; seconds: number }> {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(site, 'node_modules/.bin', command), args, {
      cwd: site,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({
        code,
        output: stripVTControlCharacters(Buffer.concat(chunks).toString('utf8')),
        seconds: (performance.now() - started) / 1000,
      }),
    );
  });
}

/** The built HTML file of a route of a build folder. */
function htmlOf(buildDir: string, route: string): string {
  return path.join(buildDir, route, 'index.html');
}

/** The route of every page of a version, from its content files (file paths are routes here). */
function routesOf(version: DocsVersion): string[] {
  return readdirSync(path.join(site, version.contentDir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx') && !file.split(path.sep).some((part) => part.startsWith('_')))
    .map((file) => {
      const route = file
        .split(path.sep)
        .join('/')
        .replace(/\.mdx$/, '')
        .replace(/(^|\/)index$/, '');
      return `${version.routePrefix}/${route}`.replace(/\/$/, '') || '/';
    });
}

const parsedPages = new Map<string, ReturnType<typeof load>>();
function parsed(file: string): ReturnType<typeof load> {
  if (!parsedPages.has(file)) parsedPages.set(file, load(readFileSync(file, 'utf8')));
  return parsedPages.get(file)!;
}

/** Site-relative links of the parts of a page its version writes: content and sidebar. */
function versionLinks(file: string): string[] {
  const $ = parsed(file);
  return $('.theme-doc-markdown a[href], .theme-doc-sidebar-menu a[href]')
    .map((_, link) => $(link).attr('href') ?? '')
    .get()
    .filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

function catalogueLinks(file: string): string[] {
  const $ = parsed(file);
  return $('section[aria-label="Provider catalogue"] a[href]')
    .map((_, link) => $(link).attr('href') ?? '')
    .get();
}

let versions: DocsVersion[];
let cut: Awaited<ReturnType<typeof run>>;
let frontMatter: Awaited<ReturnType<typeof run>>;
let samples: Awaited<ReturnType<typeof run>>;
let build: Awaited<ReturnType<typeof run>>;
const builtDir = path.join(site, 'build');

beforeAll(async () => {
  if (FROZEN === UNNAMED_CURRENT_LABEL) {
    throw new Error(
      `Every version in config/version-facts.ts is frozen: add the next major's entry there before cutting again.`,
    );
  }
  if (!existsSync(path.join(ROOT, 'build/sitemap.xml'))) {
    throw new Error('The cut-version test compares with this project\'s build: run "npm run build" first.');
  }
  copyProject(ROOT, site);
  // The only step: what contributing/writing.md ("Cutting a version") says to run.
  cut = await run('docusaurus', ['docs:version', FROZEN]);
  versions = docsVersions(site);
  frontMatter = await run('tsx', ['scripts/check-frontmatter.ts']);
  // One page with samples from each version keeps the check short; every version still gets a line.
  samples = await run('tsx', [
    'scripts/check-samples.ts',
    ...versions.map((version) => path.join(site, version.contentDir, 'providers/github.mdx')),
  ]);
  build = await run('docusaurus', ['build']);
  console.log(`cut-version: docs:version ${cut.seconds.toFixed(1)} s, build ${build.seconds.toFixed(1)} s`);
}, 900_000);

describe(`docusaurus docs:version ${FROZEN} on a copy of the project`, () => {
  it('freezes the current docs and adds the version to versions.json', () => {
    expect(cut.code, cut.output).toBe(0);
    expect(JSON.parse(readFileSync(path.join(site, 'versions.json'), 'utf8'))[0]).toBe(FROZEN);
    expect(versions.map((version) => version.name)).toEqual(['current', FROZEN, ...FROZEN_BEFORE]);
    expect(versions.find((version) => version.name === FROZEN)).toMatchObject({
      routePrefix: `/${FROZEN}`,
      contentDir: `versioned_docs/version-${FROZEN}`,
      samplesDir: `tools/samples-${FROZEN}`,
    });
  });

  it('the front-matter check and the sample checker cover the frozen folder', () => {
    expect(frontMatter.code, frontMatter.output).toBe(0);
    expect(frontMatter.output).toContain(`versioned_docs/version-${FROZEN}`);
    expect(samples.code, samples.output).toBe(0);
    for (const version of versions) {
      expect(samples.output).toMatch(
        new RegExp(
          `${version.label} \\(${version.contentDir}, ${version.samplesDir}\\): [1-9]\\d* samples type-checked, \\d+ partial samples skipped, 0 errors`,
        ),
      );
    }
  });

  it('builds', () => {
    expect(build.code, build.output).toBe(0);
  });

  it('builds without "Last updated" dates, since the copy has no git history', () => {
    const html = readFileSync(htmlOf(builtDir, '/getting-started/introduction'), 'utf8');
    expect(html).toContain('<h1>Introduction</h1>');
    expect(html).not.toContain('theme-last-updated');
  });

  it("serves every version's pages at their paths, and every route of the current site", () => {
    const routes = [
      ...versions.flatMap(routesOf),
      ...readFileSync(path.join(ROOT, 'tests/routes.txt'), 'utf8').split('\n').filter(Boolean),
    ];
    expect(routes.filter((route) => route.startsWith(`/${FROZEN}/`)).length).toBeGreaterThan(80);
    expect(
      routes.filter((route) => !existsSync(htmlOf(builtDir, route))),
      'routes without a page',
    ).toEqual([]);
  });

  it('gives each version a provider catalogue that links only inside that version', () => {
    for (const version of versions.filter((v) => existsSync(path.join(site, v.contentDir, 'providers/index.mdx')))) {
      const source = readFileSync(path.join(site, version.contentDir, 'providers/index.mdx'), 'utf8');
      if (!source.includes('<ProviderCatalog')) continue;
      const links = catalogueLinks(htmlOf(builtDir, `${version.routePrefix}/providers`));
      const pages = providerPageFiles(version, site);
      expect(links, version.label).toHaveLength(pages.length);
      expect(
        links.filter((href) => !href.startsWith(`${version.routePrefix}/providers/`)),
        version.label,
      ).toEqual([]);
    }
    expect(catalogueLinks(htmlOf(builtDir, `/${FROZEN}/providers`)).length).toBeGreaterThan(50);
  });

  it('links from the frozen pages only inside their version or to an older one, and from the current pages never to them', () => {
    const frozen = versions.find((version) => version.name === FROZEN)!;
    const current = versions.find((version) => version.isCurrent)!;
    const frozenPrefixes = versions.filter((version) => !version.isCurrent).map((version) => `${version.routePrefix}/`);
    const crossings: string[] = [];
    // Before the cut these links were inside one version; afterwards none may silently cross.
    for (const route of routesOf(frozen)) {
      for (const href of [...versionLinks(htmlOf(builtDir, route)), ...catalogueLinks(htmlOf(builtDir, route))]) {
        if (!frozenPrefixes.some((prefix) => href.startsWith(prefix))) crossings.push(`${route} → ${href}`);
      }
    }
    for (const route of routesOf(current)) {
      for (const href of versionLinks(htmlOf(builtDir, route))) {
        if (href.startsWith(`${frozen.routePrefix}/`)) crossings.push(`${route} → ${href}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it("opens each frozen version's root on its start page, and tells the browser its prefix", () => {
    for (const version of versions.filter((v) => !v.isCurrent)) {
      expect(readFileSync(htmlOf(builtDir, version.routePrefix), 'utf8'), version.label).toContain(
        `url=${startPageOf(version)}"`,
      );
    }
    // The section offer (src/olderSectionOffer) reads the frozen versions from here.
    const clientConfig = readFileSync(path.join(site, '.docusaurus/docusaurus.config.mjs'), 'utf8');
    expect(clientConfig).toMatch(new RegExp(`"routePrefix":\\s*"/${FROZEN}"`));
  });

  it('lists every version in the version dropdown', () => {
    const $ = load(readFileSync(htmlOf(builtDir, `/${FROZEN}/getting-started/introduction`), 'utf8'));
    const labels = $('.navbar__item.dropdown .dropdown__link')
      .map((_, link) => $(link).text().trim())
      .get();
    for (const version of versions) expect(labels).toContain(version.label);
  });

  it('leaves the pages of the versions frozen before as this project builds them', () => {
    const earlier = versions.filter((version) => FROZEN_BEFORE.includes(version.name));
    expect(earlier.map((version) => version.name)).toEqual(FROZEN_BEFORE);
    const parts = (file: string) => {
      const $ = load(readFileSync(file, 'utf8'));
      // CSS module class names are hashed from the file's absolute path, which differs in the copy.
      $('[class]').each((_, element) => {
        $(element).attr('class', ($(element).attr('class') ?? '').replace(/([A-Za-z])_[A-Za-z0-9_-]{4}\b/g, '$1'));
      });
      return {
        content: $('.theme-doc-markdown').html(),
        sidebar: $('.theme-doc-sidebar-menu').html(),
        title: $('title').text(),
      };
    };
    const changed = earlier.flatMap(routesOf).flatMap((route) => {
      const after = JSON.stringify(parts(htmlOf(builtDir, route)));
      const before = JSON.stringify(parts(htmlOf(path.join(ROOT, 'build'), route)));
      if (after === before) return [];
      let at = 0;
      while (after[at] === before[at]) at++;
      return [`${route}: before …${before.slice(at - 80, at + 120)}… after …${after.slice(at - 80, at + 120)}…`];
    });
    expect(changed).toEqual([]);
  });
});
