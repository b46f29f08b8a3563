/**
 * "Copy page" beside every docs page's title (plugins/markdown-export/theme/CopyPage): it puts the
 * page's served Markdown on the clipboard, says so to screen readers, fails visibly, and its menu
 * opens the Markdown form and closes with Escape.
 */
import { test, expect, waitForHydration } from './fixtures';

const ROUTE = '/configuration/options';

test.describe('Copy page', () => {
  test('puts exactly the served Markdown on the clipboard and says "Copied"', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(ROUTE);
    await waitForHydration(page);
    const served = await (await page.request.get(`${ROUTE}.md`)).text();
    expect(served).toMatch(/^# Options\n/);

    const markdownRequest = page.waitForRequest((request) => request.url().endsWith(`${ROUTE}.md`));
    await page.getByRole('button', { name: 'Copy page' }).click();
    await markdownRequest;
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(served);
  });

  test('works from the keyboard, and its menu opens the Markdown form in a new tab', async ({ page }) => {
    await page.goto('/v3/faq');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'More ways to take this page' });
    await toggle.focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const view = page.getByRole('link', { name: 'View as Markdown' });
    await expect(view).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(view).toBeFocused();
    // It opens in a new tab, and the docs page stays where the reader was.
    const [markdownTab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
    await expect(markdownTab).toHaveURL(/\/v3\/faq\.md$/);
    await expect(markdownTab.locator('body')).toContainText('# FAQ\n\nSource: ');
    await expect(page).toHaveURL(/\/v3\/faq$/);
  });

  test('says so, visibly, when the clipboard is refused', async ({ page }) => {
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', { value: { write: refuse, writeText: refuse } });
    });
    await page.goto(ROUTE);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('alert')).toContainText('Could not copy the page (Write permission denied.)');
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible();
  });
});
