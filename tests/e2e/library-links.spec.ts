/**
 * The links next-auth 3 prints and documents point at the site root, which serves the current
 * docs. Opened in the browser, each one either scrolls to its section on the current page
 * (redirects included), or, when that page has no such section, offers the section of the v3 docs
 * (wherever config/versions.ts puts them), which the offer's link reaches.
 * The offer moves nothing on the page. (tests/build/library-links.test.ts checks every link of both
 * packages against the built files.)
 */
import { frozenVersions, versionLabelled } from '../../config/versions';
import { libraryLinks } from '../unit/next-auth-packages';
import { test, expect, seriousA11yViolations, waitForHydration, recordLayoutShift } from './fixtures';

const V3 = versionLabelled('v3');
const V3_CODE_LINK = '/errors#client_use_session_error';
const offer = (page: import('@playwright/test').Page) =>
  page.getByRole('complementary', { name: `Section in the ${V3.label} docs` });

const v3SectionLinks = libraryLinks('v3')
  .map(({ url }) => new URL(url))
  .filter((url) => url.hash)
  .map((url) => `${url.pathname}${url.hash}`);

test('next-auth 3 links with a section are all checked here', () => {
  expect(v3SectionLinks.length).toBeGreaterThan(20);
  expect(v3SectionLinks).toContain(V3_CODE_LINK);
});

for (const link of v3SectionLinks) {
  test(`next-auth 3 link ${link} reaches its section`, async ({ page }) => {
    const id = decodeURIComponent(link.split('#')[1]!);
    const section = page.locator(`[id="${id}"]`);
    await page.goto(link);
    await waitForHydration(page);

    if ((await section.count()) > 0) {
      // The v4 page has the section: the browser scrolls to it, and nothing is offered.
      await expect(section).toBeInViewport();
      await expect(offer(page)).toHaveCount(0);
      return;
    }
    const readInV3 = offer(page).getByRole('link', { name: `Read it in the ${V3.label} docs` });
    await expect(readInV3).toBeVisible();
    await readInV3.click();
    await expect(page).toHaveURL(new RegExp(`${V3.routePrefix}/.*#${id}$`));
    await expect(section).toBeInViewport();
    await expect(offer(page)).toHaveCount(0);
  });
}

test('the v3 offer names the code, shifts nothing and passes axe', async ({ page }) => {
  const layoutShift = await recordLayoutShift(page);
  await page.goto(V3_CODE_LINK);
  await waitForHydration(page);
  await expect(offer(page)).toContainText('CLIENT_USE_SESSION_ERROR is a NextAuth.js v3 code');
  await expect(offer(page).getByRole('link')).toHaveAttribute('href', `${V3.routePrefix}${V3_CODE_LINK}`);
  expect(await offer(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  expect(await layoutShift()).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the offer goes away when dismissed or when the reader moves on', async ({ page }) => {
  await page.goto(V3_CODE_LINK);
  await waitForHydration(page);
  await offer(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(offer(page)).toHaveCount(0);

  await page.goto('/warnings#signin_callback_reject_redirect');
  await expect(offer(page)).toBeVisible();
  // A section of the current page, reached by an in-page link: the offer leaves and the page scrolls.
  await page.locator('.table-of-contents a').first().click();
  await expect(offer(page)).toHaveCount(0);
});

test('a section link of the current docs scrolls as usual and offers nothing', async ({ page }) => {
  await page.goto('/getting-started/client#update-session');
  await waitForHydration(page);
  await expect(page.locator('[id="update-session"]')).toBeInViewport();
  await expect(offer(page)).toHaveCount(0);
});

test("a hash that no version has offers nothing and requests only each frozen version's page", async ({ page }) => {
  // Newest first, each after the one before has answered.
  const counterparts = frozenVersions().map(({ routePrefix }) => `${routePrefix}/errors`);
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') lookups.push(new URL(request.url()).pathname);
  });
  const lookedUp = page.waitForResponse((response) => new URL(response.url()).pathname === counterparts.at(-1));
  await page.goto('/errors#no_such_code');
  await waitForHydration(page);
  await (await lookedUp).finished();
  // The lookup's answer is handled within a task of its arrival; a frame later it has been.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(offer(page)).toHaveCount(0);
  expect(lookups).toEqual(counterparts);
});
