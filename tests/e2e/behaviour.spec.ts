import { frozenVersions, startPageOf } from '../../config/versions';
import { test, expect, docsSidebar, scriptsToHydrate, startupPrefetches, waitForHydration } from './fixtures';
import type { Locator, Page, Request } from '@playwright/test';

/** Route chunks and other script assets emitted by the build. */
const JS_CHUNK = /\/assets\/js\/[^/]+\.js$/;

/** Collects the URLs of JavaScript chunk requests made from now on. */
function recordChunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (JS_CHUNK.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

interface Preload {
  path: string;
  started: boolean;
}

/**
 * Records each route preload a link asks Docusaurus for (on hover or touch) and whether it started
 * loading chunks: Docusaurus's preload answers false when it declines (a slow connection, say).
 * Docusaurus freezes window.docusaurus, so the recorder goes in before the app sets it: call this
 * before the page is opened.
 */
async function recordPreloads(page: Page): Promise<() => Promise<Preload[]>> {
  await page.addInitScript(() => {
    type Preloader = { preload: (path: string) => unknown };
    // A value the test itself puts on the page's window.
    const w = window as unknown as { __preloads: Preload[] };
    w.__preloads = [];
    let recording: Preloader | undefined;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => recording,
      set: (docusaurus: Preloader) => {
        recording = {
          ...docusaurus,
          preload: (path) => {
            const result = docusaurus.preload(path);
            w.__preloads.push({ path, started: result !== false });
            return result;
          },
        };
      },
    });
  });
  // A value the test itself puts on the page's window.
  return () => page.evaluate(() => (window as unknown as { __preloads: Preload[] }).__preloads);
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
/** The scripts every page loads first (the chunk loader, React's own entry if any, the app); tests fail the rest. */
const ENTRY_SCRIPT = /\/(runtime~[\w-]+|framework|main)\.[^/]+\.js$/;
/** The notice shown when a page's scripts fail on first load (src/clientModules/firstLoadFailure.ts). */
const failureNotice = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
const colorToggle = (page: Page) => page.getByRole('button', { name: /dark and light mode/ });

test.describe('routing', () => {
  test('paths ending in index.html or .html are normalized to the clean route', async ({ page }) => {
    for (const path of ['/getting-started/introduction/index.html', '/getting-started/introduction.html']) {
      const response = await page.goto(path);
      // One permanent redirect, then the page itself.
      expect(response?.request().redirectedFrom()?.url(), path).toMatch(/\.html$/);
      expect((await response?.request().redirectedFrom()?.response())?.status(), path).toBe(301);
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/getting-started/introduction');
      await waitForHydration(page);
      await expect(h1(page)).toHaveText(/^Introduction/);
    }
    // The home page's index.html too.
    await page.goto('/index.html');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('navigation scrolls to the hash target or to the top', async ({ page }) => {
    await page.goto('/configuration/providers/credentials');
    await waitForHydration(page);
    const link = page.locator('article a[href="/configuration/callbacks#jwt-callback"]').first();
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\/configuration\/callbacks#jwt-callback$/);
    const target = page.locator('h2#jwt-callback');
    await expect(target).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    // From the bottom of this page to another page: the new page starts at the top.
    await page.locator('.pagination-nav__link--next').scrollIntoViewIfNeeded();
    const next = page.locator('.pagination-nav__link--next');
    const nextHref = await next.getAttribute('href');
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${nextHref}$`));
    await expect(target).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('prefetching', () => {
  test('visible links are prefetched and hovering loads the route chunks before any click', async ({ page }) => {
    await page.goto('/getting-started/introduction');
    await waitForHydration(page);
    // Links in view get <link rel="prefetch"> for their route chunks.
    await expect.poll(() => page.locator('head link[rel="prefetch"][href*="/assets/js/"]').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');

    const chunks = recordChunkRequests(page);
    const link = docsSidebar(page).getByRole('link', { name: 'REST API', exact: true });
    await link.hover();
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/getting-started/introduction');
  });

  test("a link to a docs page prefetches its route's chunks, its layout's included", async ({ page }) => {
    const docsPageScripts = await scriptsToHydrate(page, '/getting-started/example');
    const homeScripts = await scriptsToHydrate(page, '/');
    // The home page's primary action, "Run the example", links to the example.
    const prefetched = (await startupPrefetches(page)).map((href) => new URL(href).pathname);
    // The route's own chunks, named by Docusaurus (8 hex digits): the docs layout's components, the
    // version's data and the page's content. A chunk the bundler split out by itself (named by its
    // id) is unknown to Docusaurus's prefetching and loads on the click.
    const toPrefetch = docsPageScripts.filter(
      (script) => !homeScripts.includes(script) && /\/[\da-f]{8}\.[\da-f]+\.js$/.test(script),
    );
    expect(toPrefetch.length).toBeGreaterThanOrEqual(3);
    expect(toPrefetch.filter((script) => !prefetched.includes(script))).toEqual([]);
  });

  for (const [name, connection] of [
    ['on a 2g connection', { effectiveType: '2g', saveData: false }],
    ['with data saver on', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`nothing is prefetched ${name}`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
      }, connection);
      const preloads = await recordPreloads(page);
      await page.goto('/getting-started/introduction');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('head link[rel="prefetch"]')).toHaveCount(0);

      const chunks = recordChunkRequests(page);
      const link = docsSidebar(page).getByRole('link', { name: 'REST API', exact: true });
      await link.hover();
      // The hover asked Docusaurus to preload the route, and it declined: no chunk was requested.
      await expect.poll(preloads).toEqual([{ path: '/getting-started/rest-api', started: false }]);
      expect(chunks).toEqual([]);
      // The link still works: the chunks load on the click instead.
      await link.click();
      await expect(h1(page)).toHaveText(/REST API/);
      expect(chunks.length).toBeGreaterThan(0);
    });
  }
});

test.describe('keyboard and layout', () => {
  test('the first tab stop skips to the main content', async ({ page }) => {
    await page.goto('/configuration/callbacks');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const main = page.locator('main').first();
    const focusInMain = () => main.evaluate((element) => element.contains(document.activeElement));
    // Without using the skip link, the next tab stops are the announcement bar and the navbar.
    await page.keyboard.press('Tab');
    expect(await focusInMain()).toBe(false);

    await page.reload();
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The link focuses <main> for a moment (tabindex -1, then removed), which moves the
    // sequential focus starting point: the next tab stop is inside the main content.
    await page.keyboard.press('Tab');
    expect(await focusInMain()).toBe(true);
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('nav.navbar, .theme-doc-sidebar-container'))),
    ).toBe(false);
  });

  test('the table of contents lists exactly the h2 and h3 headings', async ({ page }) => {
    // No page has h4 headings, so this compares the TOC with the page's h2 and h3 headings.
    await page.goto('/configuration/callbacks');
    const article = page.locator('article');
    const headingIds = await article
      .locator('h2[id], h3[id], h4[id], h5[id], h6[id]')
      .evaluateAll((headings) => headings.map((h) => `${h.tagName}#${h.id}`));
    const toc = page.locator('.theme-doc-toc-desktop');
    const tocEntries = await toc.locator('a.table-of-contents__link').evaluateAll((links) =>
      links.map((a) => {
        const depth = a.closest('ul ul') ? 'H3' : 'H2';
        return `${depth}#${decodeURIComponent(a.getAttribute('href')?.slice(1) ?? '')}`;
      }),
    );
    expect(headingIds.filter((id) => id.startsWith('H3')).length).toBeGreaterThan(0);
    expect(tocEntries).toEqual(headingIds.filter((id) => /^H[23]#/.test(id)));
  });

  test('the mobile navbar below 997 px, the desktop navbar from 997 px', async ({ page }) => {
    await page.setViewportSize({ width: 996, height: 800 });
    await page.goto('/configuration/callbacks');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const desktopFaq = page.locator('.navbar__inner .navbar__items').getByRole('link', { name: 'FAQ', exact: true });
    await expect(toggle).toBeVisible();
    await expect(desktopFaq).toBeHidden();

    await toggle.click();
    const panel = page.locator('.navbar-sidebar');
    await expect(panel).toBeVisible();
    // On a docs page the slide-in opens on the docs sidebar (the secondary menu).
    const items = panel.locator('.navbar-sidebar__items');
    await expect(items).toHaveClass(/navbar-sidebar__items--show-secondary/);
    const back = panel.getByRole('button', { name: '← Back to main menu' });
    await expect(back).toBeInViewport();
    await expect(panel.getByRole('link', { name: 'Session callback', exact: false })).toHaveCount(0);
    await expect(panel.getByRole('link', { name: 'Callbacks', exact: true })).toBeInViewport();

    await back.click();
    await expect(items).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
    const mobileFaq = panel.getByRole('link', { name: 'FAQ', exact: true });
    await expect(mobileFaq).toBeInViewport();
    await expect(panel.getByRole('link', { name: 'Callbacks', exact: true })).not.toBeInViewport();

    await page.setViewportSize({ width: 997, height: 800 });
    await expect(toggle).toBeHidden();
    await expect(desktopFaq).toBeVisible();
  });

  test('the navbar hides on scroll down and comes back on scroll up', async ({ page }) => {
    await page.goto('/configuration/callbacks');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    await expect(navbar).toBeInViewport();
    await page.mouse.move(600, 400);
    const scrollY = () => page.evaluate(() => window.scrollY);
    for (let i = 0; i < 3; i++) {
      const before = await scrollY();
      await page.mouse.wheel(0, 400);
      await expect.poll(scrollY).toBeGreaterThan(before);
    }
    await expect(navbar).toHaveClass(/navbarHidden/);
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await expect(navbar).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the back-to-top button shows on scroll up, low on the page, and takes the reader to the top', async ({
    page,
  }) => {
    await page.goto('/configuration/callbacks');
    await waitForHydration(page);
    await page.mouse.move(600, 400);
    const button = page.getByRole('button', { name: 'Scroll back to top' });
    const scrollY = () => page.evaluate(() => window.scrollY);
    for (let i = 0; i < 3; i++) {
      const before = await scrollY();
      await page.mouse.wheel(0, 400);
      await expect.poll(scrollY).toBeGreaterThan(before);
    }
    await expect(button).not.toBeInViewport();
    // The wheel's own smooth scroll ends before the click, or it would fight the button's.
    await page.evaluate(() => {
      const w = window as { __wheelScrollEnded?: boolean };
      w.__wheelScrollEnded = false;
      addEventListener('scrollend', () => (w.__wheelScrollEnded = true), { once: true });
    });
    await page.mouse.wheel(0, -200);
    await expect
      .poll(() => page.evaluate(() => (window as { __wheelScrollEnded?: boolean }).__wheelScrollEnded))
      .toBe(true);
    await expect(button).toBeInViewport();
    await button.click();
    await expect.poll(scrollY).toBe(0);
  });

  test('dropdowns open by hover and keyboard, Escape closes them; sidebar categories toggle', async ({ page }) => {
    await page.goto('/getting-started/introduction');
    await waitForHydration(page);
    const dropdown = page.locator('.navbar__item.dropdown', { hasText: 'Documentation' });
    const trigger = dropdown.getByRole('button', { name: 'Documentation' });
    const item = dropdown.getByRole('link', { name: 'Configuration' });

    await expect(item).toBeHidden();
    await trigger.hover();
    await expect(item).toBeVisible();
    await page.mouse.move(600, 600);
    await expect(item).toBeHidden();

    // Keyboard: Enter and Space toggle the menu; focus stays on the trigger.
    await trigger.focus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(item).toBeVisible();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(item).toBeHidden();
    await page.keyboard.press(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(item).toBeVisible();
    // Tabbing into the menu keeps it open; focus leaving the dropdown closes it.
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: 'Getting started' })).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Escape closes it and returns focus to the trigger.
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(item).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(item).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ', exact: true }).focus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(item).toBeHidden();

    // A sidebar category expands and collapses on click.
    const category = docsSidebar(page).getByRole('button', { name: 'Configuration', exact: true });
    const child = docsSidebar(page).getByRole('link', { name: 'Callbacks', exact: true });
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    await expect(child).toBeHidden();
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    await expect(child).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/getting-started/introduction');
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    await expect(child).toBeHidden();
  });
});

test.describe('client state', () => {
  test('the color toggle is disabled until hydration', async ({ page }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held: () => void = () => {};
    const mainHeld = new Promise<void>((resolve) => (held = resolve));
    await page.route('**/assets/js/main*.js', async (route) => {
      held();
      await released;
      await route.continue();
    });
    // The held main.js holds back the load event too: wait for the response only.
    await page.goto('/getting-started/introduction', { waitUntil: 'commit' });
    const toggle = colorToggle(page);
    await expect(toggle).toBeVisible();
    // The page has asked for main.js and waits for it: it cannot hydrate, and the toggle stays off.
    await mainHeld;
    await expect(toggle).toBeDisabled();
    release();
    await expect(toggle).toBeEnabled();
  });

  const GARBAGE = ['{not json', '42', 'null', 'x'.repeat(100_000), '<script>window.__pwned=1</script>'];
  const KEYS = [
    'theme',
    'docusaurus.announcement.dismiss',
    'docusaurus.announcement.id',
    'docs-preferred-version-default',
    'docusaurus.tab.router',
  ];

  for (const [path, title] of [
    ['/configuration/initialization', /^Initialization/],
    ...frozenVersions().map((version) => [startPageOf(version), /^Introduction/] as const),
  ]) {
    test(`garbage in local storage never breaks ${path}`, async ({ page }) => {
      // Five page loads, each with a theme toggled: more than one test's time on a busy machine.
      test.slow();
      // "?garbage=N" selects the value every key gets before the page's own scripts run.
      await page.addInitScript(
        ({ values, keys }) => {
          const index = new URLSearchParams(location.search).get('garbage');
          if (index === null) return;
          for (const key of keys) localStorage.setItem(key, values[Number(index)]!);
        },
        { values: GARBAGE, keys: KEYS },
      );
      for (const [index, value] of GARBAGE.entries()) {
        const label = `${path} with ${JSON.stringify(value.slice(0, 20))}`;
        await page.goto(`${path}?garbage=${index}`);
        await waitForHydration(page);
        await expect(h1(page), label).toHaveText(title);
        // An unusable stored theme is copied into data-theme by the inline script (the page then
        // uses the light palette); the toggle (system, light, dark) still reaches dark and stores it.
        const html = page.locator('html');
        for (let clicks = 0; clicks < 3 && (await html.getAttribute('data-theme')) !== 'dark'; clicks++) {
          await colorToggle(page).click();
        }
        await expect(html, label).toHaveAttribute('data-theme', 'dark');
        expect(await page.evaluate(() => localStorage.getItem('theme')), label).toBe('dark');
        expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned), label).toBeUndefined();
      }
    });
  }

  test('a tab choice is remembered across reloads', async ({ page }) => {
    await page.goto('/configuration/initialization');
    await waitForHydration(page);
    const tabs = page.getByRole('tab', { name: 'Pages Router' });
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
    await tabs.first().click();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    // The other tab group with the same groupId follows.
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    const stored = await page.evaluate(() => localStorage.getItem('docusaurus.tab.router'));
    expect(stored).toBeTruthy();
    await page.reload();
    await waitForHydration(page);
    for (const tab of await tabs.all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.router'))).toBe(stored);
  });
});

test.describe('route loading', () => {
  /** Records whether nprogress's bar is ever added to the page from now on. */
  async function watchProgressBar(page: Page) {
    await page.evaluate(() => {
      const w = window as { __progressSeen?: boolean };
      w.__progressSeen = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) w.__progressSeen = true;
      }).observe(document.documentElement, { childList: true, subtree: true });
    });
    return () => page.evaluate(() => (window as { __progressSeen?: boolean }).__progressSeen);
  }

  test('the progress bar shows for a slow navigation', async ({ page }) => {
    // The target's own scripts: those it asks for when opened directly.
    const targetScripts = await scriptsToHydrate(page, '/getting-started/rest-api');
    await page.goto('/getting-started/introduction');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // The route's chunks are held until the bar has shown: a navigation as slow as it takes.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(JS_CHUNK, async (route) => {
      if (targetScripts.includes(new URL(route.request().url()).pathname)) await released;
      await route.continue();
    });
    const seen = await watchProgressBar(page);
    await docsSidebar(page).getByRole('link', { name: 'REST API', exact: true }).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    release();
    await expect(h1(page)).toHaveText(/REST API/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    expect(await seen()).toBe(true);
  });

  test('no progress bar for a route that is already loaded', async ({ page }) => {
    await page.goto('/getting-started/introduction');
    await waitForHydration(page);
    const link = docsSidebar(page).getByRole('link', { name: 'REST API', exact: true });
    await link.hover();
    await page.waitForLoadState('networkidle');
    const seen = await watchProgressBar(page);
    await link.click();
    await expect(h1(page)).toHaveText(/REST API/);
    // Docusaurus renders the new route only once its preload settles, and clears the bar's
    // start timer then: a bar that has not shown by now never will.
    expect(await seen()).toBe(false);
  });

  test('a route chunk that fails during navigation makes the page reload at the target', async ({ page, problems }) => {
    // Docusaurus shows no error box here: the click's preload fails, it logs the ChunkLoadError
    // as a console warning and calls location.reload(), so the browser loads the target afresh.
    await page.goto('/getting-started/introduction');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');

    // Every chunk asked for fails, until the next document request.
    let blocking = true;
    const aborted: string[] = [];
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        blocking = false;
        documents.push(new URL(request.url()).pathname);
      }
    });
    await page.route(JS_CHUNK, async (route) => {
      if (!blocking) return route.continue();
      aborted.push(route.request().url());
      return route.abort('failed');
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    problems.allow(/net::ERR_FAILED/);
    // The hover before the click preloads the route too; that promise's rejection is unhandled.
    problems.allow(/Loading chunk \d+ failed/);

    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
    await docsSidebar(page).getByRole('link', { name: 'REST API', exact: true }).click();
    await expect(page).toHaveURL(/\/getting-started\/rest-api$/);
    await expect(h1(page)).toHaveText(/REST API/);
    await waitForHydration(page);
    expect(aborted.length).toBeGreaterThan(0);
    expect(warnings.some((text) => /ChunkLoadError: Loading chunk \d+ failed/.test(text))).toBe(true);
    expect(documents).toEqual(['/getting-started/rest-api']);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
    await expect(page.getByRole('button', { name: /Retry|Try again/ })).toHaveCount(0);
  });

  test('a route chunk that fails on first load keeps the page, says so, and Retry recovers', async ({
    page,
    problems,
  }) => {
    // The client entry preloads the route before hydrating; when that fails Docusaurus renders
    // nothing, so the server-rendered page stays readable and our notice explains what is off.
    problems.allow(/net::ERR_FAILED/);
    problems.allow(/Loading chunk \d+ failed/);
    let blocking = true;
    await page.route(JS_CHUNK, async (route) => {
      const entry = ENTRY_SCRIPT.test(new URL(route.request().url()).pathname);
      return blocking && !entry ? route.abort('failed') : route.continue();
    });

    await page.goto('/getting-started/example');
    await expect(h1(page)).toHaveText(/Example/);
    const notice = failureNotice(page);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Part of this page failed to load');
    await expect(colorToggle(page)).toBeDisabled();

    // Still offline: Retry says so and keeps the page.
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(notice).toContainText('It still does not load');
    await expect(h1(page)).toHaveText(/Example/);

    // Back online: Retry starts the page.
    blocking = false;
    await notice.getByRole('button', { name: 'Retry' }).click();
    await waitForHydration(page);
    await expect(h1(page)).toHaveText(/Example/);
    await expect(notice).toHaveCount(0);
  });

  test('after a deploy replaced the scripts, Retry reloads the page with the new ones', async ({ page, problems }) => {
    // Old HTML naming scripts the server no longer has: they answer 404, and so does Retry's
    // check, which is the server answering, so the page reloads and gets the current scripts.
    problems.allow(/404 \(Not Found\)/);
    problems.allow(/Loading chunk \d+ failed/);
    let stale = true;
    await page.route(JS_CHUNK, async (route) => {
      const entry = ENTRY_SCRIPT.test(new URL(route.request().url()).pathname);
      if (!stale || entry) return route.continue();
      if (route.request().resourceType() === 'fetch') stale = false;
      return route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' });
    });

    await page.goto('/getting-started/example');
    const notice = failureNotice(page);
    await expect(notice).toContainText('Part of this page failed to load');
    await notice.getByRole('button', { name: 'Retry' }).click();
    await waitForHydration(page);
    await expect(notice).toHaveCount(0);
  });

  test('a chunk that fails after the page has started shows no notice', async ({ page, problems }) => {
    // A failed preload after hydration (a hovered link, say) is not the page failing: a click
    // on that link reloads, as the navigation test above shows.
    problems.allow(/net::ERR_FAILED/);
    problems.allow(/Loading chunk \d+ failed/);
    await page.goto('/getting-started/introduction');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.route(JS_CHUNK, (route) => route.abort('failed'));
    const failed = page.waitForEvent('pageerror');
    await docsSidebar(page).getByRole('link', { name: 'REST API', exact: true }).hover();
    expect((await failed).message).toMatch(/Loading chunk \d+ failed/);
    // The page reports an unhandled rejection only after its unhandledrejection listeners ran,
    // and the notice is added inside that listener: had it been going to show, it would be here.
    await expect(failureNotice(page)).toHaveCount(0);
  });
});

test.describe('diagrams', () => {
  // The introduction's sequence diagram, drawn ahead of time (plugins/diagrams).
  const DIAGRAM_PAGE = '/getting-started/introduction';
  const DIAGRAM_TITLE = 'A GitHub sign-in, step by step';
  const loaded = (image: Locator) =>
    expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  test('a diagram is an image in the page as served, at its own size in a box that scrolls on a phone @next-docusaurus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(DIAGRAM_PAGE);
    const box = page.getByRole('region', { name: `Diagram: ${DIAGRAM_TITLE}` });
    const image = box.getByRole('img', { name: DIAGRAM_TITLE });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await loaded(image);
    // Never scaled down: its text keeps the size it was drawn at (13 px, over the 12 px minimum).
    const { shown, natural } = await image.evaluate((img: HTMLImageElement) => ({
      shown: img.getBoundingClientRect().width,
      natural: img.naturalWidth,
    }));
    expect(shown).toBe(natural);
    // Wider than the phone: the box scrolls, and the keyboard can scroll it.
    const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });

  test('a diagram shows without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(DIAGRAM_PAGE);
    const image = page.getByRole('img', { name: DIAGRAM_TITLE });
    await image.scrollIntoViewIfNeeded();
    await loaded(image);
    await context.close();
  });
});
