/**
 * Where the Markdown forms live, from a page's route: shared by the build (./index.ts) and the
 * browser (theme/), which derive the same paths without carrying a list.
 */

/** "/getting-started/introduction" → "/getting-started/introduction.md"; "/guides/" → "/guides.md". */
export function markdownPathOf(permalink: string): string {
  const route = permalink.replace(/\/$/, '');
  return `${route || '/index'}.md`;
}

/** The llms.txt index and the whole-version file of a docs version, under its route prefix ("" or "/v3"). */
export function llmsFilesOf(routePrefix: string): { index: string; full: string } {
  return { index: `${routePrefix}/llms.txt`, full: `${routePrefix}/llms-full.txt` };
}
