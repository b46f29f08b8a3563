/**
 * Visual checks: key pages at phone and desktop width, in both color modes, compared with the
 * committed baselines in visual.spec.ts-snapshots/ (contributing/testing.md, "Screenshot baselines", says how to
 * update them). Text is set in fonts named here, DejaVu Sans and Liberation Mono (Debian's
 * fonts-dejavu-core and fonts-liberation, which .ci/run installs), instead of the site's system
 * font stacks, so a shot does not depend on what a machine's `system-ui` resolves to.
 * Animations are off and the caret hidden (Playwright's defaults for these options, set here).
 */
import type { Page } from '@playwright/test';
import { frozenVersions, startPageOf } from '../../config/versions';
import { test, expect, waitForHydration, FIRST_SEARCH_ANSWER_MS } from './fixtures';

const FIXED_FONTS = `:root {
  --ifm-font-family-base: 'DejaVu Sans', sans-serif !important;
  --ifm-font-family-monospace: 'Liberation Mono', monospace !important;
}`;

/**
 * The page, what shows it is ready beyond hydration, and the part of it to bring to the top of the
 * screen (below the navbar) when the first screen would not show it.
 */
const PAGES: { name: string; route: string; ready?: (page: Page) => Promise<void>; show?: string }[] = [
  { name: 'home', route: '/' },
  { name: 'getting-started', route: '/getting-started/introduction' },
  { name: 'provider', route: '/providers/github', show: '[aria-label="Provider facts"]' },
  {
    name: 'catalogue',
    route: '/providers/',
    show: '[aria-label="Provider catalogue"]',
    // Every card's logo is drawn from one sprite file.
    ready: (page) => page.waitForResponse(/provider-logos\.[0-9a-f]+\.svg/).then(() => undefined),
  },
  {
    name: 'search',
    route: '/search?q=session',
    ready: (page) => expect(page.locator('main ol li').first()).toBeVisible({ timeout: FIRST_SEARCH_ANSWER_MS }),
  },
  // Named by label, so each frozen version has its own screenshots.
  ...frozenVersions().map((version) => ({ name: version.label, route: startPageOf(version) })),
];
const WIDTHS = [
  { width: 360, height: 740, isMobile: true },
  { width: 1280, height: 800, isMobile: false },
];

for (const { width, height, isMobile } of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height }, isMobile, hasTouch: isMobile, deviceScaleFactor: 1 });
    for (const { name, route, ready, show } of PAGES) {
      for (const scheme of ['light', 'dark'] as const) {
        test(`${name}, ${scheme}`, async ({ page }) => {
          await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
          const loaded = ready?.(page);
          await page.goto(route);
          await waitForHydration(page);
          await loaded;
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          await page.addStyleTag({ content: FIXED_FONTS });
          await page.evaluate(() => document.fonts.ready);
          if (show) {
            await page.locator(show).evaluate((element) => {
              const navbarHeight = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
              const top = element.getBoundingClientRect().top + window.scrollY - navbarHeight - 16;
              window.scrollTo({ top, behavior: 'instant' });
            });
          }
          await expect(page).toHaveScreenshot(`${name}-${width}-${scheme}.png`, {
            // The home page in full, to show both code samples; elsewhere the first screen.
            fullPage: name === 'home',
            animations: 'disabled',
            caret: 'hide',
            // Anti-aliasing may differ by a few pixels; a layout change moves thousands.
            maxDiffPixels: 50,
          });
        });
      }
    }
  });
}
