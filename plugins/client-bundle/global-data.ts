/**
 * The docs plugin's global data as main.js carries it. For each docs version, Docusaurus lists
 * every doc with its id, its path and its sidebar (plugin-content-docs lib/globalData.js), and
 * every page of the site loads that list: about 2 KB gzip of main.js, more with each docs version.
 * Nearly every path is the version's path followed by the id, so the browser gets those docs by
 * id (CompactDocs). ./index.ts writes that copy for the browser bundle, and fails the build if it
 * does not expand back to Docusaurus's; main.js expands it as it loads (./global-data.browser.ts),
 * before anything renders, so the theme reads what the server render read. The server bundle keeps
 * Docusaurus's file as it is.
 */

/** A doc as the docs plugin lists it in its global data. */
interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
  unlisted?: boolean;
}

/**
 * A version's docs in the browser, in Docusaurus's order. A doc at the path its id gives is its id
 * alone if it is in the version's main sidebar, or its id and sidebar if it is in another; any
 * other doc (a custom path, unlisted, in no sidebar) is its whole entry.
 */
interface CompactDocs {
  sidebar: string | undefined;
  docs: (string | [id: string, sidebar: string] | GlobalDoc)[];
}

interface GlobalVersion<Docs> {
  path: string;
  docs: Docs;
}

type DocsPluginData<Docs> = Record<string, { versions: GlobalVersion<Docs>[] }>;
type GlobalData = Record<string, unknown>;

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The path a doc gets from its id alone, in a version served at `versionPath`. */
const defaultPath = (versionPath: string, id: string) => `${versionPath.replace(/\/$/, '')}/${id}`;

/** The sidebar most of the version's docs are in. */
function mainSidebar(docs: GlobalDoc[]): string | undefined {
  const counts = new Map<string | undefined, number>();
  for (const { sidebar } of docs) counts.set(sidebar, (counts.get(sidebar) ?? 0) + 1);
  return [...counts].sort(([, a], [, b]) => b - a)[0]?.[0];
}

function compactDocs(version: GlobalVersion<GlobalDoc[]>): CompactDocs {
  const main = mainSidebar(version.docs);
  return {
    sidebar: main,
    docs: version.docs.map((doc) => {
      const { id, path, sidebar, ...rest } = doc;
      if (path !== defaultPath(version.path, id) || sidebar === undefined || Object.keys(rest).length > 0) return doc;
      return sidebar === main ? id : [id, sidebar];
    }),
  };
}

function expandDocs(version: GlobalVersion<CompactDocs>): GlobalDoc[] {
  const { sidebar: main, docs } = version.docs;
  return docs.map((doc) => {
    if (typeof doc === 'string') return { id: doc, path: defaultPath(version.path, doc), sidebar: main };
    if (Array.isArray(doc)) return { id: doc[0], path: defaultPath(version.path, doc[0]), sidebar: doc[1] };
    return doc;
  });
}

/** Maps every version of every docs plugin instance, leaving the rest of the global data as it is. */
function mapVersions<From>(data: GlobalData, map: (version: GlobalVersion<From>) => unknown): GlobalData {
  const instances = data[DOCS_PLUGIN] as DocsPluginData<From> | undefined;
  if (!instances) return data;
  return {
    ...data,
    [DOCS_PLUGIN]: Object.fromEntries(
      Object.entries(instances).map(([id, instance]) => [
        id,
        { ...instance, versions: instance.versions.map((version) => ({ ...version, docs: map(version) })) },
      ]),
    ),
  };
}

/** The global data main.js carries: each version's docs as ids where an id says it all. */
export function compactGlobalData(data: GlobalData): GlobalData {
  return mapVersions(data, compactDocs);
}

/** The global data as Docusaurus wrote it, from what `compactGlobalData` made of it. */
export function expandGlobalData(data: GlobalData): GlobalData {
  return mapVersions(data, expandDocs);
}
