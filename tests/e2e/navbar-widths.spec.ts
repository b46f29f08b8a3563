/**
 * The navbar at every width from 320 to 1,920 px, in steps of 16 px plus the widths where its
 * layout changes: no two items overlap, none is clipped, wraps or sticks out of the bar, each can
 * be reached by pointer (nothing sits under another item), and below 997 px, where Docusaurus
 * switches to the phone menu, every control is a 44 × 44 px target. The phone menu names its
 * external links in visible text, at 44 px tall, with space between items.
 */
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

const DOCS_PAGE = '/getting-started/introduction';
/** Docusaurus shows the phone menu up to this width. */
const PHONE_MAX = 996;
/** The mid-width compact layout ends here (src/css/custom.css). */
const COMPACT_MAX = 1279;
const MIN_TARGET_PX = 44;
const WIDTHS = [
  ...new Set([
    ...Array.from({ length: 101 }, (_, step) => 320 + step * 16),
    PHONE_MAX,
    PHONE_MAX + 1,
    COMPACT_MAX,
    COMPACT_MAX + 1,
  ]),
].sort((a, b) => a - b);

/** What is wrong with the navbar at the current width, one line per fault. */
async function navbarFaults(page: Page, isPhone: boolean): Promise<string[]> {
  return page.evaluate(
    ({ isPhone, minTarget }) => {
      const faults: string[] = [];
      const bar = document.querySelector('.navbar__inner')!.getBoundingClientRect();
      const name = (element: Element) =>
        `<${element.localName}.${element.classList[0] ?? ''}> "${(element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 20)}"`;
      // The bar's own items: the toggle, the brand, the links and dropdowns, search, the theme switch.
      const visible = (element: Element) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      const items = Array.from(document.querySelectorAll('.navbar__items > *')).filter(visible);
      const boxes = items.map((element) => element.getBoundingClientRect());
      // A block's content taller than a line and a quarter holds two lines (a wrapped caret too).
      const wraps = (element: Element) => {
        const style = getComputedStyle(element);
        if (/flex|grid/.test(style.display)) return false;
        const content = element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return content > 1.25 * parseFloat(style.lineHeight);
      };

      items.forEach((element, index) => {
        const box = boxes[index]!;
        if (
          box.left < bar.left - 0.5 ||
          box.right > bar.right + 0.5 ||
          box.top < bar.top - 0.5 ||
          box.bottom > bar.bottom + 0.5
        )
          faults.push(`${name(element)} sticks out of the navbar`);
        if (box.right > window.innerWidth) faults.push(`${name(element)} sticks out of the viewport`);
        for (let other = index + 1; other < items.length; other++) {
          const otherBox = boxes[other]!;
          const overlap =
            Math.min(box.right, otherBox.right) - Math.max(box.left, otherBox.left) > 0.5 &&
            Math.min(box.bottom, otherBox.bottom) - Math.max(box.top, otherBox.top) > 0.5;
          if (overlap) faults.push(`${name(element)} overlaps ${name(items[other]!)}`);
        }
        // Text boxes only: a dropdown's hidden menu overflows its item by design.
        const texts = [element, ...Array.from(element.querySelectorAll('.navbar__link, .navbar__title'))].filter(
          (text) => !text.matches('.dropdown') && visible(text),
        );
        for (const text of texts) {
          if (text.scrollWidth > text.clientWidth + 1 && text.clientWidth > 0) faults.push(`${name(text)} is clipped`);
        }
        const controls = element.matches('a, button') ? [element] : Array.from(element.querySelectorAll('a, button'));
        for (const link of controls.filter(visible)) {
          const linkBox = link.getBoundingClientRect();
          if (wraps(link)) faults.push(`${name(link)} wraps (${Math.round(linkBox.height)} px tall)`);
          const hit = document.elementFromPoint(linkBox.left + linkBox.width / 2, linkBox.top + linkBox.height / 2);
          if (!hit || !link.contains(hit)) faults.push(`${name(link)} is covered by ${hit ? name(hit) : 'nothing'}`);
          if (isPhone && (linkBox.width < minTarget - 0.5 || linkBox.height < minTarget - 0.5))
            faults.push(`${name(link)} is ${Math.round(linkBox.width)} × ${Math.round(linkBox.height)} px`);
        }
      });
      return faults;
    },
    { isPhone, minTarget: MIN_TARGET_PX },
  );
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
    for (const fault of await navbarFaults(page, width <= PHONE_MAX)) faults.push(`${width} px: ${fault}`);
  }
  expect(faults).toEqual([]);
});

test('the phone menu names its external links and gives each room', async ({ page }) => {
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
