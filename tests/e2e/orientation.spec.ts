/**
 * Readers keep their place in long sections (plugins/reader-orientation): the desktop sidebar
 * shows the current page's entry without moving the page, and the table of contents neither
 * splits identifiers nor underlines every entry.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, docsSidebar, waitForHydration } from './fixtures';

/** The last provider page: its entry sits far below the sidebar's first screen. */
const FAR_PROVIDER = '/providers/zoom';

const activeEntry = (page: Page) => docsSidebar(page).locator('a.menu__link--active[aria-current="page"]');

/** Whether the entry lies wholly inside the visible box of the sidebar's scroll container. */
function insideSidebarBox(entry: Locator): Promise<boolean> {
  return entry.evaluate((link) => {
    const box = link.closest('nav.menu')!.getBoundingClientRect();
    const rect = link.getBoundingClientRect();
    return rect.height > 0 && rect.top >= box.top && rect.bottom <= box.bottom;
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a provider far down the list opens with its sidebar entry in view and the page at the top', async ({
    page,
  }) => {
    await page.goto(FAR_PROVIDER);
    await waitForHydration(page);
    await expect(activeEntry(page)).toHaveText('Zoom');
    await expect.poll(() => insideSidebarBox(activeEntry(page))).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The sidebar moved, not the focus.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  test('after a client-side move to another provider its entry is in view', async ({ page }) => {
    await page.goto('/providers/');
    await waitForHydration(page);
    const sidebarTop = () => docsSidebar(page).evaluate((nav) => nav.scrollTop);
    expect(await sidebarTop()).toBe(0);
    // A catalogue card, then a sidebar link: both are client-side moves (no new document).
    await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
    await page.locator(`main a[href="${FAR_PROVIDER}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${FAR_PROVIDER}$`));
    // Until the sidebar re-renders, the active entry is still the catalogue's, at the top.
    await expect(activeEntry(page)).toHaveText('Zoom');
    await expect.poll(() => insideSidebarBox(activeEntry(page))).toBe(true);
    expect(await sidebarTop()).toBeGreaterThan(0);

    await docsSidebar(page).getByRole('link', { name: 'Yandex', exact: true }).click();
    await expect(page).toHaveURL(/\/providers\/yandex$/);
    await expect(activeEntry(page)).toHaveText('Yandex');
    await expect.poll(() => insideSidebarBox(activeEntry(page))).toBe(true);
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('the provider list narrows to the entries that hold the typed words, and the filter holds across pages', async ({
    page,
  }) => {
    await page.goto('/providers/github');
    await waitForHydration(page);
    const sidebar = docsSidebar(page);
    const field = sidebar.getByRole('searchbox', { name: 'Filter the providers in the sidebar' });
    const category = field.locator('xpath=ancestor::ul[1]');
    const shownEntries = category.locator(':scope > li:not([hidden]) a');
    const everyEntry = await category.locator(':scope > li a').count();
    expect(everyEntry).toBeGreaterThan(60);

    await field.fill('azure');
    await expect(shownEntries).toHaveText(['Azure AD', 'Azure AD B2C']);
    await expect(sidebar.getByRole('status')).toHaveText(`2 of ${everyEntry}`);
    // Words in any order, spaces and dashes ignored.
    await field.fill('b2c Azure-ad');
    await expect(shownEntries).toHaveText(['Azure AD B2C']);

    await shownEntries.first().click();
    await expect(page).toHaveURL(/\/providers\/azure-ad-b2c$/);
    await expect(field).toHaveValue('b2c Azure-ad');
    await expect(shownEntries).toHaveText(['Azure AD B2C']);

    await field.fill('nothing like it');
    await expect(shownEntries).toHaveCount(0);
    await expect(sidebar.getByRole('status')).toHaveText('No match');
    await field.fill('');
    await expect(shownEntries).toHaveCount(everyEntry);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the page does not move, the menu still opens on the current page, and its provider list narrows', async ({
    page,
  }) => {
    await page.goto(FAR_PROVIDER);
    await waitForHydration(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const panel = page.locator('.navbar-sidebar');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Zoom', exact: true })).toHaveAttribute('aria-current', 'page');
    // The menu's provider list narrows as the reader types, too.
    const field = panel.getByRole('searchbox', { name: 'Filter the providers in the sidebar' });
    await field.fill('yand');
    await expect(field.locator('xpath=ancestor::ul[1]').locator(':scope > li:not([hidden]) a')).toHaveText(['Yandex']);
    await panel.getByRole('link', { name: 'Yandex', exact: true }).click();
    await expect(page).toHaveURL(/\/providers\/yandex$/);
    await expect(panel).toBeHidden();
  });
});

test.describe('the table of contents on /errors', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('wraps identifiers only after an underscore, inside its column, and underlines an entry only when pointed at', async ({
    page,
  }) => {
    await page.goto('/errors');
    await waitForHydration(page);
    const toc = page.locator('.theme-doc-toc-desktop .table-of-contents');
    const links = toc.locator('.table-of-contents__link');
    const entries = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => {
        const linesOf = (node: Node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        };
        // The <wbr> break points separate the text nodes: a text node on two lines is a word split.
        const pieces = [...anchor.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
        return {
          text: anchor.textContent,
          lines: linesOf(anchor),
          splitPieces: pieces.filter((piece) => linesOf(piece) > 1).map((piece) => piece.textContent),
        };
      }),
    );
    const identifiers = entries.filter(({ text }) => /^\w+$/.test(text) && text.includes('_'));
    expect(identifiers.map(({ text }) => text)).toContain('CALLBACK_CREDENTIALS_HANDLER_ERROR');
    // The longest ones need two lines at this width, so the check below has breaks to look at.
    expect(identifiers.filter(({ lines }) => lines > 1).length).toBeGreaterThan(3);
    expect(identifiers.filter(({ splitPieces }) => splitPieces.length > 0)).toEqual([]);
    // Nothing runs out of the column, so nothing is hidden until scrolled sideways.
    expect(await toc.evaluate((list) => list.scrollWidth - list.clientWidth)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

    const entry = links.filter({ hasText: 'OAUTH_CALLBACK_HANDLER_ERROR' });
    const underline = () => entry.evaluate((link) => getComputedStyle(link).textDecorationLine);
    expect(await underline()).toBe('none');
    await entry.hover();
    await expect.poll(underline).toBe('underline');
  });
});
