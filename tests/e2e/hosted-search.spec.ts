/**
 * The site built with Algolia credentials (build-hosted/): the same UI queries Algolia. Requests
 * to Algolia are intercepted here and answered in Algolia's format; the test checks what was asked.
 */
import { MODAL_HITS_PER_PAGE } from '../../config/search';
import { frozenVersions } from '../../config/versions';
import { test, expect, waitForHydration } from './fixtures';

const HOST = /testapp(-dsn)?\.algolia\.net|testapp-\d\.algolianet\.com/i;

function algoliaHit(path: string, title: string) {
  const url = `https://next-auth.js.org${path}`;
  return {
    objectID: url,
    url,
    type: 'lvl1',
    hierarchy: { lvl0: 'Configuration', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    _highlightResult: { hierarchy: { lvl0: { value: 'Configuration' }, lvl1: { value: title } } },
    _snippetResult: {},
  };
}

test("queries Algolia with the language and version facet filters, for the modal's number of hits", async ({
  page,
  problems,
}) => {
  const bodies: { requests: { indexName: string; query: string; facetFilters: unknown; hitsPerPage: unknown }[] }[] =
    [];
  // The hosted host does not resolve in tests; the routes below answer for it.
  problems.allow(/algolia/);
  await page.route(HOST, async (route) => {
    const body = route.request().postDataJSON();
    bodies.push(body);
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        results: body.requests.map((request: { query: string; indexName: string }) => ({
          hits: [algoliaHit('/configuration/callbacks', 'Callbacks')],
          nbHits: 1,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          processingTimeMS: 1,
          query: request.query,
          params: '',
          index: request.indexName,
        })),
      }),
    });
  });

  const older = frozenVersions()[0];
  await page.goto(`${older!.routePrefix}/getting-started/client`);
  await waitForHydration(page);
  expect(await page.locator('link[rel="preconnect"][href*="algolia.net"]').count()).toBe(1);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('callbacks');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Callbacks');
  await expect(page.getByRole('link', { name: 'See all 1 results' })).toBeVisible();

  const request = bodies.at(-1)!.requests[0];
  expect(request!.indexName).toBe('next-auth-test');
  expect(request!.hitsPerPage).toBe(MODAL_HITS_PER_PAGE);
  expect(request!.facetFilters).toEqual([
    'language:en',
    ['docusaurus_tag:default', `docusaurus_tag:docs-default-${older!.name}`],
  ]);
});

test('on a phone, the modal keeps its footer for the Algolia credit', async ({ page, problems }) => {
  problems.allow(/algolia/);
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/getting-started/introduction');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await expect(page.locator('.DocSearch-Footer .DocSearch-Logo')).toBeVisible();
});
