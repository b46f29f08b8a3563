import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { announcementBar } from './config/announcement';
import { docs, markdownExport } from './config/docs';
import { BASE_URL, HOSTED_SEARCH, SITE_URL } from './config/env';
import { footer } from './config/footer';
import { insideGitWorktree } from './config/git';
import { i18n } from './config/i18n';
import { navbar } from './config/navbar';
import { pages } from './config/pages';
import { prism } from './config/prism';
import { oldAddressesOf, REDIRECTS } from './config/redirects';
import { search } from './config/search';
import { clientVersions } from './config/versions';
import { SSR_TEMPLATE } from './plugins/page-start/ssr-template';

const config: Config = {
  title: 'NextAuth.js',
  tagline: 'Authentication for Next.js: OAuth, email and credentials sign-in with your own database or none.',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  organizationName: 'nextauthjs',
  projectName: 'next-auth',
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // Explicit heading ids ("### CODE {#code}") give error codes and options stable anchors.
    mdx1Compat: { comments: false, admonitions: true, headingIds: true },
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },
  // "Last updated" dates from git history, read once; outside a git work tree, none (config/git.ts).
  future: {
    v4: true,
    // Everything `faster: true` turns on but two. Rspack's persistent cache held some 200 MB more
    // through the static rendering and saves nothing on a cold build (CI's, every deploy's);
    // without it a warm local build bundles as slowly as a cold one, and every page is compiled,
    // which the Markdown export needs (plugins/markdown-export). And the pages render in the
    // build's own thread, not in worker threads: each loaded the whole server bundle (some 150 MB
    // more), and rendering took no longer in one thread, since the other core is busy meanwhile
    // with the HTML minifier and plugins/post-build's compression.
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: false,
      ssgWorkerThreads: false,
      gitEagerVcs: true,
    },
    experimental_vcs: insideGitWorktree(__dirname),
  },
  // Plain storage keys (theme, docs-preferred-version-default, ...), not namespaced per site: a
  // reader's saved color mode and docs version keep the names they were saved under.
  storage: { type: 'localStorage', namespace: false },
  i18n,
  // Docusaurus's page template, except that the scripts start after the first paint (plugins/page-start).
  ssrTemplate: SSR_TEMPLATE,
  presets: [
    [
      'classic',
      {
        // The docs plugin is registered below, wrapped (plugins/docs).
        docs: false,
        blog: false,
        pages,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { ignorePatterns: ['/seo', '/search', '/_test-fixtures/**'] },
      } satisfies Preset.Options,
    ],
  ],
  clientModules: ['./src/clientModules/firstLoadFailure.ts', './src/clientModules/dropdownEscape.ts'],
  plugins: [
    ['./plugins/docs/index.ts', docs],
    './plugins/front-matter-check/index.ts',
    './plugins/provider-catalog/index.ts',
    './plugins/prism-on-demand/index.ts',
    './plugins/diagrams/index.ts',
    './plugins/client-bundle/index.ts',
    './plugins/page-start/index.ts',
    ['./plugins/search/index.ts', search],
    './plugins/tested-with/index.ts',
    './plugins/markdown-export/index.ts',
    './plugins/social-cards/index.ts',
    './plugins/reader-orientation/index.ts',
    // A function rather than the list: plugin options are serialized into the site config every
    // page loads, and the list is data no page needs at run time. Only a redirect to a section
    // is listed, since a function can only name the page.
    [
      '@docusaurus/plugin-client-redirects',
      { createRedirects: oldAddressesOf, redirects: REDIRECTS.filter(({ to }) => to.includes('#')) },
    ],
    // The build's last steps in their order: search index, Markdown, deploy configs with the CSP
    // hashes of the pages' inline scripts, compression, social cards.
    ['./plugins/post-build/index.ts', { markdownExport, hostedSearch: HOSTED_SEARCH }],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{ name: 'twitter:card', content: 'summary_large_image' }],
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    announcementBar,
    navbar,
    footer,
    prism,
  } satisfies Preset.ThemeConfig,

  // docsVersions: what the browser needs of the versions (src/olderSectionOffer, the search page).
  customFields: { docsVersions: clientVersions() },
};

export default config;
