/**
 * What the search modal does with the recent and favorite searches DocSearch keeps in
 * localStorage (plugins/search/client/stored-searches.ts), and what the page does when search
 * itself fails (the error boundary in plugins/search/theme/SearchBar).
 */
import { docsSidebar, test, expect, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

// DocSearch 4.7.0's own keys for the local index (config/search.ts), written out: were the
// cleaner to look under other names, the garbage below would reach DocSearch.
const RECENT = '__DOCSEARCH_RECENT_SEARCHES__next-auth-docs-local';
const FAVORITE = '__DOCSEARCH_FAVORITE_SEARCHES__next-auth-docs-local';
const CONVERSATIONS = '__DOCSEARCH_ASKAI_CONVERSATIONS__next-auth-docs-local';

const PAGE = '/getting-started/introduction';
const modalInput = (page: Page) => page.locator('.DocSearch-Input');

const secret = {
  objectID: 'stored-secret',
  url: '/configuration/options#secret',
  type: 'lvl2',
  content: null,
  hierarchy: { lvl0: 'Documentation', lvl1: 'Options', lvl2: 'secret', lvl3: null },
};
// Fits the shape: shown, its text as text.
const markupTitle = {
  objectID: 'stored-markup',
  type: 'lvl1',
  content: null,
  hierarchy: { lvl0: 'Documentation', lvl1: '<img src=x onerror="window.__xss=1">Callbacks' },
  _highlightResult: { hierarchy: { lvl1: { value: '<img src=x onerror="window.__xss=1">' } } },
  _snippetResult: { hierarchy: { lvl1: { value: '<img src=x onerror="window.__xss=1">' } } },
};
const hostile = [
  null,
  1,
  'recent',
  [],
  {},
  { ...secret, objectID: 5 },
  { ...secret, objectID: 'no-hierarchy', hierarchy: null },
  { ...secret, objectID: 'text-hierarchy', hierarchy: 'Options' },
  { ...secret, objectID: 'script-url', url: 'javascript:window.__xss=1' },
  { ...secret, objectID: 'protocol-relative', url: '//evil.example/configuration/options' },
  { ...secret, objectID: 'off-site', url: 'https://evil.example/configuration/options' },
];
const huge = { ...secret, objectID: 'huge', hierarchy: { lvl1: 'Options', lvl2: 'x'.repeat(100_000) } };

interface Scenario {
  name: string;
  /** The stored value; `origin` is the site's, for entries with an absolute URL. */
  value: (origin: string) => string;
  /** The titles the start screen lists, recent then favorites. */
  shown: string[];
}

const onOrigin = (origin: string) => ({ ...markupTitle, url: `${origin}/configuration/callbacks` });
const SHOWN = ['secret', '<img src=x onerror="window.__xss=1">Callbacks'];

const SCENARIOS: Scenario[] = [
  { name: 'not JSON', value: () => '[{"objectID": "a", ', shown: [] },
  { name: 'null', value: () => 'null', shown: [] },
  { name: 'a number', value: () => '1e999', shown: [] },
  { name: 'a string', value: () => JSON.stringify('<img src=x onerror="window.__xss=1">'), shown: [] },
  { name: 'an object', value: () => JSON.stringify({ hierarchy: 1, url: 'javascript:window.__xss=1' }), shown: [] },
  {
    name: 'junk, markup and foreign links around good entries',
    value: (origin) => JSON.stringify([...hostile, huge, secret, ...hostile, onOrigin(origin)]),
    shown: [...SHOWN, ...SHOWN],
  },
  {
    name: '10,000 entries',
    value: (origin) =>
      JSON.stringify([
        ...Array.from({ length: 9_998 }, (_, i) => hostile[i % hostile.length]),
        secret,
        onOrigin(origin),
      ]),
    shown: [...SHOWN, ...SHOWN],
  },
  {
    // Three keys of 1.5 million characters stay under Chromium's quota of about 5 million per site.
    name: 'a multi-megabyte value',
    value: (origin) =>
      JSON.stringify([{ ...secret, objectID: 'megabytes', content: 'x'.repeat(1_500_000) }, secret, onOrigin(origin)]),
    shown: [...SHOWN, ...SHOWN],
  },
];

/** Puts `value` under every key DocSearch reads, then loads the page afresh with it. */
async function storeAndReload(page: Page, value: Scenario['value']) {
  await page.goto(PAGE);
  const stored = value(new URL(page.url()).origin);
  await page.evaluate(
    ({ keys, stored }) => {
      for (const key of keys) localStorage.setItem(key, stored);
    },
    { keys: [RECENT, FAVORITE, CONVERSATIONS], stored },
  );
  await page.reload();
  await waitForHydration(page);
}

/** The page is still itself: its title and content, no crash screen. */
async function expectPageIntact(page: Page) {
  await expect(page).toHaveTitle('Introduction | NextAuth.js');
  await expect(page.locator('article h1')).toHaveText('Introduction');
  await expect(page.locator('article p').first()).toBeVisible();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
}

async function expectStartScreen(page: Page, shown: string[]) {
  await expect(modalInput(page)).toBeFocused();
  // With nothing stored, DocSearch 4.7.0 shows no list at all.
  if (shown.length > 0) await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
  await expect(page.locator('.DocSearch-Hit-title')).toHaveText(shown);
  // Stored markup stays text: no element of it was created, and no script ran.
  await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  const hrefs = await page
    .locator('.DocSearch-Dropdown a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  for (const href of hrefs) expect(new URL(href).origin, href).toBe(origin);
  await expectPageIntact(page);
}

async function close(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
}

test.describe('stored searches are untrusted input', () => {
  for (const { name, value, shown } of SCENARIOS) {
    test(`${name} in every key: search opens by Ctrl+K, "/" and the button`, async ({ page }) => {
      await storeAndReload(page, value);
      await expectPageIntact(page);

      await page.keyboard.press('Control+k');
      await expectStartScreen(page, shown);
      await close(page);

      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('/');
      await expectStartScreen(page, shown);
      await close(page);

      await page.getByRole('button', { name: /^Search/ }).click();
      await expectStartScreen(page, shown);
    });
  }

  test('storage spoiled while the page is open is cleaned again at the next open', async ({ page }) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expectStartScreen(page, []);
    await close(page);
    const origin = new URL(page.url()).origin;
    await page.evaluate(
      ({ keys, stored }) => {
        for (const key of keys) localStorage.setItem(key, stored);
      },
      { keys: [RECENT, FAVORITE], stored: JSON.stringify([...hostile, secret, onOrigin(origin)]) },
    );
    await page.getByRole('button', { name: /^Search/ }).click();
    await expectStartScreen(page, [...SHOWN, ...SHOWN]);
  });

  test("DocSearch's own entries pass the cleaning: a chosen result is listed next time and opens its page", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await modalInput(page).fill('NEXTAUTH_SECRET');
    const first = page.locator('.DocSearch-Hit a').first();
    const target = new URL((await first.getAttribute('href'))!, page.url());
    await first.click();
    await expect(page).toHaveURL(target.href);
    // DocSearch kept it under the key the cleaning reads: a renamed key would escape the cleaning.
    const docSearchKeys = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('__DOCSEARCH_') && localStorage.getItem(key) !== '[]'),
    );
    expect(docSearchKeys).toEqual([RECENT]);

    await page.goto(PAGE);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const recent = page.locator('.DocSearch-Hit a');
    await expect(recent).toHaveCount(1);
    await recent.click();
    await expect(page).toHaveURL(target.href);
  });
});

test.describe('search failures stay inside search', () => {
  test('opening search fires no Content-Security-Policy violation', async ({ page, problems }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    await page.goto(PAGE);
    await waitForHydration(page);
    // The policy is on and the listener hears it: a script the page inserts is blocked and reported.
    problems.allow(/CSP violation: script-src-elem inline|Executing inline script violates/);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inserted = 1';
      document.head.append(script);
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations))
      .toEqual([expect.stringMatching(/^script-src-elem inline /)]);
    expect(await page.evaluate(() => (window as unknown as { __inserted?: number }).__inserted)).toBeUndefined();
    await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations.splice(0));

    await page.getByRole('button', { name: /^Search/ }).click();
    await modalInput(page).fill('session');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await close(page);
    await page.keyboard.press('Control+k');
    await modalInput(page).fill('jwt');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  });

  test("search's code failing to load shows search's own error; the page carries on, and Retry brings search back", async ({
    page,
    problems,
  }) => {
    problems.allow(/\/assets\/(js|css)\//);
    problems.allow(/Loading (CSS )?chunk|ChunkLoadError|Failed to load resource/);
    await page.goto(PAGE);
    await waitForHydration(page);
    // Every script and stylesheet asked for from now on fails, as after a deploy removed them.
    await page.route(/\/assets\/(js|css)\//, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: /^Search/ }).click();

    const failure = page.getByRole('alert').filter({ hasText: 'Search failed.' });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('link', { name: 'Search page' })).toHaveAttribute('href', '/search');
    await expectPageIntact(page);
    await expect(page.locator('html')).not.toHaveClass(/DocSearch--active/);

    await page.unroute(/\/assets\/(js|css)\//);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(failure).toHaveCount(0);
    await page.getByRole('button', { name: /^Search/ }).click();
    await modalInput(page).fill('session');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('a failing search client shows the failure in the modal, and the page stays usable', async ({
    page,
    problems,
  }) => {
    problems.allow(/search-manifest\.json|\/assets\/search\//);
    problems.allow(/Failed to load resource/);
    await page.route(/search-manifest\.json|\/assets\/search\//, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await modalInput(page).fill('session');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await close(page);
    await expectPageIntact(page);
    // The page still navigates.
    await docsSidebar(page).locator('a[href="/getting-started/example"]').click();
    await expect(page).toHaveURL(/\/getting-started\/example$/);
  });
});
