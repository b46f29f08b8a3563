import { test, expect, seriousA11yViolations, waitForHydration } from './fixtures';

const SAMPLE = [
  '/',
  '/getting-started/introduction',
  '/configuration/options',
  '/providers/github',
  '/v3/getting-started/introduction',
  '/seo',
];

for (const route of SAMPLE) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${route} has no serious accessibility violation (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(route);
      await waitForHydration(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
}
