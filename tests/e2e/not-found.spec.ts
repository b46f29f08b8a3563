// cspell:ignore githb internetdisconnected
import { frozenVersions } from '../../config/versions';
import { FIRST_SEARCH_ANSWER_MS, expect, seriousA11yViolations, test, waitForHydration } from './fixtures';

const MISSPELT_PROVIDER = '/providers/githb';
const OLDER = frozenVersions()[0]!;

test.beforeEach(({ problems }) => {
  // The browser logs the document's own 404 status.
  problems.allow(/404 \(Not Found\)/);
});

test('an unknown path answers 404 and says the page was not found, in the tab title too', async ({ page }) => {
  const response = await page.goto(MISSPELT_PROVIDER);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle(/^Page Not Found \| /);
});

test("the search field holds the path's words and leads to the search page", async ({ page }) => {
  await page.goto(MISSPELT_PROVIDER);
  await waitForHydration(page);
  const field = page.getByRole('searchbox', { name: 'Search the docs' });
  await expect(field).toHaveValue('providers githb');
  await field.fill('github provider');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=github\+provider$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "github provider"');
});

test('a misspelt provider path lists the GitHub provider page among the closest pages', async ({ page }) => {
  await page.goto(MISSPELT_PROVIDER);
  const closest = page.getByRole('region', { name: 'Closest pages' });
  await expect(closest.getByRole('link', { name: 'GitHub', exact: true })).toHaveAttribute(
    'href',
    '/providers/github',
    { timeout: FIRST_SEARCH_ANSWER_MS },
  );
  await closest.getByRole('link', { name: 'GitHub', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GitHub');
});

test(`a path under ${OLDER.routePrefix} finds the closest pages in ${OLDER.label}, without a hydration error`, async ({
  page,
}) => {
  // 404.html is rendered for the current version; the browser renders it afresh for the older one.
  await page.goto(`${OLDER.routePrefix}/providers/githb`);
  await expect(page.locator('.navbar .dropdown > .navbar__link', { hasText: OLDER.label })).toBeVisible();
  const closest = page.getByRole('region', { name: 'Closest pages' });
  await expect(closest.getByRole('link', { name: 'GitHub', exact: true })).toHaveAttribute(
    'href',
    `${OLDER.routePrefix}/providers/github`,
    { timeout: FIRST_SEARCH_ANSWER_MS },
  );
  await expect(page.getByRole('searchbox', { name: 'Search the docs' })).toHaveValue('providers githb');
});

test('without the search index, the heading, field and section links still work', async ({ page, problems }) => {
  problems.allow(/search-manifest\.json/);
  await page.route('**/search-manifest.json', (route) => route.abort('internetdisconnected'));
  await page.goto(MISSPELT_PROVIDER);
  await expect(page.getByText('The search index did not load')).toBeVisible({ timeout: FIRST_SEARCH_ANSWER_MS });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('searchbox', { name: 'Search the docs' })).toHaveValue('providers githb');
  await expect(page.getByRole('navigation', { name: 'Sections of the docs' }).getByRole('link')).toHaveCount(5);
});

test('the main sections are linked, each to a page that exists', async ({ page, request }) => {
  await page.goto('/no-such-page');
  const links = page.getByRole('navigation', { name: 'Sections of the docs' }).getByRole('link');
  await expect(links).toHaveText(['Introduction', 'Providers', 'Options', 'Adapters', 'Search']);
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!))) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious issue on the not-found page (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(MISSPELT_PROVIDER);
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Closest pages' }).getByRole('listitem').first()).toBeVisible({
      timeout: FIRST_SEARCH_ANSWER_MS,
    });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
