/**
 * The catalogue's data shapes, shared by the plugin (Node) and the catalogue component (browser):
 * nothing here may import a Node module.
 */
import type { ProviderFrontMatter } from '../front-matter-check/schema';

export interface CatalogEntry {
  /** Page slug under providers/, e.g. "battle.net". */
  slug: string;
  /** The page's route, inside its own docs version: "/providers/github", "<prefix>/providers/github". */
  path: string;
  name: string;
  id: string;
  type: ProviderFrontMatter['type'];
  /** simple-icons SVG path (24×24 viewBox), or null when the brand is not in simple-icons or only as a wordmark. */
  iconPath: string | null;
}

/** What the catalogue component reads: each docs version's entries, and the logo sprite's path (production builds). */
export interface CatalogData {
  /** Path of the SVG sprite under the site's base URL; null where the logos are inline. */
  sprite: string | null;
  /** Entries by docs version name ("current" or a versions.json entry), for every version with a providers/ folder. */
  versions: Record<string, (CatalogEntry & { hasLogo: boolean })[]>;
}

/** Id of a provider's logo in the sprite. */
export function logoId(slug: string): string {
  return `logo-${slug.replace(/[^a-z0-9-]/g, '-')}`;
}
