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

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the page controls above the title are outlined, never brighter than the text', async ({ page }) => {
    await page.goto('/getting-started/introduction');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const controls = [
      page.getByRole('button', { name: 'Copy page' }),
      page.getByRole('button', { name: 'More ways to take this page' }),
      page.locator('.theme-doc-version-badge'),
    ];
    for (const control of controls) {
      await control.hover();
      const { background, text } = await control.evaluate((element) => {
        // Relative luminance (WCAG) of a computed rgb()/rgba() color, and its alpha.
        const parse = (color: string) => {
          const [r, g, b, a = 1] = color.match(/[\d.]+/g)!.map(Number);
          const linear = (channel: number) => {
            const c = channel / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          };
          return { luminance: 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!), alpha: a };
        };
        const style = getComputedStyle(element);
        return { background: parse(style.backgroundColor), text: parse(style.color) };
      });
      // Transparent, or a dark fill even while pointed at; its text as light as the page's.
      expect(background.alpha === 0 || background.luminance < 0.1, `${String(control)} background`).toBe(true);
      expect(text.luminance).toBeGreaterThan(0.5);
    }
  });
});
