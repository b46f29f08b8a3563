import type { ThemeConfig } from '@docusaurus/preset-classic';
import { siGithub, siNpm } from 'simple-icons';
import { GITHUB_RELEASES_URL, GITHUB_REPO_URL, NPM_PACKAGE_URL } from './links';

/**
 * An icon from simple-icons, inlined so the navbar needs no request for it, and the site's name.
 * The bar shows the icon alone; the phone menu shows the name beside it (src/css/custom.css).
 */
function iconWithName(path: string, name: string): string {
  return `<svg class="navbar-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"><path fill="currentColor" d="${path}"/></svg><span class="navbar-icon-link__label">${name}</span>`;
}

export const navbar = {
  title: 'NextAuth.js',
  hideOnScroll: true,
  logo: { alt: 'NextAuth.js logo', src: 'img/logo.svg', width: 32, height: 32 },
  items: [
    {
      type: 'dropdown',
      label: 'Documentation',
      position: 'left',
      items: [
        { type: 'custom-docSection', docId: 'getting-started/introduction', label: 'Getting started' },
        { type: 'custom-docSection', docId: 'configuration/options', label: 'Configuration' },
        { type: 'custom-docSection', docId: 'providers/index', label: 'Providers' },
        { type: 'custom-docSection', docId: 'adapters', label: 'Adapters' },
        { type: 'html', value: '<hr class="navbar-dropdown-separator" />' },
        { type: 'custom-docSection', docId: 'guides/index', label: 'Guides' },
        { type: 'custom-docSection', docId: 'errors', label: 'Errors' },
      ],
    },
    { type: 'docSidebar', sidebarId: 'tutorials', label: 'Tutorials', position: 'left' },
    // Plain links: a doc item would light up for every page of the sidebar these pages sit in.
    { to: '/faq', label: 'FAQ', position: 'left' },
    { to: '/security', label: 'Security', position: 'left' },
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownItemsAfter: [{ href: GITHUB_RELEASES_URL, label: 'All releases' }],
    },
    { type: 'custom-locale', position: 'right' },
    {
      href: NPM_PACKAGE_URL,
      position: 'right',
      html: iconWithName(siNpm.path, 'npm'),
      className: 'navbar-icon-link',
      'aria-label': 'next-auth on npm',
    },
    {
      href: GITHUB_REPO_URL,
      position: 'right',
      html: iconWithName(siGithub.path, 'GitHub'),
      className: 'navbar-icon-link',
      'aria-label': 'NextAuth.js on GitHub',
    },
    { type: 'search', position: 'right' },
  ],
} satisfies ThemeConfig['navbar'];
