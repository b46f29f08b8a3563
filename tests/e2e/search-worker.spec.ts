/**
 * The offline search engine runs in a Web Worker (plugins/search/client/search.worker.ts): the
 * page's own thread never loads MiniSearch, and a worker that cannot start is a search error the
 * reader is told about, not a modal that waits forever.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, FIRST_SEARCH_ANSWER_MS } from './fixtures';

const BUILD = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');
/** A string of MiniSearch's own code (one of its error messages), in whichever script bundles it. */
const MINISEARCH_MARK = 'MiniSearch: cannot deserialize';

const modalInput = (page: Page) => page.locator('.DocSearch-Input');

/** The built file a script address serves. */
function builtFile(url: string): string {
  return readFileSync(path.join(BUILD, new URL(url).pathname), 'utf8');
}

/** What a global scope (the page's, or a worker's) fetched itself, by address, from Resource Timing. */
function fetchedBy(scope: { evaluate: Page['evaluate'] }): Promise<string[]> {
  return scope.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
}

test('the modal answers from a worker; the page itself never loads MiniSearch', async ({ page }) => {
  const response = await page.goto('/getting-started/introduction');
  expect(response?.headers()['content-security-policy']).toContain("worker-src 'self';");
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await modalInput(page).fill('useSession');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/getting-started/client#usesession');

  const [worker] = page.workers();
  if (!worker) throw new Error('the page started no worker');
  // Fingerprinted like the rest of the site's scripts, so it can be cached for good.
  expect(new URL(worker.url()).pathname).toMatch(/^\/assets\/js\/[\w~-]+\.[\da-f]{8}\.js$/);

  const pageScripts = (await fetchedBy(page)).filter((url) => url.endsWith('.js'));
  const withEngine = (urls: string[]) => urls.filter((url) => builtFile(url).includes(MINISEARCH_MARK));
  expect(pageScripts.length).toBeGreaterThan(0);
  expect(withEngine(pageScripts)).toEqual([]);
  // The worker fetched the engine (its script and the chunks it imports) and the index itself.
  const workerFetches = await fetchedBy(worker);
  const workerScripts = [worker.url(), ...workerFetches.filter((url) => url.endsWith('.js'))];
  expect(withEngine(workerScripts).length).toBeGreaterThan(0);
  expect(workerFetches.some((url) => new URL(url).pathname.startsWith('/assets/search/'))).toBe(true);
  expect((await fetchedBy(page)).filter((url) => new URL(url).pathname.startsWith('/assets/search/'))).toEqual([]);
});

test('the search page answers from the same worker', async ({ page }) => {
  await page.goto('/search?q=useSession');
  await expect(page.locator('ol li').first().getByRole('link')).toHaveAttribute(
    'href',
    '/getting-started/client#usesession',
    { timeout: FIRST_SEARCH_ANSWER_MS },
  );
  expect(page.workers()).toHaveLength(1);
  const pageScripts = (await fetchedBy(page)).filter((url) => url.endsWith('.js'));
  expect(pageScripts.filter((url) => builtFile(url).includes(MINISEARCH_MARK))).toEqual([]);
});

test('a worker that cannot load is a search error, and the page carries on', async ({ page, problems }) => {
  problems.allow(/Failed to load resource/);
  problems.allow(/\/assets\/js\/.*\(net::ERR_INTERNET_DISCONNECTED\)/);
  // The worker's address, from a first search; then the page is loaded again with it unreachable.
  await page.goto('/getting-started/introduction');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await modalInput(page).fill('session');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const workerUrl = page.workers()[0]?.url();
  if (!workerUrl) throw new Error('the page started no worker');
  let workerRequests = 0;
  await page.route(workerUrl, (route) => {
    workerRequests += 1;
    return route.abort('internetdisconnected');
  });
  await page.reload();
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  // The modal opens (it does not wait for an engine that will never come) and says why nothing shows.
  await expect(modalInput(page)).toBeFocused();
  await modalInput(page).fill('session');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  expect(workerRequests).toBeGreaterThan(0);

  // The page still works: the modal closes, and the search page says the same.
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  await page.goto('/search?q=session');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();

  // Back online, the next search starts a worker again and finds.
  await page.unrouteAll();
  await page.getByRole('searchbox').fill('callbacks');
  await expect(page.locator('ol li').first()).toBeVisible();
});
