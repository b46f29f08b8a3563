import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import rehypeWideContent from '../plugins/wide-content/rehype-wide-content';

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
  remarkPlugins: [[npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] }]],
  // Tables scroll inside their own box; long inline code wraps at slashes and dots (phone widths).
  rehypePlugins: [rehypeWideContent],
  showLastUpdateTime: false,
} satisfies DocsOptions;
