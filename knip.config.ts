import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies (`npm run lint:unused`, part of `npm run lint`). The
 * entry points are the ones Docusaurus, the scripts and the test runners load by path.
 */
export default {
  entry: [
    'plugins/*/index.ts',
    'plugins/*/theme/**/*.{ts,tsx}',
    'src/theme/**/*.{ts,tsx}',
    'src/pages/**/*.{ts,tsx}',
    'src/clientModules/*.ts',
    // Browser modules plugins/page-start puts in place of Docusaurus's (and of react-helmet-async) by path.
    'plugins/page-start/client/*.{ts,tsx}',
    // Client modules their plugin registers by path (getClientModules).
    'plugins/reader-orientation/reveal-active-sidebar-item.ts',
    'plugins/reader-orientation/sidebar-filter.ts',
    'scripts/*.{ts,mts,mjs}',
    'tests/**/*.{test,spec}.ts',
    'plugins/**/*.test.ts',
    // The fixture site tests/build/build-errors.test.ts builds, one defect at a time.
    'tests/fixtures/site/**/*.{ts,tsx}',
  ],
  project: ['**/*.{ts,tsx,mts,mjs}', 'docs/**/*.mdx', 'versioned_docs/**/*.mdx'],
  // Pages import components (`import SecretGenerator from '@site/src/components/SecretGenerator'`).
  compilers: { mdx: true },
  ignore: ['tools/**', 'examples/**'],
  ignoreDependencies: [
    // Used by path or by binary: vnu.jar by scripts/check-html.ts, lhci by scripts/lighthouse.ts.
    'vnu-jar',
    '@lhci/cli',
    // Types for mailparser and smtp-server, which scripts/lib/mailbox.ts imports.
    '@types/mailparser',
    '@types/smtp-server',
    // Imported from an example cell's own node_modules (scripts/lib/example-flows.ts), not this project's.
    'better-sqlite3',
    'next-auth',
    // A Docusaurus client API (the core's alias, like @docusaurus/Link) missing from knip's list of them.
    '@docusaurus/ErrorBoundary',
  ],
  // The Nu Html Checker runs on Java (scripts/check-html.ts; .ci/run installs it).
  ignoreBinaries: ['java'],
} satisfies KnipConfig;
