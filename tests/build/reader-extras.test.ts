/**
 * What the build gives readers beyond the pages: every docs page as Markdown and in its version's
 * llms.txt (plugins/markdown-export), a social card per page (plugins/social-cards), the
 * "Edit this page" link and the "Last updated" date.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { editUrlOption } from '../../config/edit-url';
import { docsVersions, type DocsVersion } from '../../config/versions';
import { llmsFilesOf, markdownPathOf } from '../../plugins/markdown-export/paths';
import { socialCardPathOf } from '../../plugins/social-cards/paths';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const HOSTED_BUILD = path.join(ROOT, 'build-hosted');
/** The EDIT_URL that scripts/test.sh builds build-hosted/ with. */
const TEST_EDIT_URL = 'https://github.com/nextauthjs/next-auth-docs/edit/main/';

const sitemap = readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
const siteUrl = new URL([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)][0]![1]!).origin;
/** Every docs page: the sitemap's routes but the home page. */
const DOCS_ROUTES = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((match) => new URL(match[1]!).pathname)
  .filter((route) => route !== '/');
const versions = docsVersions();

function htmlFile(buildDir: string, route: string): string {
  const candidates = [path.join(buildDir, route, 'index.html'), path.join(buildDir, `${route.replace(/\/$/, '')}.html`)];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`no built page for ${route}`);
  return found;
}

const pages = new Map<string, ReturnType<typeof load>>();
function page(route: string, buildDir = BUILD) {
  const key = `${buildDir}:${route}`;
  if (!pages.has(key)) pages.set(key, load(readFileSync(htmlFile(buildDir, route), 'utf8')));
  return pages.get(key)!;
}

/** The version a route belongs to: the one with the longest matching prefix. */
function versionOf(route: string): DocsVersion {
  const [version] = versions
    .filter((candidate) => route.startsWith(`${candidate.routePrefix}/`))
    .sort((a, b) => b.routePrefix.length - a.routePrefix.length);
  if (!version) throw new Error(`no version for ${route}`);
  return version;
}

const markdownOf = (route: string) => readFileSync(path.join(BUILD, markdownPathOf(route)), 'utf8');

describe('Markdown for every docs page', () => {
  it('every docs page names its Markdown form in its head, and the file is there', () => {
    expect(DOCS_ROUTES.length).toBeGreaterThan(180);
    const missing = DOCS_ROUTES.filter((route) => {
      const href = page(route)('link[rel="alternate"][type="text/markdown"]').attr('href');
      return href !== markdownPathOf(route) || !existsSync(path.join(BUILD, href));
    });
    expect(missing).toEqual([]);
  });

  it("each starts with the page's title, and holds no import, export or JSX outside code", () => {
    const parser = unified().use(remarkParse).use(remarkGfm);
    const problems: string[] = [];
    for (const route of DOCS_ROUTES) {
      const markdown = markdownOf(route);
      const title = page(route)('h1').first().text().trim();
      if (!markdown.startsWith(`# ${title}\n`)) problems.push(`${route}: does not start with "# ${title}"`);
      const walk = (node: Nodes) => {
        if (node.type === 'html') problems.push(`${route}: markup ${node.value.slice(0, 60)}`);
        if (node.type === 'paragraph' && node.children[0]?.type === 'text' && /^(import|export) /.test(node.children[0].value))
          problems.push(`${route}: ${node.children[0].value.slice(0, 60)}`);
        if ('children' in node) for (const child of node.children) walk(child);
      };
      walk(parser.parse(markdown));
    }
    expect(problems).toEqual([]);
  });

  it('every link to the site in a Markdown page reaches a page, and the section it names', () => {
    const broken: string[] = [];
    for (const route of DOCS_ROUTES) {
      for (const [, url] of markdownOf(route).matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)) {
        if (!url!.startsWith(`${siteUrl}/`)) continue;
        const target = new URL(url!);
        const targetRoute = decodeURIComponent(target.pathname);
        if (targetRoute.endsWith('.md') || targetRoute.endsWith('.txt') || /\.\w+$/.test(path.basename(targetRoute))) {
          if (!existsSync(path.join(BUILD, targetRoute))) broken.push(`${route} → ${url}`);
          continue;
        }
        let $;
        try {
          $ = page(targetRoute);
        } catch {
          broken.push(`${route} → ${url}`);
          continue;
        }
        const anchor = decodeURIComponent(target.hash.slice(1));
        if (anchor && $(`[id="${anchor}"]`).length === 0) broken.push(`${route} → ${url} (no #${anchor})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("every docs page is listed in its version's llms.txt, and its Markdown is in llms-full.txt", () => {
    const unlisted: string[] = [];
    for (const version of versions) {
      const { index, full } = llmsFilesOf(version.routePrefix);
      const llms = readFileSync(path.join(BUILD, index), 'utf8');
      const everything = readFileSync(path.join(BUILD, full), 'utf8');
      expect(llms).toMatch(new RegExp(`^# NextAuth\\.js ${version.label}\\n\\n> .+\\n`));
      for (const route of DOCS_ROUTES.filter((candidate) => versionOf(candidate) === version)) {
        const link = `(${new URL(markdownPathOf(route), siteUrl).href})`;
        if (!llms.includes(link)) unlisted.push(`${index}: ${route}`);
        if (!everything.includes(markdownOf(route).trim())) unlisted.push(`${full}: ${route}`);
      }
    }
    expect(unlisted).toEqual([]);
  });
});

describe('social cards', () => {
  it('every docs page has its own 1200 × 630 card, named with its size and alt text', () => {
    const images = new Map<string, string>();
    const problems: string[] = [];
    for (const route of DOCS_ROUTES) {
      const $ = page(route);
      const image = $('meta[property="og:image"]').attr('content') ?? '';
      const expected = new URL(socialCardPathOf(route), siteUrl).href;
      if (image !== expected) problems.push(`${route}: og:image ${image}`);
      if ($('meta[name="twitter:image"]').attr('content') !== expected) problems.push(`${route}: twitter:image`);
      if ($('meta[property="og:image:width"]').attr('content') !== '1200') problems.push(`${route}: width`);
      if ($('meta[property="og:image:height"]').attr('content') !== '630') problems.push(`${route}: height`);
      if (!$('meta[property="og:image:alt"]').attr('content')?.startsWith(`${$('h1').first().text().trim()}: `))
        problems.push(`${route}: alt`);
      if ($('meta[property="og:image"]').length !== 1) problems.push(`${route}: ${$('meta[property="og:image"]').length} og:image`);
      if (images.has(image)) problems.push(`${route}: same card as ${images.get(image)}`);
      images.set(image, route);
      const file = path.join(BUILD, socialCardPathOf(route));
      if (!existsSync(file)) {
        problems.push(`${route}: ${file} missing`);
        continue;
      }
      const png = readFileSync(file);
      // PNG signature, then the IHDR chunk: width and height as 32-bit big-endian integers.
      if (png.readUInt32BE(0) !== 0x89504e47 || png.readUInt32BE(16) !== 1200 || png.readUInt32BE(20) !== 630)
        problems.push(`${route}: not a 1200 × 630 PNG`);
    }
    expect(problems).toEqual([]);
  });

  it('the home page keeps the site card', () => {
    expect(page('/')('meta[property="og:image"]').attr('content')).toBe(`${siteUrl}/img/social-card.png`);
  });
});

describe('Edit this page', () => {
  const route = '/getting-started/introduction';
  const v3Route = `${versions.find((version) => !version.isCurrent)!.routePrefix}/faq`;

  it('points at the page source from EDIT_URL (the test build sets it)', () => {
    expect(page(route, HOSTED_BUILD)('a.theme-edit-this-page').attr('href')).toBe(
      `${TEST_EDIT_URL}docs/getting-started/introduction.mdx`,
    );
    expect(page(v3Route, HOSTED_BUILD)('a.theme-edit-this-page').attr('href')).toBe(
      `${TEST_EDIT_URL}${versionOf(v3Route).contentDir}/faq.mdx`,
    );
  });

  it("follows this checkout's remote in the production build: a GitHub or GitLab file, or no link at all", () => {
    const expected = editUrlOption()?.({ versionDocsDirPath: 'docs', docPath: 'getting-started/introduction.mdx' });
    expect(page(route)('a.theme-edit-this-page').attr('href')).toBe(expected);
  });
});

describe('Last updated', () => {
  it("shows the date of the page's last commit when the checkout has its history", () => {
    const source = 'docs/getting-started/introduction.mdx';
    let committed: string;
    try {
      committed = execFileSync('git', ['log', '-1', '--format=%cI', '--', source], { cwd: ROOT, encoding: 'utf8' }).trim();
    } catch {
      committed = '';
    }
    const shown = page('/getting-started/introduction')('.theme-last-updated time').attr('datetime');
    if (committed) expect(new Date(shown ?? 0).getTime()).toBe(new Date(committed).getTime());
    else expect(shown).toBeUndefined();
  });
});
