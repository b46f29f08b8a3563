/**
 * The navbar's doc links name docs that exist. The theme checks this for its own `doc` items when
 * the site builds; our `custom-docSection` items render nothing for an unknown doc, so a typo
 * would silently drop a section from the Documentation dropdown.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { navbar } from '../../config/navbar';
import { currentVersion, SITE_DIR } from '../../config/versions';

type Item = { type?: string; docId?: string; items?: Item[] };
const items = (list: readonly Item[]): Item[] => list.flatMap((item) => [item, ...items(item.items ?? [])]);

it('every custom-docSection item names a page of the current docs', () => {
  const sectionItems = items(navbar.items as readonly Item[]).filter((item) => item.type === 'custom-docSection');
  expect(sectionItems.length).toBeGreaterThan(0);
  const missing = sectionItems
    .map((item) => String(item.docId))
    .filter((docId) =>
      ['.md', '.mdx'].every((ext) => !existsSync(path.join(SITE_DIR, currentVersion().contentDir, `${docId}${ext}`))),
    );
  expect(missing).toEqual([]);
});
