// @ts-check
/**
 * Mutation testing of the pure modules (`npm run test:mutation`; contributing/mutation-testing.md
 * says what it finds and which survivors are equivalent). Each entry pairs a module with the unit
 * tests written for it; to cover one more module, add one entry.
 */
const MODULES = [
  { module: 'src/components/CallbackUrl/callback-url.ts', tests: ['tests/unit/callback-url.test.ts'] },
  { module: 'plugins/search/client/terms.ts', tests: ['tests/unit/search-terms.test.ts'] },
  { module: 'plugins/search/client/page-rank.ts', tests: ['tests/unit/search-page-rank.test.ts'] },
  { module: 'config/redirects.ts', tests: ['tests/unit/redirects.test.ts'] },
  { module: 'config/versions.ts', tests: ['tests/unit/versions.test.ts'] },
  { module: 'plugins/front-matter-check/schema.ts', tests: ['tests/unit/front-matter.test.ts'] },
  { module: 'plugins/delivery/paths.ts', tests: ['tests/unit/server-paths.test.ts'] },
];

const OWNING_TESTS = [...new Set(MODULES.flatMap(({ tests }) => tests))];

// Stryker's options type, through the package this project depends on (@stryker-mutator/api is only its dependency).
/** @type {ConstructorParameters<typeof import('@stryker-mutator/core').Stryker>[0]} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.mts' },
  // Runs each mutant against only the tests that reach it.
  coverageAnalysis: 'perTest',
  mutate: MODULES.map(({ module }) => module),
  ignorePatterns: [
    // Build output and reports: large, and no unit test reads them.
    'build*/',
    '.docusaurus/',
    'test-results/',
    'playwright-report/',
    'blob-report/',
    'examples/',
    // The sandbox holds only the owning tests, so the unit config finds no others. (Stryker's
    // `testFiles` option would select them too, but then 9.6 activates a mutant of a module's
    // top-level values after the module has loaded, and every such mutant survives:
    // stryker-mutator/stryker-js#6144.)
    'plugins/**/*.test.ts',
    'tests/*',
    '!tests/unit/',
    'tests/unit/*',
    ...OWNING_TESTS.map((file) => `!${file}`),
  ],
  tempDirName: '.stryker-tmp',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: 85 },
};
