/**
 * Runs against the test build (build-hosted/, built with DOCS_TEST_FIXTURES=1), which also routes
 * the pages of src/pages/_test-fixtures/.
 */
import { test, expect, waitForHydration } from './fixtures';

test('a page that throws while rendering shows the crash screen, and Try again renders it again', async ({
  page,
  problems,
}) => {
  // React reports the error it caught; the crash screen is the behaviour under test.
  problems.allow(/threw while rendering, on purpose/);
  await page.goto('/_test-fixtures/crash');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Render the fragile content' }).click();

  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await expect(page.getByText('The test fixture threw while rendering, on purpose.')).toBeVisible();
  await page.evaluate(() => ((window as { crashFixtureFixed?: boolean }).crashFixtureFixed = true));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Rendered again after the crash.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
});
