import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';

// The required route list, copied into the project from the product spec.
const ROUTES = readFileSync(path.join(process.cwd(), 'tests/routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);

test('every required route answers 200 with real content', async ({ request }) => {
  const failures: string[] = [];
  for (const route of ROUTES) {
    const response = await request.get(route, { maxRedirects: 0 });
    if (response.status() !== 200) {
      failures.push(`${route}: HTTP ${response.status()}`);
      continue;
    }
    const html = await response.text();
    const main =
      /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? /<article[^>]*>([\s\S]*)<\/article>/.exec(html)?.[1] ?? '';
    const text = main
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    if (!/<h1/.test(html)) failures.push(`${route}: no <h1>`);
    if (route !== '/search' && text.length < 200) failures.push(`${route}: only ${text.length} characters of text`);
    if (/Page Not Found/.test(html) && route !== '/search') failures.push(`${route}: renders the not-found page`);
  }
  expect(failures).toEqual([]);
  expect(ROUTES.length).toBeGreaterThanOrEqual(191);
});

test('an unknown path shows the not-found page with status 404', async ({ page, problems }) => {
  problems.allow(/404 \(Not Found\)/);
  problems.allow(/definitely-not-a-page/);
  const response = await page.goto('/definitely-not-a-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('the test-only fixture pages are not in the production build', async ({ request }) => {
  const response = await request.get('/_test-fixtures/crash');
  expect(response.status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('_test-fixtures');
});
