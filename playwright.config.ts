import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from './tests/chromium';

/** Port of the production build served for the tests (scripts/serve.ts). */
const PORT = Number(process.env.E2E_PORT ?? 4173);
/**
 * The same site built with Algolia credentials and the test-only fixture pages (build-hosted/),
 * for the hosted-search and fixture tests.
 */
const HOSTED_PORT = PORT + 1;
/** Specs that run against the test build. */
const TEST_BUILD_SPECS = /(hosted-search|test-fixtures)\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A test.only left in by mistake would silently skip the rest of the suite in CI.
  forbidOnly: Boolean(process.env.CI),
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failure in CI keeps its trace (test-results/), for `npx playwright show-trace`.
    trace: process.env.CI ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: OFFLINE_CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: TEST_BUILD_SPECS },
    {
      name: 'test-build',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${HOSTED_PORT}` },
      testMatch: TEST_BUILD_SPECS,
    },
  ],
  webServer: [
    {
      command: `node --import tsx scripts/serve.ts --dir ${process.env.E2E_BUILD_DIR ?? 'build'} --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      command: `node --import tsx scripts/serve.ts --dir ${process.env.E2E_HOSTED_BUILD_DIR ?? 'build-hosted'} --port ${HOSTED_PORT}`,
      url: `http://127.0.0.1:${HOSTED_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
  ],
});
