/**
 * How a page starts (plugins/page-start): the first paint comes before any of its scripts; the
 * page then loads the scripts it lists, its route's chunks among them, each once, and starts,
 * compiled off the main thread; prefetching asks for each chunk once; the switches after hydration
 * keep what the static page showed; and react-helmet-async loads only once the head has to change.
 */
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  countScriptsContaining,
  docsSidebar,
  listedScripts,
  recordLayoutShift,
  waitForHydration,
} from './fixtures';

const LONG_PAGE = '/configuration/options';

test('the first paint comes before any script of the page is asked for', async ({ page }) => {
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  expect(await page.locator('script[src]').count()).toBeGreaterThan(2);
  // The paint's time as the browser recorded it (its observers may hear of it only after the load
  // event), against each script's request, in the same timeline.
  const firstPaint = () => page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
  await expect.poll(firstPaint).toBeGreaterThan(0);
  const paintedAt = (await firstPaint())!;
  const scriptsAskedForBeforePaint = await page.evaluate(
    (paint) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < paint)
        .map((entry) => new URL(entry.name).pathname),
    paintedAt,
  );
  expect(scriptsAskedForBeforePaint).toEqual([]);
});

test("a page loads the scripts it lists, its route's chunks included, each once, in order, and nothing more to start", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/providers/github');
  await waitForHydration(page);
  const listed = await listedScripts(page);
  // The runtime, the route's chunks (at least the page's content and the docs layout), main.js last.
  expect(listed[0]).toMatch(/\/runtime~[\w-]+\.[\da-f]+\.js$/);
  expect(listed.at(-1)).toMatch(/\/main\.[\da-f]+\.js$/);
  expect(listed.length).toBeGreaterThan(5);
  // Each listed script once.
  expect([...requested].sort()).toEqual([...listed].sort());
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')].map((s) => new URL((s as HTMLScriptElement).src).pathname),
    ),
  ).toEqual(listed);
});

test("Chromium compiles the page's scripts while they download, not on the main thread as they run", async ({
  page,
}) => {
  // Trace events as Chromium reports them: only the fields read here.
  interface TraceEvent {
    name: string;
    ph: string;
    pid: number;
    tid: number;
    ts: number;
    dur?: number;
    args?: { name?: string; data?: { url?: string } };
  }
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-v8.compile',
    transferMode: 'ReportEvents',
  });
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  await cdp.send('Tracing.end');
  await complete;
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const onMainThread = (e: TraceEvent) => e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`);
  const within = (inner: TraceEvent, outer: TraceEvent) =>
    inner.pid === outer.pid && inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);
  // The page's scripts running: evaluated, then called (React's hydration slices among them).
  const pageScriptsRunning = events.filter(
    (e) =>
      onMainThread(e) &&
      (e.name === 'EvaluateScript' || e.name === 'FunctionCall') &&
      (e.args?.data?.url ?? '').includes('/assets/js/'),
  );
  expect(pageScriptsRunning.length).toBeGreaterThan(10);
  // A function compiled on the main thread at its first call, while a page script ran: about 1,300
  // on this page without the compile hints. Playwright's own injected script compiles outside them.
  const compiledWhileRunning = events.filter(
    (e) => onMainThread(e) && e.name === 'V8.CompileCode' && pageScriptsRunning.some((run) => within(e, run)),
  );
  expect(compiledWhileRunning.length).toBeLessThan(50);
});

test('visible links prefetch each chunk once, after the page has started', async ({ page }) => {
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  const prefetched = page.locator('head link[rel="prefetch"]');
  await expect.poll(() => prefetched.count()).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const hrefs = await prefetched.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(
    hrefs.filter((href, index) => hrefs.indexOf(href) !== index),
    'prefetched twice',
  ).toEqual([]);
});

test('a tab group keeps the elements the page arrived with when it hydrates', async ({ page }) => {
  // Hold main.js until the static panels are marked, so hydration comes after.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/main.*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/configuration/initialization', { waitUntil: 'domcontentloaded' });
  const panels = page.locator('[role="tabpanel"]');
  expect(await panels.count()).toBeGreaterThan(1);
  await panels.evaluateAll((elements) => {
    for (const element of elements) (element as HTMLElement & { __static?: boolean }).__static = true;
  });
  release();
  // The color toggle is enabled by the render that follows hydration, the one that rebuilt tab groups.
  await waitForHydration(page);
  const kept = await panels.evaluateAll((elements) =>
    elements.map((element) => (element as HTMLElement & { __static?: boolean }).__static === true),
  );
  expect(kept.length).toBeGreaterThan(1);
  expect(kept.every(Boolean)).toBe(true);
});

test('on a phone, code that scrolls sideways gets its word-wrap button, in a tab shown later too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/configuration/initialization');
  await waitForHydration(page);
  const group = page.locator('.tabs-container').first();
  const panels = group.locator('[role="tabpanel"]');
  const wordWrap = (panel: number) =>
    panels.nth(panel).locator('.theme-code-block button[aria-label="Toggle word wrap"]');
  // The block in view scrolls at this width, so it has the button once the page has measured it.
  await expect(panels.nth(0)).toBeVisible();
  await expect(wordWrap(0).first()).toBeAttached();
  // A block in a hidden tab measures nothing until its tab shows.
  await expect(panels.nth(1)).toBeHidden();
  await expect(wordWrap(1)).toHaveCount(0);
  await group.getByRole('tab').nth(1).click();
  await expect(panels.nth(1)).toBeVisible();
  await expect(wordWrap(1).first()).toBeAttached();
});

test('a word-wrap button that appears after hydration moves nothing, and sits left of the copy button', async ({
  page,
}) => {
  const layoutShift = await recordLayoutShift(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The log line in /errors' first screen scrolls sideways at this width.
  await page.goto('/errors');
  await waitForHydration(page);
  const buttons = page
    .locator('.theme-code-block')
    .filter({ has: page.getByRole('button', { name: 'Toggle word wrap' }) })
    .first()
    .getByRole('button');
  await expect(buttons).toHaveCount(2);
  await expect(buttons.first()).toBeInViewport();
  const left = await buttons.evaluateAll((elements) =>
    elements.map((element) => [element.getAttribute('aria-label'), element.getBoundingClientRect().left] as const),
  );
  expect(left.map(([name]) => name)).toEqual(['Toggle word wrap', 'Copy code to clipboard']);
  expect(left[0]![1]).toBeLessThan(left[1]![1]);
  expect(await layoutShift()).toBe(0);
});

/** The head's title, description, canonical link and structured data, as the page shows them now. */
function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    structuredData: JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null',
    ) as unknown,
  }));
}

/** What `read` finds on a page as the server wrote it: loaded beside `page` with no script. */
async function served<T>(page: Page, path: string, read: (staticPage: Page) => Promise<T>): Promise<T> {
  const staticPage = await page.context().newPage();
  await staticPage.route('**/*.js', (route) => route.abort());
  await staticPage.goto(path);
  const found = await read(staticPage);
  await staticPage.close();
  return found;
}

/** The head of a page as the server wrote it. */
function servedHead(page: Page, path: string) {
  return served(page, path, headOf);
}

/** The classes of a page's <html> element, sorted. */
function htmlClasses(page: Page) {
  return page.locator('html').evaluate((html) => [...html.classList].sort());
}

/** What only react-helmet-async's script contains: its dispatcher's display name. */
const HELMET_MARK = '"HelmetDispatcher"';

test('the head the page arrived with stays in place while it starts, and follows a client-side navigation', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Values this test puts on the page's window for itself: what left the head.
    const w = window as unknown as { __leftHead?: string[] };
    w.__leftHead = [];
    new MutationObserver((records) => {
      for (const record of records) {
        const { target } = record;
        // The head's children, and the title's text.
        if (target.nodeName !== 'HEAD' && target.parentNode?.nodeName !== 'HEAD') continue;
        for (const node of record.removedNodes)
          w.__leftHead!.push(node instanceof Element ? node.outerHTML.slice(0, 80) : `text of <${target.nodeName}>`);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const served = await servedHead(page, LONG_PAGE);
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const leftHead = await page.evaluate(() => (window as unknown as { __leftHead: string[] }).__leftHead);
  // Only the structured data may leave: the server's HTML minifier wrote its keys sorted, and
  // react-helmet-async writes it again once, the same data in the order the browser's
  // JSON.stringify gives (headOf compares the data).
  expect(leftHead.filter((removed) => !removed.includes('type="application/ld+json"'))).toEqual([]);
  expect(await headOf(page)).toEqual(served);

  // In the app: the next page's head is the one the server writes for it.
  const target = '/getting-started/introduction';
  await docsSidebar(page).locator(`a[href="${target}"]`).click();
  await expect(page).toHaveURL(target);
  const expected = await servedHead(page, target);
  expect(expected.title).not.toEqual(served.title);
  await expect.poll(() => headOf(page)).toEqual(expected);
});

test('react-helmet-async runs only once the head has to change: not as a page starts, then at a navigation and at a new search query', async ({
  page,
}) => {
  // How many of the scripts the page ran were react-helmet-async's.
  const helmetScriptsRun = countScriptsContaining(page, HELMET_MARK);

  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await helmetScriptsRun()).toBe(0);
  // The one head change every page makes as it starts, made without react-helmet-async.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

  // A client-side navigation from the home page to a docs page: the docs page's title and the
  // classes the theme's styles select on (docs-wrapper, plugin-docs and the like), not the home page's.
  const target = '/tutorials';
  const expected = await served(page, target, async (staticPage) => ({
    title: await staticPage.title(),
    classes: await htmlClasses(staticPage),
  }));
  expect(expected.classes).toContain('plugin-docs');
  await page.locator(`.navbar a[href="${target}"]`).click();
  await expect(page).toHaveURL(target);
  await expect(page).toHaveTitle(expected.title);
  await expect.poll(() => htmlClasses(page)).toEqual(expected.classes);
  expect(await helmetScriptsRun()).toBe(1);

  // The search page's title names the query: one read from the address the page arrived at (the
  // static page has none, so its <Head> asks for another title once it reads it), then one typed.
  await page.goto('/search?q=session');
  await waitForHydration(page);
  await expect(page).toHaveTitle(/^Search results for "session"/);
  await page.getByRole('searchbox').fill('callbacks');
  await expect(page).toHaveTitle(/^Search results for "callbacks"/);
});

test('a head change whose react-helmet-async chunk failed to load still shows, loaded again', async ({
  page,
  problems,
}) => {
  problems.allow(/net::ERR_INTERNET_DISCONNECTED|Loading chunk \S+ failed/);
  let failures = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const isHelmet = route.request().resourceType() === 'script' && (await response.text()).includes(HELMET_MARK);
    if (isHelmet && failures === 0) {
      failures += 1;
      await route.abort('internetdisconnected');
      return;
    }
    await route.fulfill({ response });
  });
  await page.goto('/');
  await waitForHydration(page);

  // The first load of react-helmet-async fails; a <Head> mounting later on that page, or the next
  // navigation, loads it again.
  await page.locator('.navbar a[href="/tutorials"]').click();
  await expect(page).toHaveURL('/tutorials');
  await expect.poll(() => failures).toBe(1);
  const next = '/tutorials/corporate-proxy';
  const { title } = await servedHead(page, next);
  await docsSidebar(page).locator(`a[href="${next}"]`).click();
  await expect(page).toHaveURL(next);
  await expect(page).toHaveTitle(title);
  // Prefetches still in the handler when the page closes.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
