import { defineConfig } from 'vitest/config';

// Tests that build a whole copy of the site (minutes each): `npm run test:build`, after `npm run build`.
export default defineConfig({
  test: {
    include: ['tests/versions/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
