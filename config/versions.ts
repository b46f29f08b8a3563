/**
 * The docs versions, the one place that knows them: derived from versions.json (what
 * `docusaurus docs:version` writes), the folders on disk and the hand-written facts of
 * config/version-facts.ts. Every plugin, script and test that needs the versions asks here.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { VERSION_FACTS, type VersionFacts } from './version-facts';

export const SITE_DIR = path.resolve(__dirname, '..');

/**
 * Whether a file of the site (a path relative to it, or below a docs folder) is a partial: a
 * `_name.mdx`, or a file in a `_folder`. Docusaurus makes no page of it; pages import it.
 */
export function isPartial(relativePath: string): boolean {
  return relativePath.split(/[\\/]/).some((segment) => segment.startsWith('_'));
}

export interface DocsVersion {
  /** Docusaurus's name: "current" for docs/, otherwise the versions.json entry. */
  name: string;
  /** What the dropdown shows, and the name of the next-auth major it documents ("v4"). */
  label: string;
  /** Route prefix under the base URL: "" for the current docs (the site root), "/v3" for v3. */
  routePrefix: string;
  /** Content folder, relative to the site: "docs" or "versioned_docs/version-v3". */
  contentDir: string;
  /** Sidebar file, relative to the site. */
  sidebarFile: string;
  /** The package world its code samples are checked in, relative to the site (tools/samples-<label>). */
  samplesDir: string;
  isCurrent: boolean;
  facts: VersionFacts;
}

/** The label of the current docs once every version in the facts is frozen (until the next one gets its entry). */
export const UNNAMED_CURRENT_LABEL = 'Next';

function frozenNames(siteDir: string): string[] {
  const file = path.join(siteDir, 'versions.json');
  const listed = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
  const foldersDir = path.join(siteDir, 'versioned_docs');
  const folders = existsSync(foldersDir)
    ? readdirSync(foldersDir)
        .filter((entry) => entry.startsWith('version-'))
        .map((entry) => entry.slice('version-'.length))
    : [];
  const unlisted = folders.filter((name) => !listed.includes(name));
  if (unlisted.length) {
    throw new Error(
      `versioned_docs has ${unlisted.map((name) => `version-${name}`).join(', ')} but versions.json does not list it: ` +
        'cut versions with "npx docusaurus docs:version <name>", which writes both.',
    );
  }
  return listed;
}

/** Every docs version, current first, then the frozen ones newest first (versions.json's order). */
export function docsVersions(siteDir = SITE_DIR): DocsVersion[] {
  const frozen = frozenNames(siteDir);
  const missing = frozen.filter((name) => !(name in VERSION_FACTS));
  if (missing.length) {
    throw new Error(
      `Docs version ${missing.join(', ')} (versions.json) has no entry in config/version-facts.ts: ` +
        'add its next-auth range and options type there.',
    );
  }
  const knownNames = Object.keys(VERSION_FACTS);
  const currentLabel = knownNames.find((name) => !frozen.includes(name));
  // Until the next version has its facts, the current docs are still the newest frozen version's pages.
  const newestFrozen = frozen[0];
  const factsOf = (name: string): VersionFacts => {
    const facts = VERSION_FACTS[name];
    if (!facts) throw new Error(`Docs version ${name} has no entry in config/version-facts.ts`);
    return facts;
  };
  const currentFacts = currentLabel
    ? factsOf(currentLabel)
    : { ...factsOf(newestFrozen ?? UNNAMED_CURRENT_LABEL), banner: undefined };
  const currentWorld = currentLabel ?? frozen[0];
  const current: DocsVersion = {
    name: 'current',
    label: currentLabel ?? UNNAMED_CURRENT_LABEL,
    routePrefix: '',
    contentDir: 'docs',
    sidebarFile: 'sidebars.ts',
    samplesDir: `tools/samples-${currentWorld}`,
    isCurrent: true,
    facts: currentFacts,
  };
  return [
    current,
    ...frozen.map((name) => ({
      name,
      label: name,
      routePrefix: `/${name}`,
      contentDir: `versioned_docs/version-${name}`,
      sidebarFile: `versioned_sidebars/version-${name}-sidebars.json`,
      samplesDir: `tools/samples-${name}`,
      isCurrent: false,
      facts: factsOf(name),
    })),
  ];
}

/** The current docs (docs/). */
export function currentVersion(siteDir = SITE_DIR): DocsVersion {
  const [current] = docsVersions(siteDir);
  if (!current) throw new Error('No docs version: docs/ is missing');
  return current;
}

/** The docs plugin's `versions` option: labels, paths and banners. */
export function versionsOption(
  siteDir = SITE_DIR,
): Record<string, { label: string; path: string; banner?: VersionFacts['banner'] }> {
  return Object.fromEntries(
    docsVersions(siteDir).map((version) => [
      version.name,
      {
        label: version.label,
        path: version.routePrefix.replace(/^\//, ''),
        ...(version.facts.banner ? { banner: version.facts.banner } : {}),
      },
    ]),
  );
}

/** The page a version opens on, inside the version; a frozen version's root redirects there (config/redirects.ts). */
export const START_PAGE = '/getting-started/introduction';

/** The site-relative route of a version's start page. */
export function startPageOf(version: Pick<DocsVersion, 'routePrefix'>): string {
  return `${version.routePrefix}${START_PAGE}`;
}

/** The frozen versions (versioned_docs/), newest first. */
export function frozenVersions(siteDir = SITE_DIR): DocsVersion[] {
  return docsVersions(siteDir).filter((version) => !version.isCurrent);
}

/**
 * The version with this dropdown label ("v3"), for tests and fixtures whose subject is that
 * version's content; throws, naming the labels there are, when no version has it.
 */
export function versionLabelled(label: string, siteDir = SITE_DIR): DocsVersion {
  const versions = docsVersions(siteDir);
  const found = versions.find((version) => version.label === label);
  if (!found) {
    throw new Error(
      `No docs version is labelled "${label}"; the labels are ${versions.map((v) => v.label).join(', ')}.`,
    );
  }
  return found;
}

/** The next-auth majors the docs cover, newest first, as a reader reads them: "v4 and v3". */
export function coveredMajors(siteDir = SITE_DIR): string {
  const labels = docsVersions(siteDir)
    .map((version) => version.label)
    .filter((label) => label !== UNNAMED_CURRENT_LABEL);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels.join('');
}

/** What the browser needs to know of the versions, passed in `siteConfig.customFields.docsVersions`. */
export interface ClientVersions {
  /** coveredMajors(), for text that names them. */
  coveredMajors: string;
  current: { label: string };
  /** Newest first. */
  frozen: { label: string; routePrefix: string; counterparts?: Record<string, string> }[];
}

export function clientVersions(siteDir = SITE_DIR): ClientVersions {
  return {
    coveredMajors: coveredMajors(siteDir),
    current: { label: currentVersion(siteDir).label },
    frozen: frozenVersions(siteDir).map(({ label, routePrefix, facts }) => ({
      label,
      routePrefix,
      ...(facts.counterparts ? { counterparts: facts.counterparts } : {}),
    })),
  };
}

/** The folder of a docs version's provider pages, relative to the site. */
export function providersDirOf(version: Pick<DocsVersion, 'contentDir'>): string {
  return `${version.contentDir}/providers`;
}

/**
 * The provider pages of a docs version, by file name ("github.mdx"), alphabetically by page name
 * ("azure-ad" before "azure-ad-b2c"): every page of
 * its providers folder except the overview (index.mdx). The sidebar, the catalogue and the tests
 * all list them from here, so a new page appears everywhere without editing a list.
 */
export function providerPageFiles(version: Pick<DocsVersion, 'contentDir'>, siteDir = SITE_DIR): string[] {
  const dir = path.join(siteDir, providersDirOf(version));
  if (!existsSync(dir)) return [];
  const slug = (file: string) => file.replace(/\.mdx$/, '');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
    .sort((a, b) => slug(a).localeCompare(slug(b)));
}
