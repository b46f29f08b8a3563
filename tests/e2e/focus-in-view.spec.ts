/**
 * Nothing the reader moves to ends up under the sticky navbar: the link focused after "Skip to
 * main content" and Tab, and the heading reached through an in-page link, the table of contents or
 * an address with a #section (how a search result opens a page). The navbar hides while the page
 * scrolls down and comes back on the way up, so the bar counts as shown: what is in view must stay
 * in view when it returns.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

const PAGE = '/configuration/options';
/** A section in the middle of the page, so the page can scroll it to the top. */
const SECTION = 'adapter';
const WIDTHS = [360, 1280];

/** How far below the navbar's bottom (as if shown) the top of an element is; negative is under it. */
function clearanceBelowNavbar(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    const navbar = document.querySelector('.navbar')!;
    // At the top of the page the navbar sits below the announcement bar; once scrolled it sticks
    // at the top of the window, as tall as it is.
    const navbarBottom = Math.max(navbar.getBoundingClientRect().bottom, (navbar as HTMLElement).offsetHeight);
    return element.getBoundingClientRect().top - navbarBottom;
  });
}

/**
 * Waits until the page has scrolled `target` up to just below the navbar: within a line of it,
 * neither under it nor left further down.
 */
async function expectScrolledBelowNavbar(target: Locator): Promise<void> {
  await expect.poll(() => clearanceBelowNavbar(target)).toBeGreaterThanOrEqual(0);
  expect(await clearanceBelowNavbar(target)).toBeLessThan(32);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the link after "Skip to main content" is focused below the navbar', async ({ page }) => {
      await open(page, PAGE);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      await expect(page.locator('main :focus')).toHaveCount(1);
      expect(await clearanceBelowNavbar(focused)).toBeGreaterThanOrEqual(0);
    });

    test('an in-page link scrolls its section below the navbar', async ({ page }) => {
      await open(page, PAGE);
      await page.locator(`.markdown a[href="#${SECTION}"]:not(.hash-link)`).first().click();
      await expect(page).toHaveURL(new RegExp(`#${SECTION}$`));
      await expectScrolledBelowNavbar(page.locator(`[id="${SECTION}"]`));
    });

    test('a table-of-contents entry scrolls its section below the navbar', async ({ page }) => {
      await open(page, PAGE);
      // On narrow screens the table of contents is folded under "On this page".
      const folded = page.getByRole('button', { name: 'On this page' });
      if (await folded.isVisible()) await folded.click();
      await page.locator(`.table-of-contents a[href="#${SECTION}"]:visible`).click();
      await expect(page).toHaveURL(new RegExp(`#${SECTION}$`));
      await expectScrolledBelowNavbar(page.locator(`[id="${SECTION}"]`));
    });

    test('an address with a #section opens it below the navbar', async ({ page }) => {
      await open(page, `${PAGE}#${SECTION}`);
      await expectScrolledBelowNavbar(page.locator(`[id="${SECTION}"]`));
    });
  });
}
