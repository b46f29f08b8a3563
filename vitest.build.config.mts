import { defineConfig } from 'vitest/config';

/**
 * Tests that need a production build or make their own (`npm run test:build`, after `npm run
 * build`): the built site's server, delivery files, search ranking and library links, the fixture
 * sites that must fail to build, and `docs:version` on a copy of the project. The unit tests
 * (vitest.config.mts) need neither and run in seconds.
 */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
