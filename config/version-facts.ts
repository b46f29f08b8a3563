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
}

export const VERSION_FACTS: Record<string, VersionFacts> = {
  v4: { nextAuth: '4.24.x', optionsType: 'AuthOptions' },
  v3: { nextAuth: '3.29.x', optionsType: 'NextAuthOptions', banner: 'unmaintained' },
} satisfies Record<string, VersionFacts>;
