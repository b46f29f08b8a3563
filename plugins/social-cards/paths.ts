/** Where a docs page's social card lives, from its route (without the base URL): shared by the build and the page's head. */
export function socialCardPathOf(route: string): string {
  return `/img/social${route.replace(/\/$/, '') || '/index'}.png`;
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What a card shows, and the alt text that says so. */
export interface CardContent {
  title: string;
  /** The page's top-level sidebar category ("Getting started"), or "Documentation". */
  section: string;
  /** The docs version's label ("v4"). */
  version: string;
}

export function cardAlt({ title, section, version }: CardContent): string {
  return `${title}: ${section}, NextAuth.js ${version} documentation`;
}

/** The section a page's card names when no sidebar category holds it. */
export const DEFAULT_SECTION = 'Documentation';
