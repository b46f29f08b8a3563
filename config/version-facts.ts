/**
 * What cannot be read from disk about each docs version, written by hand. Keys are version names
 * (the `docs:version` argument, which is also the dropdown label and the package world's name,
 * tools/samples-<name>), newest first. The current docs (docs/) document the newest entry that is
 * not yet frozen in versions.json.
 */
export interface VersionFacts {
  /** The next-auth range the version documents; its package world installs it. */
  nextAuth: string;
  /** The auth options type of that next-auth, which `wrap="options"` samples are checked against. */
  optionsType: 'AuthOptions' | 'NextAuthOptions';
  /** The banner over the version's pages; none when left out. */
  banner?: 'unreleased' | 'unmaintained';
  /**
   * Where a page of the current docs has its counterpart in this version, when the paths differ
   * (routes without the version's prefix). The next-auth of a frozen version links to the site
   * root, so a section it asks for on a current page is looked for on the counterpart; any page
   * not listed has its counterpart at the same path.
   */
  counterparts?: Record<string, string>;
}

export const VERSION_FACTS: Record<string, VersionFacts> = {
  v4: { nextAuth: '4.24.x', optionsType: 'AuthOptions' },
  v3: {
    nextAuth: '3.29.x',
    optionsType: 'NextAuthOptions',
    banner: 'unmaintained',
    counterparts: {
      '/adapters': '/adapters/overview',
      '/configuration/providers/oauth': '/configuration/providers',
    },
  },
} satisfies Record<string, VersionFacts>;

/** The site-relative path of the counterpart, in a frozen version, of the current page at `pathname`. */
export function counterpartPath(
  version: { routePrefix: string; counterparts?: Record<string, string> },
  pathname: string,
): string {
  return `${version.routePrefix}${version.counterparts?.[pathname] ?? pathname}`;
}
