/**
 * The home page as a newcomer meets it (issue 43 goal 9): a one-line promise, the primary action to
 * the runnable example, a copyable install for each package manager, the two-file sample in the
 * first screen of a laptop, and the answer to "v4 or Auth.js v5?".
 */
import { expect, test, waitForHydration } from './fixtures';

test.describe('home page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('on a 1280 × 800 laptop the promise is one line and both sample files start in the first screen', async ({
    page,
  }) => {
    await page.goto('/');
    const tagline = page.getByText(/^Sign-in for Next\.js apps:/);
    const lineHeight = await tagline.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await tagline.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);

    const samples = page.getByRole('region', { name: 'Sign-in in two files' }).locator('pre');
    await expect(samples).toHaveCount(2);
    for (const sample of await samples.all()) {
      // At least 240 px of each file (about a dozen lines) show without scrolling.
      expect((await sample.boundingBox())?.y).toBeLessThanOrEqual(800 - 240);
    }
  });

  test('the primary action leads to the runnable example', async ({ page }) => {
    await page.goto('/');
    const primary = page.getByRole('link', { name: 'Run the example' });
    await expect(primary).toHaveClass(/button--primary/);
    await waitForHydration(page);
    await primary.click();
    await expect(page).toHaveURL(/\/getting-started\/example$/);
  });

  test("the install command copies the chosen package manager's command, and the docs keep that choice", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await waitForHydration(page);
    const install = page.locator('header .tabs-container');
    await install.getByRole('tab', { name: 'pnpm' }).click();
    const panel = install.getByRole('tabpanel').filter({ visible: true });
    await expect(panel).toHaveText('pnpm add next-auth');
    await panel.getByRole('button', { name: 'Copy code to clipboard' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('pnpm add next-auth');

    await page.goto('/getting-started/example');
    await expect(page.getByRole('tab', { name: 'pnpm', selected: true }).first()).toBeVisible();
  });

  test('"v4 or Auth.js v5?" links to the answer in the FAQ', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'v4 or Auth.js v5?' })
      .getByRole('link', { name: 'Which one to choose' })
      .click();
    await expect(page).toHaveURL(/\/faq#v4-or-authjs-v5$/);
    await expect(page.getByRole('heading', { name: 'Should I use v4 or Auth.js v5?' })).toBeInViewport();
  });

  test('task cards lead to adding a provider, protecting a page, a database and deploying', async ({ page }) => {
    await page.goto('/');
    const tasks = page.getByRole('region', { name: 'Common tasks' });
    await expect(tasks.getByRole('link')).toHaveText(['Add a provider', 'Protect a page', 'Use a database', 'Deploy']);
  });
});

test.describe('home page in dark mode', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 1280, height: 800 } });

  test('the primary action is the one filled button; the secondary one is outlined', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = (name: string) =>
      page.getByRole('link', { name }).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background('Browse providers')).toBe('rgba(0, 0, 0, 0)');
    expect(await background('Run the example')).not.toBe('rgba(0, 0, 0, 0)');
  });
});
