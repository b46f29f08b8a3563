import type { ThemeConfig } from '@docusaurus/preset-classic';
import { AUTHJS_URL, GITHUB_RELEASES_URL, GITHUB_REPO_URL, NPM_PACKAGE_URL } from './links';

// The copyright year is fixed, not taken from the build date: a rebuild changes no page.
const COPYRIGHT_YEAR = 2023;

export const footer = {
  style: 'dark',
  logo: { alt: 'NextAuth.js logo', src: 'img/logo.svg', width: 48, height: 48, href: '/' },
  links: [
    {
      title: 'About',
      items: [
        { label: 'Introduction', to: '/getting-started/introduction' },
        { label: 'Contributors', to: '/contributors' },
        { label: 'Security', to: '/security' },
        { label: 'Auth.js', href: AUTHJS_URL },
      ],
    },
    {
      title: 'Download',
      items: [
        { label: 'npm', href: NPM_PACKAGE_URL },
        { label: 'GitHub', href: GITHUB_REPO_URL },
        { label: 'Releases', href: GITHUB_RELEASES_URL },
      ],
    },
    {
      title: 'Acknowledgements',
      items: [
        { label: 'Contributors', to: '/contributors' },
        { label: 'Built with Docusaurus', href: 'https://docusaurus.io' },
        { label: 'Icons from Simple Icons', href: 'https://simpleicons.org' },
      ],
    },
  ],
  copyright: `NextAuth.js © ${COPYRIGHT_YEAR} the NextAuth.js contributors. Documentation released under the ISC License.`,
} satisfies ThemeConfig['footer'];
