import type { CatalogEntry } from '@site/plugins/provider-catalog/data';
import { PROTOCOL_LABELS } from '../ProviderFacts/protocol-labels';

/** Entries whose name, id, slug or protocol contain every word of the query (case-insensitive). */
export function filterCatalog<T extends CatalogEntry>(entries: T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const haystack = [entry.name, entry.id, entry.slug, entry.type, PROTOCOL_LABELS[entry.type]]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
