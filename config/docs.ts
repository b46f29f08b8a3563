import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import { MarkdownExport } from '../plugins/markdown-export';
import remarkDiagrams from '../plugins/diagrams/remark-diagrams';
import remarkSocialCard from '../plugins/social-cards/remark-social-card';
import remarkHeadingBreakPoints from '../plugins/wide-content/remark-heading-break-points';
import rehypeWideContent from '../plugins/wide-content/rehype-wide-content';
import { editUrlOption } from './edit-url';
import { versionsOption } from './versions';

/** Every docs page as Markdown: the docs' MDX compile converts each page, plugins/post-build writes them. */
export const markdownExport = new MarkdownExport();

export const docs = {
  path: 'docs',
  // The current docs are served from the site root, each frozen version under /<name> (config/versions.ts).
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  // File names are routes (e.g. providers/42-school): never strip a number prefix.
  numberPrefixParser: false,
  lastVersion: 'current',
  versions: versionsOption(),
  // The Markdown export first, so that it converts each page as MDX parsed it, before any plugin
  // changes the tree; the headings' break points before Docusaurus builds the table of contents;
  // diagrams become images before Docusaurus's image plugin bundles them.
  beforeDefaultRemarkPlugins: [markdownExport.remarkPlugin, remarkHeadingBreakPoints, remarkDiagrams],
  // Each page's social card after Docusaurus's own plugins, so that its title and table of contents
  // are found as the page wrote them.
  remarkPlugins: [[npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] }], remarkSocialCard],
  // Tables scroll inside their own box; long inline code wraps at slashes and dots (phone widths).
  rehypePlugins: [rehypeWideContent],
  // "Edit this page": from EDIT_URL or the checkout's GitHub/GitLab remote, else none (config/edit-url.ts).
  editUrl: editUrlOption(),
  // "Last updated on …" from git history; a checkout without history builds without dates (config/git.ts).
  showLastUpdateTime: true,
} satisfies DocsOptions;
