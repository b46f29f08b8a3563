/**
 * What the site generator does with a broken site: each defect of tests/fixtures/site (switched on
 * by FIXTURE_DEFECT, see its defect.ts) must fail `docusaurus build` with a non-zero exit code and a
 * message that names the problem, and where Docusaurus prints one, the offending file or page. The
 * fixture keeps the site's strict policy (onBrokenLinks, onBrokenAnchors, onDuplicateRoutes and
 * onBrokenMarkdownLinks all 'throw'). The clean fixture must build, and its build, served at the
 * wrong path, must show Docusaurus's "did not load properly" baseUrl banner in Chromium.
 *
 * Builds write only to a temp dir: --out-dir, DOCUSAURUS_GENERATED_FILES_DIR_NAME (the
 * .docusaurus folder) and no persistent bundler cache. At most two run at once (2 cores).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromium } from '@playwright/test';
import sirv from 'sirv';
import { afterAll, describe, expect, it } from 'vitest';
import { currentDefect, type Defect } from '../fixtures/site/defect';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from '../chromium';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SITE = path.join(ROOT, 'tests/fixtures/site');
const DOCUSAURUS = path.join(ROOT, 'node_modules/.bin/docusaurus');
const BASE_URL = '/sub/';
const BUILD_TIMEOUT = { timeout: 120_000 };

const tempDirs: string[] = [];
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

interface BuildResult {
  code: number | null;
  /** stdout and stderr interleaved, without color codes. */
  output: string;
  outDir: string;
}

// A two-slot queue: more parallel builds than cores only slows each of them down.
const MAX_PARALLEL_BUILDS = 2;
let runningBuilds = 0;
const waitingBuilds: Array<() => void> = [];

async function withBuildSlot<T>(task: () => Promise<T>): Promise<T> {
  if (runningBuilds >= MAX_PARALLEL_BUILDS) await new Promise<void>((resolve) => waitingBuilds.push(resolve));
  runningBuilds += 1;
  try {
    return await task();
  } finally {
    runningBuilds -= 1;
    waitingBuilds.shift()?.();
  }
}

/** Builds the fixture with one defect (or none) into a fresh temp dir. */
function build(defect: Defect | undefined): Promise<BuildResult> {
  return withBuildSlot(async () => {
    const workDir = await mkdtemp(path.join(os.tmpdir(), `build-errors-${defect ?? 'clean'}-`));
    tempDirs.push(workDir);
    const outDir = path.join(workDir, 'build');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      FIXTURE_DEFECT: defect ?? '',
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: path.join(workDir, '.docusaurus'),
      DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
      NO_COLOR: '1',
    };
    delete env.FORCE_COLOR;
    return new Promise<BuildResult>((resolve, reject) => {
      const child = spawn(DOCUSAURUS, ['build', SITE, '--out-dir', outDir], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const chunks: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.on('error', reject);
      child.on('close', (code) => {
        resolve({ code, output: stripVTControlCharacters(Buffer.concat(chunks).toString('utf8')), outDir });
      });
    });
  });
}

/** The clean build is shared by the positive control and the browser test. */
let cleanBuild: Promise<BuildResult> | undefined;
const buildClean = () => (cleanBuild ??= build(undefined));

/** Expects the build to have failed with exit code 1 and every message in its output. */
function expectFailure(result: BuildResult, ...messages: Array<string | RegExp>) {
  expect(result.code, result.output).toBe(1);
  expect(result.output).toContain('[ERROR]');
  for (const message of messages) {
    if (typeof message === 'string') expect(result.output).toContain(message);
    else expect(result.output).toMatch(message);
  }
  expect(result.output).not.toContain('[SUCCESS]');
}

describe('the fixture', () => {
  it('refuses an unknown FIXTURE_DEFECT, so a typo cannot build the clean site', () => {
    expect(currentDefect('')).toBeUndefined();
    expect(currentDefect('broken-link')).toBe('broken-link');
    expect(() => currentDefect('brokn-link')).toThrow('Unknown FIXTURE_DEFECT "brokn-link"');
  });
});

describe.concurrent('docusaurus build', () => {
  it('builds the fixture without a defect (positive control)', BUILD_TIMEOUT, async () => {
    const result = await buildClean();
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('[SUCCESS] Generated static files');
    expect(result.output).not.toContain('[ERROR]');
    for (const page of ['index.html', '404.html', 'docs/intro/index.html', 'docs/guide/index.html']) {
      expect(existsSync(path.join(result.outDir, page)), page).toBe(true);
    }
    // The defect files are only built when their defect is switched on.
    for (const page of ['no-default-export', 'broken-link', 'dup', 'docs/broken-markdown-link']) {
      expect(existsSync(path.join(result.outDir, page)), page).toBe(false);
    }
  });

  it('rejects a navbar item of an unknown type in config validation', BUILD_TIMEOUT, async () => {
    expectFailure(await build('navbar-unknown-type'), 'ValidationError', 'Bad navbar item type no-such-type');
  });

  it('fails rendering a navbar item whose custom-* type has no component', BUILD_TIMEOUT, async () => {
    expectFailure(
      await build('navbar-custom-type'),
      'Docusaurus static site generation failed',
      `Can't render static file for pathname "${BASE_URL}"`,
      'No NavbarItem component found for type "custom-no-such-type".',
    );
  });

  it('rejects a sidebar category with neither items nor a link', BUILD_TIMEOUT, async () => {
    expectFailure(
      await build('sidebar-empty-category'),
      `Sidebars file at "${path.join(SITE, 'sidebars.ts')}" failed to be loaded.`,
      'Sidebar category Empty has neither any subitem nor a link. This makes this item not able to link to anything.',
    );
  });

  it('rejects a sidebar doc item whose id does not exist', BUILD_TIMEOUT, async () => {
    expectFailure(
      await build('sidebar-missing-doc'),
      'Invalid sidebar file at "tests/fixtures/site/sidebars.ts".',
      /These sidebar document ids do not exist:\s+- does-not-exist\s/,
    );
  });

  it('fails on a page without a default export, naming its route', BUILD_TIMEOUT, async () => {
    expectFailure(
      await build('page-no-default-export'),
      `Can't render static file for pathname "${BASE_URL}no-default-export"`,
      `The page component at ${BASE_URL}no-default-export doesn't have a default export. This makes it impossible to render anything.`,
    );
  });

  it('fails on a broken link, naming the page and the link', BUILD_TIMEOUT, async () => {
    expectFailure(
      await build('broken-link'),
      'Docusaurus found broken links!',
      /- Broken link on source page path = \/sub\/broken-link:\s+-> linking to \/sub\/no-such-page\s/,
    );
  });

  it('fails on a broken markdown link, naming the file', BUILD_TIMEOUT, async () => {
    expectFailure(
      await build('broken-markdown-link'),
      `MDX compilation failed for file "${path.join(SITE, 'docs/broken-markdown-link.md')}"`,
      'Markdown link with URL `./missing.mdx` in source file "tests/fixtures/site/docs/broken-markdown-link.md" (7:18) couldn\'t be resolved.',
    );
  });

  it('fails on two pages with the same route', BUILD_TIMEOUT, async () => {
    expectFailure(
      await build('duplicate-route'),
      'Duplicate routes found!',
      `Attempting to create page at ${BASE_URL}dup, but a page already exists at this route.`,
    );
  });
});

/** Serves a build at the root, or under a prefix (anything outside it is a 404). */
async function serve(dir: string, prefix = ''): Promise<{ origin: string; server: Server }> {
  const assets = sirv(dir, { dev: true });
  const notFound = (res: ServerResponse) => {
    res.statusCode = 404;
    res.end('Not found');
  };
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith(`${prefix}/`)) { notFound(res); return; }
    req.url = url.slice(prefix.length);
    assets(req, res, () => notFound(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the baseUrl issue banner', () => {
  it('shows when a /sub/ build is served at the root, and not when served under /sub/', BUILD_TIMEOUT, async () => {
    const { code, output, outDir } = await buildClean();
    expect(code, output).toBe(0);

    const atRoot = await serve(outDir);
    const underSub = await serve(outDir, BASE_URL.replace(/\/$/, ''));
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: OFFLINE_CHROMIUM_ARGS,
    });
    try {
      const page = await browser.newPage();

      // Wrong: the HTML is found, but its scripts and styles under /sub/assets/ are not.
      await page.goto(`${atRoot.origin}/`);
      const banner = page.locator('#__docusaurus-base-url-issue-banner');
      await banner.waitFor({ state: 'visible', timeout: 10_000 });
      expect(await banner.innerText()).toContain('Your Docusaurus site did not load properly.');
      expect(await banner.innerText()).toContain('A very common reason is a wrong site baseUrl configuration.');
      expect(await banner.innerText()).toContain(`Current configured baseUrl = ${BASE_URL}`);
      expect(await page.locator('#__docusaurus-base-url-issue-banner-suggestion-container').innerText()).toBe('/');
      expect(await page.evaluate(() => typeof (window as { docusaurus?: unknown }).docusaurus)).toBe('undefined');

      // Right: the same build under /sub/ loads its scripts and shows no banner. goto() resolves on
      // "load", after the DOMContentLoaded listener that decides on the banner has run.
      await page.goto(`${underSub.origin}${BASE_URL}`);
      expect(await page.locator('#__docusaurus-base-url-issue-banner-container').count(), 'banner under /sub/').toBe(0);
      expect(await page.getByText('Your Docusaurus site did not load properly.').count()).toBe(0);
      expect(await page.evaluate(() => typeof (window as { docusaurus?: unknown }).docusaurus)).toBe('object');
      await page.locator('.navbar__title', { hasText: 'Fixture' }).waitFor({ state: 'visible', timeout: 10_000 });
    } finally {
      await browser.close();
      atRoot.server.close();
      underSub.server.close();
    }
  });
});
