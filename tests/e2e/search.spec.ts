import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MODAL_HITS_PER_PAGE } from '../../config/search';
import { currentVersion, docsVersions, frozenVersions, startPageOf } from '../../config/versions';
import { test, expect, startupPrefetches, waitForHydration, FIRST_SEARCH_ANSWER_MS } from './fixtures';
import type { Page } from '@playwright/test';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const modalInput = (page: Page) => page.locator('.DocSearch-Input');

/** Resolves once the browser is idle: pending renders and idle-time work (prefetching) are done. */
async function browserIdle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
      ),
  );
}

async function openWithShortcut(page: Page, route = '/getting-started/introduction') {
  await page.goto(route);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(modalInput(page)).toBeFocused();
}

test.describe('search modal (offline index)', () => {
  test('button, shortcuts and Escape', async ({ page }) => {
    await page.goto('/getting-started/introduction');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Search' });
    await expect(button).toBeVisible();
    await expect(button).toContainText('Search');

    await page.keyboard.press('Control+k');
    await expect(modalInput(page)).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();

    // Closing returns focus to the search button; "/" is for when nothing is focused.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });

  test('the open modal blurs nothing behind it, so a keystroke repaints only the modal', async ({ page }) => {
    await openWithShortcut(page);
    // DocSearch's own stylesheet, loaded with the modal, sets a backdrop blur; ours must win.
    await expect(page.locator('.DocSearch-Container')).toHaveCSS('backdrop-filter', 'none');
  });

  test('on a phone the modal is the search box and its results, with no empty footer band', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    await openWithShortcut(page);
    const footer = page.locator('.DocSearch-Footer');
    await expect(footer).toBeHidden();
    await modalInput(page).fill('session');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(footer).toBeHidden();
    // The results run to the bottom of the screen.
    const dropdown = await page.locator('.DocSearch-Dropdown').boundingBox();
    expect(Math.round(dropdown!.y + dropdown!.height)).toBe(760);
    // Wider, the footer holds the keyboard hints.
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(footer.locator('.DocSearch-Commands')).toBeVisible();
  });

  test("DocSearch's scroll of the results to the top waits for the next frame, and still happens", async ({ page }) => {
    // Records, for each scrollTo DocSearch makes on its results area, the event it ran inside.
    await page.addInitScript(() => {
      const calls: (string | null)[] = [];
      (window as unknown as { resultsScrolls: typeof calls }).resultsScrolls = calls;
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its element as `this`.
      const scrollTo = Element.prototype.scrollTo as (this: Element, ...args: unknown[]) => void;
      Element.prototype.scrollTo = function (this: Element, ...args: unknown[]) {
        if (this.classList.contains('DocSearch-Dropdown'))
          calls.push((window as { event?: Event }).event?.type ?? null);
        scrollTo.apply(this, args);
      };
    });
    await openWithShortcut(page);
    await modalInput(page).pressSequentially('callback');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(MODAL_HITS_PER_PAGE);
    const results = page.locator('.DocSearch-Dropdown');
    const scrollTop = () => results.evaluate((element) => element.scrollTop);
    await results.evaluate((element) => (element.scrollTop = 300));
    await expect.poll(scrollTop).toBeGreaterThan(100);
    await modalInput(page).press('s');
    await expect(modalInput(page)).toHaveValue('callbacks');
    await expect.poll(scrollTop).toBe(0);
    const calls = await page.evaluate(
      () => (window as unknown as { resultsScrolls: (string | null)[] }).resultsScrolls,
    );
    // DocSearch still makes the call, and never inside a keystroke's event: in animation frames.
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((event) => event !== null)).toEqual([]);
  });

  test('"/" typed into an input does not open the modal', async ({ page }) => {
    await page.goto('/providers/github');
    await waitForHydration(page);
    const input = page.getByLabel(/Your site.s address/);
    await input.fill('https://example.com');
    await input.press('/');
    await expect(input).toHaveValue('https://example.com/');
    await expect(modal(page)).toBeHidden();
  });

  test('a letter typed on the focused search button becomes the query', async ({ page }) => {
    await page.goto('/getting-started/introduction');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Search' }).focus();
    await page.keyboard.press('j');
    await expect(modalInput(page)).toHaveValue('j');
  });

  test("each version's pages find that version's docs only", async ({ page }) => {
    const frozenPrefixes = frozenVersions().map(({ routePrefix }) => `${routePrefix}/`);
    for (const version of docsVersions()) {
      await openWithShortcut(page, `${version.routePrefix}/getting-started/client`);
      await modalInput(page).fill('useSession');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      const links = await page
        .locator('.DocSearch-Hit a')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      expect(links.length, version.label).toBeGreaterThan(0);
      const ownVersion = (href: string) =>
        version.isCurrent
          ? !frozenPrefixes.some((prefix) => href.startsWith(prefix))
          : href.startsWith(`${version.routePrefix}/`);
      expect(
        links.filter((href) => !ownVersion(href)),
        version.label,
      ).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  test('choosing a result navigates to it @next-docusaurus', async ({ page }) => {
    await openWithShortcut(page);
    await modalInput(page).fill('jwt callback');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/configuration\/callbacks#jwt-callback$/);
  });

  test('a clicked result opens in the page, and typing fetches no result page', async ({ page }) => {
    await openWithShortcut(page);
    // A value the test itself puts on the page's window.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    // The page's own prefetching (the visible links', in idle time) may still be arriving: what it
    // asked for before the typing does not count.
    const prefetchedByPage = new Set(await startupPrefetches(page));
    // Any page code, loaded or prefetched (Docusaurus prefetches with <link rel="prefetch">).
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/assets/js/') && !prefetchedByPage.has(request.url()))
        scripts.push(request.url());
    });
    await modalInput(page).pressSequentially('credentials', { delay: 30 });
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await browserIdle(page);
    expect(scripts).toEqual([]);
    const firstHit = page.locator('.DocSearch-Hit a').first();
    const target = new URL((await firstHit.getAttribute('href')) ?? '', page.url()).href;
    expect(target).toContain('/credentials');
    await firstHit.click();
    await expect(page).toHaveURL(target);
    // A value the test itself puts on the page's window.
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  test('the modal lists the first hits and "See all" the true count, however the query was typed', async ({ page }) => {
    await openWithShortcut(page);
    await modalInput(page).pressSequentially('callback', { delay: 60 });
    const seeAll = page.getByRole('link', { name: /See all \d+ results/ });
    await expect(seeAll).toBeVisible();
    await browserIdle(page);
    const count = Number(/See all (\d+) results/.exec((await seeAll.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(MODAL_HITS_PER_PAGE);
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(MODAL_HITS_PER_PAGE);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=callback$/);
    await expect(page.getByText(new RegExp(`^${count} results in ${currentVersion().label}$`))).toBeVisible();
  });

  /**
   * Records, on every animation frame from now on, the query DocSearch's no-results screen names
   * when it is on screen (null when it is not), until a hit appears or the screen names `lastQuery`.
   * The returned function resolves with the frames.
   */
  async function noResultsFrames(page: Page, lastQuery?: string) {
    await page.evaluate((last) => {
      // A value the test itself puts on the page's window.
      const recorder = window as unknown as { noResultsFrames: Promise<(string | null)[]> };
      recorder.noResultsFrames = new Promise((resolve) => {
        const frames: (string | null)[] = [];
        const sample = () => {
          const screen = document.querySelector('.DocSearch-NoResults');
          const named = screen?.querySelector('strong')?.textContent;
          frames.push(screen?.checkVisibility() ? (named ?? '') : null);
          if (document.querySelector('.DocSearch-Hit') || named === last) resolve(frames);
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
    }, lastQuery);
    return () =>
      page.evaluate(() => (window as unknown as { noResultsFrames: Promise<(string | null)[]> }).noResultsFrames);
  }

  test('the first keystroke goes straight to its hits, with no "No results" screen before them', async ({ page }) => {
    await openWithShortcut(page);
    const frames = await noResultsFrames(page);
    await page.keyboard.press('s');
    // DocSearch draws its no-results screen for "s" before the answer; it must not be seen.
    expect(await frames()).not.toContain('s');
  });

  test('a query that keeps finding nothing keeps its "No results" screen while it grows', async ({ page }) => {
    await openWithShortcut(page);
    await modalInput(page).pressSequentially('qqzz');
    await expect(page.getByText('No results for')).toBeVisible();
    const frames = await noResultsFrames(page, 'qqzzxx');
    await modalInput(page).pressSequentially('xx');
    expect(await frames()).not.toContain(null);
  });

  test('no results offers suggestions and a way to report it', async ({ page }) => {
    await openWithShortcut(page);
    await modalInput(page).fill('qqzzxxvvkk');
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Let us know.' })).toBeVisible();
  });

  test('a typo that finds nothing suggests the closest words, and the search page', async ({ page }) => {
    await openWithShortcut(page);
    await modalInput(page).fill('oauht');
    await expect(page.getByText('No results for')).toBeVisible();
    const suggestion = page
      .locator('.DocSearch-NoResults-Suggestions')
      .getByRole('link', { name: 'OAuth', exact: true });
    await expect(suggestion).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the search page' })).toHaveAttribute('href', '/search?q=oauht');
    await suggestion.click();
    await expect(page).toHaveURL(/\/search\?q=OAuth$/);
    await expect(modal(page)).toBeHidden();
    await expect(page.locator('ol li').first()).toContainText(/OAuth/i);
  });

  // The misses search relevance was reworked for: the reference section is the first hit.
  for (const [query, target] of [
    ['useSession', '/getting-started/client#usesession'],
    ['middleware', '/configuration/nextjs#middleware'],
    ['logout', '/getting-started/client#signout'],
  ]) {
    test(`"${query}" lists ${target} first`, async ({ page }) => {
      await openWithShortcut(page);
      await modalInput(page).fill(query!);
      await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', target!);
    });
  }

  test('a failed index load says so', async ({ page, problems }) => {
    problems.allow(/search-manifest\.json/);
    problems.allow(/Failed to load resource/);
    await page.route('**/search-manifest.json', (route) => route.abort('internetdisconnected'));
    await openWithShortcut(page);
    await modalInput(page).fill('session');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('opening the modal loads its index before the first keystroke, and a slow index does not hold it back', async ({
    page,
  }) => {
    // The index files are answered from the build, when the test says so: at once for the first
    // page, and only after the modal has opened for the second. (How long the modal waits for a
    // prompt index, INDEX_GRACE_MS, is a duration: a loaded machine may outlast it.)
    const build = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');
    let holdIndex = false;
    let indexAnswered = false;
    const held: (() => Promise<void>)[] = [];
    await page.route('**/assets/search/*.json', async (route) => {
      const body = readFileSync(path.join(build, new URL(route.request().url()).pathname));
      const answer = async () => {
        indexAnswered = true;
        await route.fulfill({ body, contentType: 'application/json' });
      };
      if (holdIndex) held.push(answer);
      else await answer();
    });

    await page.goto('/getting-started/introduction');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(modalInput(page)).toBeFocused();
    await expect.poll(() => indexAnswered, 'the index is asked for with no keystroke').toBe(true);
    await modalInput(page).fill('session');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

    holdIndex = true;
    indexAnswered = false;
    await page.goto(startPageOf(frozenVersions()[0]!));
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    // Opens although its index has not arrived (the grace period ran out), then finds once it does.
    await expect(modalInput(page)).toBeFocused();
    expect(indexAnswered).toBe(false);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    for (const answer of held.splice(0)) await answer();
    await modalInput(page).fill('session');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('hostile queries run no script and break nothing', async ({ page }) => {
    await openWithShortcut(page);
    const queries = [
      '<img src=x onerror="window.__pwned=1">',
      '<script>window.__pwned=1</script>',
      '.*+?^${}()|[]\\ (?<x>',
      '🔐 sign out 👋',
      'a'.repeat(5000),
    ];
    for (const query of queries) {
      await modalInput(page).fill(query);
      await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
      await browserIdle(page);
    }
    // A value the test itself puts on the page's window.
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await modalInput(page).fill('session');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('only the button loads with the page; the modal, its styles and the index load when it opens', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/getting-started/introduction');
    await waitForHydration(page);
    await browserIdle(page);
    const searchFiles = (paths: string[]) => paths.filter((file) => /search-modal|\/assets\/search\//.test(file));
    expect(searchFiles(requests)).toEqual([]);

    const modalStyles = page.waitForRequest((request) => request.url().includes('search-modal'));
    const index = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/assets/search/'));
    await page.getByRole('button', { name: 'Search' }).click();
    await Promise.all([modalStyles, index]);
    await expect(modalInput(page)).toBeFocused();
  });

  test('the page names and contacts no Algolia host', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openWithShortcut(page);
    await modalInput(page).fill('provider');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(requests.filter((url) => /algolia/i.test(new URL(url).hostname))).toEqual([]);
    expect(await page.locator('link[rel="preconnect"]').count()).toBe(0);
    expect(await page.content()).not.toMatch(/algolia\.net|algolianet\.com/);
  });
});

test.describe('search page', () => {
  test('shows paged results, keeps the query and version in the URL', async ({ page }) => {
    await page.goto('/search?q=provider');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "provider"');
    await expect(page.getByRole('searchbox')).toHaveValue('provider');
    await expect(page.locator('ol li').first()).toBeVisible({ timeout: FIRST_SEARCH_ANSWER_MS });
    await expect(page.locator('ol li')).toHaveCount(10);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    const older = frozenVersions()[0];
    await page.getByRole('radio', { name: older!.label }).check();
    await expect(page).toHaveURL(new RegExp(`version=${older!.name}`));
    // The older version's results replace the others once its index has answered.
    await expect(page.locator('ol li > a').first()).toHaveAttribute('href', new RegExp(`^${older!.routePrefix}/`));
    const links = await page.locator('ol li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => !href?.startsWith(`${older!.routePrefix}/`))).toEqual([]);

    await page.getByRole('searchbox').fill('callbacks');
    await expect(page).toHaveURL(/q=callbacks/);
    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue('callbacks');
  });

  test('suggests close words when nothing matches a typo', async ({ page }) => {
    await page.goto('/search?q=oauht');
    await expect(page.getByText(/No results for/)).toBeVisible({ timeout: FIRST_SEARCH_ANSWER_MS });
    await page.getByRole('link', { name: 'OAuth', exact: true }).click();
    await expect(page).toHaveURL(/\?q=OAuth$/);
    await expect(page.getByRole('searchbox')).toHaveValue('OAuth');
    await expect(page.locator('ol li').first()).toBeVisible();
  });

  test('ranks like the modal and shows each hit with its page and section', async ({ page }) => {
    await page.goto('/search?q=useSession');
    const first = page.locator('ol li').first();
    await expect(first.getByRole('link')).toHaveAttribute('href', '/getting-started/client#usesession', {
      timeout: FIRST_SEARCH_ANSWER_MS,
    });
    await expect(first).toContainText('Client API');
  });

  test('says when nothing matches and when the index cannot load', async ({ page, problems }) => {
    await page.goto('/search?q=qqzzxxvvkk');
    await expect(page.getByText(/No results for/)).toBeVisible({ timeout: FIRST_SEARCH_ANSWER_MS });
    await expect(page.getByRole('link', { name: 'Let us know.' })).toBeVisible();

    problems.allow(/search-manifest\.json/);
    problems.allow(/Failed to load resource/);
    await page.route('**/search-manifest.json', (route) => route.abort('internetdisconnected'));
    await page.goto('/search?q=session');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('renders hostile queries as text', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('<img src=x onerror="window.__pwned=1"> session')}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x');
    // A value the test itself puts on the page's window.
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
