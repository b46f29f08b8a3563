import { currentVersion, docsVersions, frozenVersions } from '../../config/versions';
import { test, expect, chooseDarkMode, docsSidebar, waitForHydration } from './fixtures';

test.describe('navbar', () => {
  test('shows its items, the external links named for what they open @next-docusaurus', async ({ page }) => {
    await page.goto('/getting-started/introduction');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'NextAuth.js' }).first()).toBeVisible();
    for (const name of ['Tutorials', 'FAQ', 'Security']) {
      await expect(navbar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(navbar.getByRole('link', { name: 'next-auth on npm' })).toHaveAttribute(
      'href',
      'https://www.npmjs.com/package/next-auth',
    );
    await expect(navbar.getByRole('link', { name: 'NextAuth.js on GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/nextauthjs/next-auth',
    );
    await expect(navbar.getByRole('button', { name: /Search/ })).toBeVisible();
  });

  test('the Documentation dropdown opens and leads to its pages', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const dropdown = page.locator('.navbar__item.dropdown', { hasText: 'Documentation' });
    await dropdown.hover();
    await expect(dropdown.getByRole('link', { name: 'Configuration' })).toBeVisible();
    await dropdown.getByRole('link', { name: 'Getting started' }).click();
    await expect(page).toHaveURL(/\/getting-started\/introduction$/);
  });

  test('the Documentation dropdown marks only the section being read', async ({ page }) => {
    const cases = [
      ['/getting-started/introduction', 'Getting started'],
      ['/configuration/callbacks', 'Configuration'],
      ['/providers/github', 'Providers'],
      ['/errors', 'Errors'],
      ...frozenVersions().map(({ routePrefix }) => [`${routePrefix}/configuration/callbacks`, 'Configuration']),
    ];
    for (const [route, section] of cases) {
      await page.goto(route!);
      await waitForHydration(page);
      const dropdown = page.locator('.navbar__item.dropdown', { hasText: 'Documentation' });
      const active = await dropdown.locator('a.dropdown__link--active').allTextContents();
      expect(active, route).toEqual([section]);
    }
  });

  test('the version dropdown lists every docs version and all releases', async ({ page }) => {
    await page.goto('/getting-started/introduction');
    await waitForHydration(page);
    const [current, ...frozen] = docsVersions();
    const dropdown = page.locator('.navbar__item.dropdown', { hasText: current!.label });
    await dropdown.hover();
    for (const { label } of [current!, ...frozen]) {
      await expect(dropdown.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(dropdown.getByRole('link', { name: 'All releases' })).toHaveAttribute(
      'href',
      'https://github.com/nextauthjs/next-auth/releases',
    );
  });

  test('the locale dropdown offers English', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const dropdown = page.locator('.navbar__item.dropdown', { hasText: 'English' });
    await dropdown.hover();
    await expect(dropdown.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en-US');
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
  });

  test('Tutorials opens the tutorials sidebar', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tutorials', exact: true }).click();
    await expect(page).toHaveURL(/\/tutorials\/?$/);
    await expect(docsSidebar(page).getByRole('link', { name: /Securing pages/i })).toBeVisible();
  });
});

test.describe('versions', () => {
  test('switching version keeps the page and is remembered @next-docusaurus', async ({ page }) => {
    await page.goto('/getting-started/client');
    await waitForHydration(page);
    const current = currentVersion();
    const older = frozenVersions()[0];
    const dropdown = page.locator('.navbar__item.dropdown', { hasText: current.label });
    await dropdown.hover();
    await dropdown.getByRole('link', { name: older!.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${older!.routePrefix}/getting-started/client$`));
    if (older!.facts.banner === 'unmaintained') {
      await expect(page.locator('.theme-doc-version-banner')).toContainText('is no longer maintained.');
    }
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(older!.name);

    const back = page.locator('.navbar__item.dropdown', { hasText: older!.label });
    await back.hover();
    await back.getByRole('link', { name: current.label, exact: true }).click();
    await expect(page).toHaveURL(/\/getting-started\/client$/);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    // Rendered in the browser after two client-side navigations, from the docs plugin's global data
    // that main.js carries: the same page in every version.
    for (const { label, routePrefix } of frozenVersions()) {
      await expect(dropdown.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        `${routePrefix}/getting-started/client`,
      );
    }
  });
});

test.describe('announcement bar', () => {
  test('names Auth.js and stays closed after a reload', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('banner').filter({ hasText: 'is turning into' });
    await expect(bar.getByRole('link', { name: 'Auth.js' })).toHaveAttribute('href', 'https://authjs.dev');
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('banner').filter({ hasText: 'is turning into' })).toHaveCount(0);
  });
});

test.describe('color mode', () => {
  test('is light by default and the toggle switches and persists it @next-docusaurus', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await chooseDarkMode(page);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('follows the system preference', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/getting-started/introduction');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });
});

test.describe('footer', () => {
  test('has the three columns and the 2023 copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const title of ['About', 'Download', 'Acknowledgements'])
      await expect(footer.getByText(title, { exact: true })).toBeVisible();
    await expect(footer).toContainText('© 2023');
  });
});
