import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Keeps readers oriented in long sections: the docs sidebar scrolls its current page into view,
 * and table of contents entries read calmly and keep identifiers whole.
 */
export default function readerOrientationPlugin(): Plugin {
  return {
    name: 'reader-orientation',
    getClientModules: () => [path.join(__dirname, 'reveal-active-sidebar-item.ts'), path.join(__dirname, 'toc.css')],
  };
}
