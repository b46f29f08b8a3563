/** Every version's provider category starts with the filter field (plugins/reader-orientation). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sidebars from '../../sidebars';
import { frozenVersions } from '../../config/versions';
import { sidebarFilterItem } from '../../plugins/reader-orientation/sidebar-filter-item';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Item {
  type?: string;
  label?: string;
  items?: unknown[];
}

function providerCategory(items: unknown[]): Item | undefined {
  for (const item of items as Item[]) {
    if (item.type !== 'category') continue;
    if (item.label === 'Authentication providers') return item;
    const inner = providerCategory(item.items ?? []);
    if (inner) return inner;
  }
  return undefined;
}

describe('the provider filter in the sidebar', () => {
  const versions = [
    { name: 'current', sidebar: Object.values(sidebars).flat() },
    ...frozenVersions().map((version) => ({
      name: version.name,
      sidebar: Object.values(
        JSON.parse(readFileSync(path.join(ROOT, version.sidebarFile), 'utf8')) as Record<string, unknown[]>,
      ).flat(),
    })),
  ];

  it.each(versions)(
    'comes first in the $name docs provider category, as plugins/reader-orientation writes it',
    ({ sidebar }) => {
      const category = providerCategory(sidebar);
      expect(category?.items?.length).toBeGreaterThan(40);
      expect(category?.items?.[0]).toEqual(sidebarFilterItem('providers'));
    },
  );
});
