/**
 * The navbar at every width from 320 to 1,920 px, in steps of 16 px plus the widths where its
 * layout changes: no two items overlap, none is clipped, wraps or sticks out of the bar, each can
 * be reached by pointer (nothing sits under another item), and below 997 px, where Docusaurus
 * switches to the phone menu, every control is a 44 × 44 px target. The phone menu names its
 * external links in visible text, at 44 px tall, with space between items.
 */
import type { Page } from '@playwright/test';
import { MIN_TARGET_PX, navbarFaults } from '../navbar-faults';
import { test, expect, waitForHydration } from './fixtures';

const DOCS_PAGE = '/getting-started/introduction';
/** Docusaurus shows the phone menu up to this width. */
const PHONE_MAX = 996;
/** The mid-width compact layout ends here (src/css/custom.css). */
const COMPACT_MAX = 1279;
const WIDTHS = [
  ...new Set([
    ...Array.from({ length: 101 }, (_, step) => 320 + step * 16),
    PHONE_MAX,
    PHONE_MAX + 1,
    COMPACT_MAX,
    COMPACT_MAX + 1,
  ]),
].sort((a, b) => a - b);

/** What is wrong with the navbar at the current width (tests/navbar-faults.ts). */
function faultsAt(page: Page, isPhone: boolean): Promise<string[]> {
  return page.evaluate(navbarFaults, { isPhone, minTarget: MIN_TARGET_PX });
}

test('the navbar fits every width from 320 to 1,920 px', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(DOCS_PAGE);
  await waitForHydration(page);
  const faults: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // The phone-menu toggle shows exactly when the layout for this width has applied.
    await expect(page.locator('.navbar__toggle')).toBeVisible({ visible: width <= PHONE_MAX });
    for (const fault of await faultsAt(page, width <= PHONE_MAX)) faults.push(`${width} px: ${fault}`);
  }
  expect(faults).toEqual([]);
});

test('the phone menu names its external links and the language, and gives each room', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(DOCS_PAGE);
  await waitForHydration(page);
  await page.getByRole('button', { name: /toggle navigation bar/i }).click();
  const menu = page.locator('.navbar-sidebar');
  // A docs page opens the menu on its sidebar; the site's links are one step back.
  await menu.getByRole('button', { name: /back to main menu/i }).click();
  for (const [visibleName, accessibleName] of [
    ['npm', 'next-auth on npm'],
    ['GitHub', 'NextAuth.js on GitHub'],
  ] as const) {
    const link = menu.getByRole('link', { name: accessibleName });
    await expect(link).toBeVisible();
    await expect(link).toHaveText(visibleName);
    const box = (await link.boundingBox())!;
    expect(box.height, `${visibleName} link height`).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  }
  // One locale: the menu names it in a row, not behind a "Languages" entry that opens onto it alone.
  await expect(menu.getByRole('button', { name: 'Languages' })).toHaveCount(0);
  await expect(menu.locator('.menu__list-item', { has: page.getByRole('img', { name: 'Language' }) })).toHaveText(
    'English',
  );
  const gaps = await menu
    .locator('.menu__list')
    .first()
    .evaluate((list) => {
      const boxes = Array.from(list.children, (item) => item.getBoundingClientRect()).filter((box) => box.height > 0);
      return boxes.slice(1).map((box, index) => box.top - boxes[index]!.bottom);
    });
  expect(gaps.length).toBeGreaterThan(3);
  for (const gap of gaps) expect(gap, 'space between menu items').toBeGreaterThan(0);
});
