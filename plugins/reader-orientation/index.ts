import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Keeps readers oriented in long sections: the docs sidebar scrolls its current page into view, a
 * long category can be filtered (the provider pages), and table of contents entries read calmly
 * and keep identifiers whole.
 */
export default function readerOrientationPlugin(): Plugin {
  return {
    name: 'reader-orientation',
    getClientModules: () => [
      path.join(__dirname, 'reveal-active-sidebar-item.ts'),
      path.join(__dirname, 'sidebar-filter.ts'),
      path.join(__dirname, 'sidebar-filter.css'),
      path.join(__dirname, 'toc.css'),
    ],
  };
}
