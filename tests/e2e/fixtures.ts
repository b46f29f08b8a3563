import { readFileSync } from 'node:fs';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { PAGE_SCRIPTS_ID } from '../../plugins/page-start/ssr-template';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  externalRequests: string[];
  failedRequests: string[];
}

/**
 * Every test gets a page that records console errors, uncaught errors, failed requests and
 * requests to any other host; the test fails afterwards if any were seen.
 * Tests that provoke an error on purpose call `problems.allow(...)` for it.
 */
export const test = base.extend<{ problems: PageProblems & { allow: (pattern: RegExp) => void } }>({
  problems: [
    async ({ page }, use) => {
      const problems: PageProblems = { consoleErrors: [], pageErrors: [], externalRequests: [], failedRequests: [] };
      const allowed: RegExp[] = [];
      // A Content-Security-Policy violation becomes a console error, so every test fails on one
      // (DocSearch's eval probe included: plugins/search/theme/SearchBar/no-eval-probe.ts).
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      // Each entry names the page it happened on, for tests that visit many pages.
      const where = () => new URL(page.url()).pathname;
      page.on('console', (message) => {
        if (message.type() === 'error') problems.consoleErrors.push(`${where()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.pageErrors.push(`${where()}: ${error.message}`));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && !LOCAL_HOSTS.has(url.hostname))
          problems.externalRequests.push(request.url());
      });
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? 'failed';
        // A request cancelled by a navigation (ERR_ABORTED) did not fail.
        if (reason !== 'net::ERR_ABORTED') problems.failedRequests.push(`${request.url()} (${reason})`);
      });
      await use({ ...problems, allow: (pattern) => allowed.push(pattern) });
      const unexpected = (list: string[]) => list.filter((entry) => !allowed.some((pattern) => pattern.test(entry)));
      expect.soft(unexpected(problems.consoleErrors), 'console errors').toEqual([]);
      expect.soft(unexpected(problems.pageErrors), 'uncaught page errors').toEqual([]);
      expect.soft(unexpected(problems.externalRequests), 'requests to other hosts').toEqual([]);
      expect.soft(unexpected(problems.failedRequests), 'failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * How long a page's first search answer may take: it starts the worker, which fetches and parses
 * the whole index. That is about 2 s on a quiet machine; with two test workers and a build sharing
 * two cores it has taken over 7 s, the default wait.
 */
export const FIRST_SEARCH_ANSWER_MS = 15_000;

/** The docs sidebar (the navigation landmark the docs layout names). */
export const docsSidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });

/** Waits until React has hydrated the page (the color toggle is disabled until then). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('button[class*="toggleButton"]').first()).toBeEnabled();
}

/**
 * Counts the scripts the page runs from now on whose text contains `mark` (a string only that
 * script has): for a library that should load only once it is needed.
 */
export function countScriptsContaining(page: Page, mark: string): () => Promise<number> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(scripts)).filter((text) => text.includes(mark)).length;
}

/** The scripts the page says it starts, in order, from its data block (plugins/page-start). */
export async function listedScripts(page: Page): Promise<string[]> {
  return JSON.parse((await page.locator(`#${PAGE_SCRIPTS_ID}`).textContent()) ?? '[]') as string[];
}

/** Opens `path` and returns the scripts it asked for until it hydrated, in the order asked. */
export async function scriptsToHydrate(page: Page, path: string): Promise<string[]> {
  const requested: string[] = [];
  const record = (request: Request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  };
  page.on('request', record);
  await page.goto(path);
  await waitForHydration(page);
  page.off('request', record);
  return requested;
}

/**
 * The addresses the page's start-up prefetching asked for, once it is over: links in view prefetch
 * their routes' chunks after hydration, maybe spread over idle periods, so it is over when an idle
 * period passes without a new prefetch link.
 */
export async function startupPrefetches(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const links = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    const idlePeriod = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
    for (let seen = -1; seen !== links().length;) {
      seen = links().length;
      await idlePeriod();
    }
    return links().map((link) => link.href);
  });
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * Findings axe gets wrong here, by rule and element. axe reads the search button's visible text as
 * "SearchCtrlK" (its key hints sit side by side with no space), so no spaced name can contain it;
 * the button's name, "Search (Ctrl+K)", begins with its visible label as WCAG 2.5.3 asks.
 */
const FALSE_POSITIVES = [{ rule: 'label-content-name-mismatch', target: '.DocSearch' }];

/**
 * Axe violations of impact serious or critical, summarised for a readable failure.
 * axe-core runs in the page itself, reporting violations only: @axe-core/playwright's
 * cross-frame mode opens a helper page for every check and is about three times slower, which the
 * whole-site crawl feels (the site has no iframes to reach into).
 * `skipContrast` leaves out the color-contrast rule, the slowest by far: the whole-site crawl uses
 * it, and contrast (set by the shared palette and code themes) is checked on sample pages instead.
 */
export async function seriousA11yViolations(page: Page, { skipContrast = false } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_AA },
    rules: skipContrast ? { 'color-contrast': { enabled: false } } : {},
    resultTypes: ['violations'],
  };
  const violations = await page.evaluate(async (runOptions) => {
    // A value the test itself puts on the page's window.
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, runOptions);
    return results.violations.map(({ id, help, impact, nodes }) => ({
      id,
      help,
      impact,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, options);
  return violations
    .map((violation) => ({
      ...violation,
      targets: violation.targets.filter(
        (target) => !FALSE_POSITIVES.some((known) => known.rule === violation.id && known.target === target),
      ),
    }))
    .filter((violation) => violation.targets.length > 0)
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.targets.slice(0, 3).join(', ')})`);
}

/** The text of every script the page loads from now on. */
export function recordScriptTexts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  return scripts;
}

/** Switches the color mode to dark: the toggle cycles system → light → dark, so at most three clicks. */
export async function chooseDarkMode(page: Page): Promise<void> {
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: /dark and light mode/ });
  for (let clicks = 0; clicks < 3 && (await html.getAttribute('data-theme')) !== 'dark'; clicks++) {
    await toggle.click();
  }
  await expect(html).toHaveAttribute('data-theme', 'dark');
}

/**
 * Sums the page's layout shifts not caused by input, from the first paint on; call before
 * page.goto and read the total with the returned function.
 */
export async function recordLayoutShift(page: Page): Promise<() => Promise<number | undefined>> {
  await page.addInitScript(() => {
    const w = window as { __layoutShift?: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__layoutShift! += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as { __layoutShift?: number }).__layoutShift);
}
