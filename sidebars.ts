import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { providerPageFiles } from './config/versions';
import { sidebarFilterItem } from './plugins/reader-orientation/sidebar-filter-item';

/** Every provider page, alphabetically by file name: a new page appears without editing this file. */
function providerDocIds(): string[] {
  // This file is the current docs' sidebar, so their folder is its own: the versions module is not
  // asked, since docs:version reads this file while the new version's folder exists but is not listed yet.
  return providerPageFiles({ contentDir: 'docs' }, __dirname).map((file) => `providers/${file.replace(/\.mdx$/, '')}`);
}

const sidebars = {
  docs: [
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      items: [
        'getting-started/introduction',
        'getting-started/example',
        'getting-started/client',
        'getting-started/rest-api',
        'getting-started/typescript',
        'getting-started/upgrade-v4',
      ],
    },
    {
      type: 'category',
      label: 'Configuration',
      items: [
        'configuration/initialization',
        'configuration/options',
        {
          type: 'category',
          label: 'Providers',
          items: [
            'configuration/providers/oauth',
            'configuration/providers/email',
            'configuration/providers/credentials',
          ],
        },
        'configuration/databases',
        'configuration/pages',
        'configuration/callbacks',
        'configuration/events',
        'configuration/nextjs',
      ],
    },
    {
      type: 'category',
      label: 'Authentication providers',
      link: { type: 'doc', id: 'providers/index' },
      items: [sidebarFilterItem('providers'), ...providerDocIds()],
    },
    'adapters',
    {
      type: 'category',
      label: 'Guides',
      link: { type: 'doc', id: 'guides/index' },
      items: ['guides/basics', 'guides/fullstack', 'guides/testing'],
    },
    {
      type: 'category',
      label: 'Reference',
      items: ['deployment', 'errors', 'warnings', 'faq', 'security', 'contributors'],
    },
  ],
  tutorials: [
    {
      type: 'category',
      label: 'Tutorials',
      collapsed: false,
      link: { type: 'doc', id: 'tutorials' },
      items: [
        'tutorials/securing-pages-and-api-routes',
        'tutorials/creating-a-database-adapter',
        'tutorials/usage-with-class-components',
        'tutorials/testing-with-cypress',
        'tutorials/ldap-auth-example',
        'tutorials/avoid-corporate-link-checking-email-provider',
        'tutorials/corporate-proxy',
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
