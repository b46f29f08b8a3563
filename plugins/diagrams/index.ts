/**
 * Diagrams drawn ahead of time (./drawings.ts): the remark plugin (./remark-diagrams.ts, in
 * config/docs.ts) places them, and this plugin adds their styles.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function diagramsPlugin(): Plugin {
  return {
    name: 'diagrams',
    getClientModules: () => [path.join(__dirname, 'diagrams.css')],
  };
}
