import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import { INCLUDE_TEST_FIXTURES } from './env';

export const docs = {
  path: 'docs',
  // v4 is served from the site root; v3 from /v3.
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  // File names are routes (e.g. providers/42-school): never strip a number prefix.
  numberPrefixParser: false,
  lastVersion: 'current',
  versions: {
    current: { label: 'v4', path: '' },
    v3: { label: 'v3', path: 'v3', banner: 'unmaintained' },
  },
  exclude: INCLUDE_TEST_FIXTURES ? [] : ['**/_test-fixtures/**'],
  remarkPlugins: [[npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] }]],
  showLastUpdateTime: false,
} satisfies DocsOptions;
