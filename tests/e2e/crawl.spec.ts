/**
 * Whole-site crawl: every URL of the built sitemap plus the not-found page. Each page answers
 * 200 (404 for the not-found page), hydrates, logs no error, requests nothing that fails or
 * lives on another host (the shared fixture), has no serious or critical axe violation (contrast is
 * checked on a sample of pages in both color modes by a11y.spec.ts), every link to an anchor on
 * the same page finds its target, and the scripts and stylesheets it loads by the time it is
 * interactive stay within the budgets (page-weight.ts; budgets.spec.ts adds what loads later on a
 * few pages). Pages are crawled in a few batches, each reusing one browser page, so the whole site
 * takes a couple of minutes on two cores.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docsVersions } from '../../config/versions';
import { test, expect, seriousA11yViolations, waitForHydration } from './fixtures';
import { BUDGET, kb, recordAssets } from './page-weight';

const sitemap = readFileSync(path.resolve(process.env.E2E_BUILD_DIR ?? 'build', 'sitemap.xml'), 'utf8');
const PAGES = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
const NOT_FOUND = '/this-page-does-not-exist';
const BATCHES = 6;

test.describe.configure({ mode: 'parallel' });

test('the sitemap lists every docs version', () => {
  expect(PAGES.length).toBeGreaterThan(180);
  for (const { routePrefix, contentDir } of docsVersions().filter((version) => !version.isCurrent)) {
    expect(PAGES.filter((page) => page.startsWith(`${routePrefix}/`)).length, contentDir).toBeGreaterThan(80);
  }
});

const routes = [...PAGES, NOT_FOUND];
for (let batch = 0; batch < BATCHES; batch++) {
  const slice = routes.filter((_, index) => index % BATCHES === batch);
  test(`crawl batch ${batch + 1} of ${BATCHES} (${slice.length} pages)`, async ({ page, problems }) => {
    test.setTimeout(slice.length * 10_000);
    problems.allow(/404 \(Not Found\)/);
    // Without the cache every page requests all it needs, so each one is weighed in full.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const assets = recordAssets(page);
    for (const route of slice) {
      assets.reset();
      const response = await page.goto(route);
      expect.soft(response?.status(), `${route}: status`).toBe(route === NOT_FOUND ? 404 : 200);
      await waitForHydration(page);
      const brokenAnchors = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]'))
          .filter((link) => link.pathname === location.pathname && link.hash.length > 1)
          .map((link) => decodeURIComponent(link.hash.slice(1)))
          .filter((id) => !document.getElementById(id)),
      );
      expect.soft(brokenAnchors, `${route}: in-page links without a target`).toEqual([]);
      const weight = assets.weigh();
      const jsBudget = route === '/' ? BUDGET.homeJs : BUDGET.docsJs;
      expect.soft(weight.js, `${route}: JS ${kb(weight.js)} over ${kb(jsBudget)}`).toBeLessThanOrEqual(jsBudget);
      expect.soft(weight.css, `${route}: CSS ${kb(weight.css)} over ${kb(BUDGET.css)}`).toBeLessThanOrEqual(BUDGET.css);
      expect.soft(await seriousA11yViolations(page, { skipContrast: true }), `${route}: accessibility`).toEqual([]);
    }
    console.log(`crawled ${slice.length} pages`);
  });
}
