import { defineConfig } from 'vitest/config';

/**
 * The WebKit and Firefox smoke suite (npm run test:engines): one test file per engine, each
 * starting its browser once. Separate from the unit tests, which need no browser.
 */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/serve.ts'],
    testTimeout: 30_000,
    // Starting WebKit may take up to three attempts (see SESSION_ATTEMPTS in tests/engines/browsers.ts).
    hookTimeout: 120_000,
  },
});
