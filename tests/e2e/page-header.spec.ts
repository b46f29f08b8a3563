/**
 * On a phone, a docs page starts with its title: the controls above it share two compact rows
 * (breadcrumbs with the version badge, "On this page" with "Copy page"; src/css/custom.css), and a
 * version that is no longer maintained says so once, in a short banner.
 */
import type { Page } from '@playwright/test';
import { currentVersion, frozenVersions, startPageOf } from '../../config/versions';
import { test, expect, waitForHydration } from './fixtures';

const PHONE = { width: 360, height: 800 };
/** How far below the navbar the title may start, in CSS px. */
const TITLE_WITHIN = { current: 200, unmaintained: 300 };
/** Pages with the shortest and the longest breadcrumbs, and the longest table of contents. */
const CURRENT_PAGES = ['/getting-started/introduction', '/providers/github', '/errors', '/configuration/options'];
const UNMAINTAINED = frozenVersions().filter(({ facts }) => facts.banner === 'unmaintained');

test.use({ viewport: PHONE });

/** An element's box, in viewport px. */
function box(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    });
}

async function titleBelowNavbar(page: Page): Promise<number> {
  const navbar = await box(page, '.navbar');
  const title = await box(page, 'article h1');
  return title.top - navbar.bottom;
}

for (const route of CURRENT_PAGES) {
  test(`${route}: the title starts within ${TITLE_WITHIN.current} px of the navbar`, async ({ page }) => {
    await page.goto(route);
    await waitForHydration(page);
    expect(await titleBelowNavbar(page)).toBeLessThanOrEqual(TITLE_WITHIN.current);
  });
}

for (const version of UNMAINTAINED) {
  const routes = [startPageOf(version), `${version.routePrefix}/configuration/options`];
  for (const route of routes) {
    test(`${route}: one short notice, and the title within ${TITLE_WITHIN.unmaintained} px of the navbar`, async ({
      page,
    }) => {
      await page.goto(route);
      await waitForHydration(page);
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner.locator(':scope > div')).toHaveText([
        `NextAuth.js ${version.label} is no longer maintained.`,
        `See the latest version (${currentVersion().label}).`,
      ]);
      await expect(banner.getByRole('link', { name: 'latest version' })).toHaveAttribute(
        'href',
        route.slice(version.routePrefix.length),
      );
      await expect(page.locator('article').getByText(/no longer maintained/)).toHaveCount(0);
      expect(await titleBelowNavbar(page)).toBeLessThanOrEqual(TITLE_WITHIN.unmaintained);
    });
  }
}

test('"On this page" and "Copy page" share a row, as do the breadcrumbs and the version badge', async ({ page }) => {
  await page.goto('/providers/github');
  await waitForHydration(page);
  const toc = await box(page, '.theme-doc-toc-mobile');
  const copy = await box(page, '.doc-copy-page');
  expect(Math.abs(copy.top - toc.top)).toBeLessThanOrEqual(1);
  expect(toc.right).toBeLessThanOrEqual(copy.left);
  const crumbs = await box(page, '.theme-doc-breadcrumbs');
  const badge = await box(page, '.theme-doc-version-badge');
  expect(badge.top).toBeGreaterThanOrEqual(crumbs.top);
  expect(badge.bottom).toBeLessThanOrEqual(crumbs.bottom);
  expect(crumbs.right).toBeLessThanOrEqual(badge.left);
});

test('an open "On this page" lists the sections over the page at its full width, and an entry reaches its section', async ({
  page,
}) => {
  await page.goto('/errors');
  await waitForHydration(page);
  const copyBefore = await box(page, '.doc-copy-page');
  const title = await box(page, 'article h1');
  await page.getByRole('button', { name: 'On this page' }).click();
  const list = page.locator('.theme-doc-toc-mobile .table-of-contents');
  await expect(list).toBeVisible();
  const article = await box(page, 'article');
  const listBox = await box(page, '.theme-doc-toc-mobile .table-of-contents');
  // The article's width, less the panel's 1 px border.
  expect(Math.abs(listBox.left - article.left)).toBeLessThanOrEqual(1);
  expect(Math.abs(listBox.right - article.right)).toBeLessThanOrEqual(1);
  // It lies over the page: nothing below it moved.
  expect(await box(page, '.doc-copy-page')).toEqual(copyBefore);
  expect(await box(page, 'article h1')).toEqual(title);

  const entry = list.getByRole('link', { name: 'CLIENT_SESSION_ERROR', exact: true });
  await entry.click();
  await expect(page).toHaveURL(/#client_session_error$/);
  await expect(page.locator('[id="client_session_error"]')).toBeInViewport();
});
