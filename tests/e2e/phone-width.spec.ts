/**
 * Phone-width crawl: every page of the sitemap at 360 × 740 in Chromium's mobile mode (viewport
 * meta honoured, touch). A page must not scroll sideways as a whole, every element must sit inside
 * the viewport unless a scroll container of its own holds it, no visible text may be set under
 * 12 px, and buttons and links must meet WCAG 2.2's target size (SC 2.5.8: 24 × 24 CSS px, or
 * that much spacing; links inside running text are exempt), checked by axe's `target-size` rule.
 * Failures name the page and the element. Batched like crawl.spec.ts, one browser page per batch.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

const sitemap = readFileSync(path.resolve(process.env.E2E_BUILD_DIR ?? 'build', 'sitemap.xml'), 'utf8');
const SITEMAP_PAGES = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
/** Pages the sitemap leaves out: the search page with results, and the not-found page. */
const SEARCH_PAGE = '/search?q=session';
const PAGES = [...SITEMAP_PAGES, SEARCH_PAGE, '/this-page-does-not-exist'];
const BATCHES = 4;
const PHONE = { width: 360, height: 740 };
const MIN_FONT_PX = 12;
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
test.describe.configure({ mode: 'parallel' });

/** What the page breaks at phone width, one line per element (empty when it reads well). */
async function phoneWidthFaults(page: Page): Promise<string[]> {
  const layoutFaults = await page.evaluate(
    ({ viewportWidth, minFontPx }) => {
      const faults: string[] = [];
      const describe = (element: Element) => {
        const id = element.id ? `#${element.id}` : '';
        const classes = Array.from(element.classList)
          .slice(0, 2)
          .map((name) => `.${name}`)
          .join('');
        const text = element.textContent.trim().replace(/\s+/g, ' ').slice(0, 40);
        return `<${element.localName}${id}${classes}> "${text}"`;
      };
      const scrollWidth = document.documentElement.scrollWidth;
      if (scrollWidth > viewportWidth) faults.push(`the page is ${scrollWidth} px wide`);

      const scrolls = (element: Element) => /auto|scroll/.test(getComputedStyle(element).overflowX);
      const hidden = (element: Element) =>
        !element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
      const reported = new Set<Element>();
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect();
        // Zero-sized or clipped to a pixel: the screen-reader-only pattern, nothing to see.
        if (box.width <= 1 || box.height <= 1) continue;
        if (box.left >= -1 && box.right <= viewportWidth + 1) continue;
        if (hidden(element)) continue;
        // A skip link waits off-screen, fixed (so it widens nothing), until focus brings it in.
        const offScreenUntilFocused =
          element.matches('a[href]') &&
          getComputedStyle(element).position === 'fixed' &&
          (box.left >= viewportWidth || box.right <= 0);
        if (offScreenUntilFocused) continue;
        let ancestor = element.parentElement;
        while (ancestor && ancestor !== document.body && !scrolls(ancestor)) ancestor = ancestor.parentElement;
        if (ancestor && ancestor !== document.body) continue;
        // Report the outermost offender only: its children stick out because it does.
        if (element.parentElement && reported.has(element.parentElement)) {
          reported.add(element);
          continue;
        }
        reported.add(element);
        faults.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }

      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const smallText = new Set<Element>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || smallText.has(parent)) continue;
        const size = parseFloat(getComputedStyle(parent).fontSize);
        if (size >= minFontPx || hidden(parent)) continue;
        const box = parent.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        smallText.add(parent);
        faults.push(`${describe(parent)} is set in ${size} px text`);
      }
      return faults;
    },
    { viewportWidth: PHONE.width, minFontPx: MIN_FONT_PX },
  );
  return [...layoutFaults, ...(await targetSizeFaults(page))];
}

/** axe's `target-size` rule (WCAG 2.2 SC 2.5.8), which exempts links inside running text. */
async function targetSizeFaults(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'rule', values: ['target-size'] }, resultTypes: ['violations'] };
  return page.evaluate(async (runOptions) => {
    // A value the test itself puts on the page's window.
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, runOptions);
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `target size: ${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]})`),
    );
  }, options);
}

test('the check names the page-widening element, the cut-off element, small text and small targets', async ({
  page,
}) => {
  await page.goto('/getting-started/introduction');
  await waitForHydration(page);
  expect(await phoneWidthFaults(page)).toEqual([]);
  await page.evaluate(() => {
    const article = document.querySelector('article')!;
    article.insertAdjacentHTML('afterbegin', '<pre id="too-wide" style="overflow:visible;width:600px">wide</pre>');
    article.insertAdjacentHTML('afterbegin', '<p id="tiny" style="font-size:10px">Fine print</p>');
    article.insertAdjacentHTML(
      'afterbegin',
      '<div><button id="small-a" style="width:12px;height:12px;padding:0;margin:0"></button>' +
        '<button id="small-b" style="width:12px;height:12px;padding:0;margin:0" aria-label="b"></button></div>',
    );
  });
  const faults = (await phoneWidthFaults(page)).join('\n');
  expect(faults).toMatch(/the page is \d+ px wide/);
  expect(faults).toMatch(/<pre#too-wide> "wide" spans/);
  expect(faults).toMatch(/<p#tiny> "Fine print" is set in 10 px text/);
  expect(faults).toMatch(/target size: #small-[ab]/);
});

test('long inline code may wrap at its break points, in the static HTML and after hydration', async ({ page }) => {
  const response = await page.goto('/configuration/options');
  // Rendered by src/theme/MDXComponents/Code.tsx on the server, then kept by hydration.
  expect(await response?.text()).toContain('<code>NEXTAUTH_<wbr/>SECRET</code>');
  await waitForHydration(page);
  await expect(
    page
      .locator('code', { hasText: /^NEXTAUTH_SECRET$/ })
      .first()
      .locator('wbr'),
  ).toHaveCount(1);
});

test('a table wider than the screen scrolls inside its own box', async ({ page }) => {
  await page.goto('/configuration/options');
  await waitForHydration(page);
  const region = page.locator('.markdown .scroll-box').first();
  await expect(region).toBeVisible();
  const { clientWidth, scrollWidth } = await region.evaluate((element) => ({
    clientWidth: element.clientWidth,
    scrollWidth: element.scrollWidth,
  }));
  expect(clientWidth).toBeLessThanOrEqual(PHONE.width);
  expect(scrollWidth).toBeGreaterThan(clientWidth);
});

for (let batch = 0; batch < BATCHES; batch++) {
  const slice = PAGES.filter((_, index) => index % BATCHES === batch);
  test(`phone-width batch ${batch + 1} of ${BATCHES} (${slice.length} pages)`, async ({ page, problems }) => {
    test.setTimeout(slice.length * 5_000);
    problems.allow(/404 \(Not Found\)/);
    for (const route of slice) {
      await page.goto(route);
      await waitForHydration(page);
      if (route === SEARCH_PAGE) await expect(page.locator('main ol li').first()).toBeVisible();
      expect.soft(await phoneWidthFaults(page), `${route} at ${PHONE.width} px`).toEqual([]);
    }
    console.log(`checked ${slice.length} pages at ${PHONE.width} px`);
  });
}

test.describe('home page code samples', () => {
  test.use({ isMobile: false, hasTouch: false });
  for (const width of [1024, 1280, 1440, 1920]) {
    test(`read without scrolling sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await waitForHydration(page);
      const panels = page.locator('#example-heading ~ div pre');
      await expect(panels).toHaveCount(2);
      for (const panel of await panels.all()) {
        const { clientWidth, scrollWidth } = await panel.evaluate((element) => ({
          clientWidth: element.clientWidth,
          scrollWidth: element.scrollWidth,
        }));
        expect(scrollWidth, await panel.innerText()).toBeLessThanOrEqual(clientWidth);
      }
    });
  }
});
