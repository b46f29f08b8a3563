/**
 * Tables and code blocks on a 360 px phone: no table cell cuts its content, and a table wider than
 * the screen scrolls in its own labelled box with an edge shadow; a code block's title (a file
 * path) breaks only after a slash or at a space; and on a touch screen, which has no hover, the
 * copy button shows without a tap.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

/** Pages with the widest tables, in both versions, and the longest code titles. */
const TABLE_PAGES = ['/providers/twitter', '/configuration/options', '/configuration/databases', '/v3/adapters/models'];
/** The home page's sample sits in a narrow column; provider pages have the longest titles. */
const TITLE_PAGES = ['/', '/providers/twitter'];
const LONG_TITLE = 'app/api/auth/[...nextauth]/route.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

for (const path of TABLE_PAGES) {
  test(`every table on ${path} reads at 360 px`, async ({ page }) => {
    await open(page, path);
    const faults = await page.evaluate(() => {
      const found: string[] = [];
      const tables = Array.from(document.querySelectorAll('main table'));
      for (const [index, table] of tables.entries()) {
        const name = `table ${index + 1} ("${table.querySelector('th, td')?.textContent.trim()}")`;
        for (const cell of Array.from(table.querySelectorAll('th, td'))) {
          if (cell.scrollWidth > cell.clientWidth + 1) found.push(`${name}: cell "${cell.textContent.trim()}" is cut`);
        }
        if (table.getBoundingClientRect().right <= window.innerWidth) continue;
        // Wider than the screen: it must scroll in a box of its own that says so.
        const box = table.closest<HTMLElement>('.scroll-box');
        if (!box) {
          found.push(`${name} is wider than the screen outside a scroll box`);
          continue;
        }
        const style = getComputedStyle(box);
        if (style.overflowX !== 'auto' || box.scrollWidth <= box.clientWidth)
          found.push(`${name}: its box does not scroll`);
        if (box.tabIndex !== 0 || box.getAttribute('role') !== 'region' || !box.getAttribute('aria-label'))
          found.push(`${name}: its box is not a labelled, focusable region`);
        if (!style.backgroundImage.includes('radial-gradient')) found.push(`${name}: its box shows no edge shadow`);
      }
      return { found, tables: tables.length };
    });
    expect(faults.tables).toBeGreaterThan(0);
    expect(faults.found).toEqual([]);
  });
}

/** A code title's text, split where the browser broke its lines. */
function titleLines(title: Locator): Promise<string[]> {
  return title.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const lines: string[] = [];
    let lastTop = Number.NaN;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let offset = 0; offset < text.length; offset += 1) {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        if (top !== lastTop) lines.push('');
        lines[lines.length - 1] = `${lines.at(-1)}${text[offset]}`;
        lastTop = top;
      }
    }
    return lines;
  });
}

/** Every line but the last must end where a path may break. */
function expectBreaksAtSlashes(lines: string[]): void {
  for (const line of lines.slice(0, -1)) expect(line, lines.join(' | ')).toMatch(/[/ ]$/);
}

for (const path of TITLE_PAGES) {
  test(`the code titles on ${path} break only after a slash`, async ({ page }) => {
    await open(page, path);
    const titles = page.locator('.theme-code-block [class*="codeBlockTitle"]:visible');
    expect(await titles.count()).toBeGreaterThan(0);
    for (const title of await titles.all()) {
      expectBreaksAtSlashes(await titleLines(title));
      expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
  });
}

test('a long code title in a narrow column wraps after a slash', async ({ page }) => {
  await open(page, TITLE_PAGES[1]!);
  const block = page.locator('.theme-code-block', { hasText: LONG_TITLE }).first();
  // As narrow as a code block in a list inside a tab on a small phone.
  await block.evaluate((element) => element.style.setProperty('width', '12rem'));
  const lines = await titleLines(block.locator('[class*="codeBlockTitle"]'));
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.join('')).toBe(LONG_TITLE);
  expectBreaksAtSlashes(lines);
});

test('the copy button shows on a touch screen without a tap', async ({ page }) => {
  await open(page, TITLE_PAGES[1]!);
  expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
  const copy = page.locator('.theme-code-block').first().getByRole('button', { name: /copy/i });
  await expect(copy).toBeVisible();
  await expect(copy).toHaveCSS('opacity', '1');
});
