import { frozenVersions, startPageOf } from '../../config/versions';
import { test, expect, seriousA11yViolations, waitForHydration } from './fixtures';

const SAMPLE = [
  '/',
  '/getting-started/introduction',
  '/configuration/options',
  '/providers/github',
  ...frozenVersions().map(startPageOf),
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

test('the check reports a serious violation when a page has one', async ({ page }) => {
  await page.goto('/getting-started/introduction');
  await waitForHydration(page);
  // An image without alternative text, and text below 4.5:1 contrast.
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('afterbegin', '<img src="/img/logo.svg" width="10" height="10">');
    main.insertAdjacentHTML('afterbegin', '<p style="color:#bbb;background:#fff">Faint words</p>');
  });
  const violations = await seriousA11yViolations(page);
  expect(violations.some((violation) => violation.startsWith('image-alt:'))).toBe(true);
  expect(violations.some((violation) => violation.startsWith('color-contrast:'))).toBe(true);
  const withoutContrast = await seriousA11yViolations(page, { skipContrast: true });
  expect(withoutContrast.some((violation) => violation.startsWith('color-contrast:'))).toBe(false);
});
