import type { CatalogEntry } from '../../data';
import { PROVIDER_TYPE_LABELS } from '../../../front-matter-check/provider-types';

/** Entries whose name, id, slug or protocol contain every word of the query (case-insensitive). */
export function filterCatalog<T extends CatalogEntry>(entries: T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const haystack = [entry.name, entry.id, entry.slug, entry.type, PROVIDER_TYPE_LABELS[entry.type]]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
