import type { ThemeConfig } from '@docusaurus/preset-classic';
import { AUTHJS_URL } from './links';
import { coveredMajors } from './versions';

export const announcementBar = {
  // Changing the id shows the bar again to readers who closed an earlier announcement.
  id: 'becoming-authjs',
  content: `NextAuth.js is turning into <a href="${AUTHJS_URL}">Auth.js</a>, one library for many frameworks. These docs cover next-auth ${coveredMajors()}.`,
  // White on indigo-900: 12.6:1, readable in both color modes.
  backgroundColor: '#312e81',
  textColor: '#ffffff',
  isCloseable: true,
} satisfies ThemeConfig['announcementBar'];
