/**
 * The home page's install command, against what the docs' npm2yarn plugin renders for the same
 * command on the example page: one set of tabs, one set of commands.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../plugins/built-pages';
import { BUILD } from './page-scripts';

/** Each tab group of a built page: its tab labels and the text of its panels. */
function tabGroups(route: string): { labels: string[]; panels: string[] }[] {
  const $ = parsePage(readFileSync(path.join(BUILD, route, 'index.html'), 'utf8'));
  return $('.tabs-container')
    .toArray()
    .map((group) => ({
      labels: $(group).find('[role=tab]').toArray().map((tab) => $(tab).text()),
      panels: $(group).find('[role=tabpanel]').toArray().map((panel) => $(panel).find('pre code').text().trim()),
    }));
}

describe('home page install command', () => {
  it('has the tabs and commands the npm2yarn plugin gives `npm install next-auth` in the docs', () => {
    const [home] = tabGroups('.');
    const docs = tabGroups('getting-started/example').find((group) => group.panels[0] === 'npm install next-auth');
    expect(docs).toBeDefined();
    expect(home).toEqual(docs);
    expect(home?.labels).toEqual(['npm', 'Yarn', 'pnpm']);
  });
});
