/**
 * Performance budgets on the pages readers land on most, after everything the page loads by
 * itself (network idle): scripts and stylesheets within budget, no web fonts, every image sized,
 * and no layout shift while loading. The crawl checks the budgets on every page at hydration.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { frozenVersions, startPageOf } from '../../config/versions';
import { test, expect, waitForHydration, recordLayoutShift } from './fixtures';
import { BUDGET, kb, recordAssets } from './page-weight';

const PAGES = [
  '/',
  '/getting-started/introduction',
  '/getting-started/example',
  '/configuration/options',
  '/providers',
  '/providers/github',
  ...frozenVersions().map(startPageOf),
];

for (const route of PAGES) {
  test(`${route} stays within the budgets and does not shift`, async ({ page }) => {
    const assets = recordAssets(page);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    const layoutShift = await recordLayoutShift(page);
    await page.goto(route, { waitUntil: 'networkidle' });
    await waitForHydration(page);

    const weight = assets.weigh();
    const jsBudget = route === '/' ? BUDGET.homeJs : BUDGET.docsJs;
    console.log(`${route.padEnd(36)} JS ${kb(weight.js).padStart(9)}  CSS ${kb(weight.css).padStart(8)}`);
    expect(weight.js, `JS ${kb(weight.js)}`).toBeLessThanOrEqual(jsBudget);
    expect(weight.css, `CSS ${kb(weight.css)}`).toBeLessThanOrEqual(BUDGET.css);
    expect(fonts, 'web fonts (the site uses the system font stack)').toEqual([]);
    const unsized = await page
      .locator('img')
      .evaluateAll((images) =>
        images
          .filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))
          .map((image) => image.outerHTML),
      );
    expect(unsized, 'images without width and height').toEqual([]);
    expect(await layoutShift()).toBe(0);
  });
}

test('a page loads the components it renders, and not those of other pages', async ({ page }) => {
  const scriptsOf = async (route: string) => {
    const files = new Set<string>();
    const record = (response: { url(): string; request(): { resourceType(): string } }) => {
      if (response.request().resourceType() === 'script') files.add(new URL(response.url()).pathname);
    };
    page.on('response', record);
    // Hydration needs the route's chunks, which main.js requests only once it runs: on a busy CPU
    // that can be more than network idle's 500 ms after the last download, so wait for hydration.
    await page.goto(route);
    await waitForHydration(page);
    page.off('response', record);
    const build = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');
    return [...files].map((file) => readFileSync(path.join(build, file), 'utf8')).join('\n');
  };
  // The callback URL helper, kept out of the chunk every page loads by plugins/client-bundle.
  const callbackHelper = '"data-testid":"callback-url"';
  expect(await scriptsOf('/providers/github')).toContain(callbackHelper);
  expect(await scriptsOf('/errors')).not.toContain(callbackHelper);
});
