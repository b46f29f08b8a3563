/**
 * Ejected from @docusaurus/core 3.10.2 (lib/client/docusaurus.js: window.docusaurus, which links
 * call to prefetch and preload routes), in the browser bundle only, with three edits. (Both
 * functions answer whether they started anything, where Docusaurus's returned promises that
 * nothing reads.)
 *
 * A link prefetches its route's chunks when it scrolls into view. On first load every visible
 * link asks at once, in one task: on /configuration/options that task took 60 ms on a desktop
 * (four times that on a phone), blocking the page.
 *
 * EDIT 1 (next-auth docs): the chunks of each route path are listed once, in a map; Docusaurus
 * scanned every route of every version with a regular expression for each link.
 * EDIT 2: a chunk is prefetched once; Docusaurus added a `<link rel="prefetch">` for every route
 * that needs it, so the chunks all docs pages share were asked for once per link (and the
 * bundler's runtime rebuilt its table of chunk files for each of them). Once by name, and once by
 * file, since several names can lead to one file.
 * EDIT 3: prefetching waits for idle time and yields every few milliseconds, so it never blocks
 * the page; without requestIdleCallback (Safari) it runs in timeouts.
 */
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import flat from '@docusaurus/core/lib/client/flat';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import { matchRoutes } from 'react-router-config';

declare global {
  interface Navigator {
    /** The Network Information API, where the browser has it (Chromium). */
    connection?: { effectiveType: string; saveData: boolean };
  }
}

/** The bundler's runtime, with the helper Docusaurus's ChunkAssetPlugin adds: the URL of a named chunk. */
declare const __webpack_require__: { gca: (chunkName: string) => string | undefined };

/** How long one slice of prefetching may run. */
const SLICE_MS = 5;

const fetched = new Set<string>();
const loaded = new Set<string>();
/** The names of the chunks prefetched so far, and their files. */
const prefetchedChunks = new Set<string>();
const prefetchedAssets = new Set<string>();

// If the reader is on a slow or constrained connection.
const isSlowConnection = () =>
  Boolean(navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData);
const canPrefetch = (routePath: string) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath: string) => !isSlowConnection() && !loaded.has(routePath);

let chunkNamesByPath: Map<string, string[]> | undefined;

/** The chunk names of a route path ("/providers/github"), from the routes' chunk names keyed "<path>-<hash>". */
function chunkNamesOf(path: string): string[] {
  if (!chunkNamesByPath) {
    chunkNamesByPath = new Map();
    for (const [routeNameWithHash, chunkNames] of Object.entries(routesChunkNames)) {
      const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
      chunkNamesByPath.set(routePath, [...(chunkNamesByPath.get(routePath) ?? []), ...Object.values(flat(chunkNames))]);
    }
  }
  return chunkNamesByPath.get(path) ?? [];
}

/** Prefetches the chunks of `routePath` that no earlier route asked for. */
function prefetchNow(routePath: string): void {
  for (const match of matchRoutes(routes, routePath)) {
    for (const chunkName of chunkNamesOf(match.route.path)) {
      if (prefetchedChunks.has(chunkName)) continue;
      prefetchedChunks.add(chunkName);
      const chunkAsset = __webpack_require__.gca(chunkName);
      // A chunk the bundler merged into another has no URL of its own.
      if (!chunkAsset || chunkAsset.includes('undefined') || prefetchedAssets.has(chunkAsset)) continue;
      prefetchedAssets.add(chunkAsset);
      void prefetchHelper(chunkAsset);
    }
  }
}

const queue: string[] = [];
let scheduled = false;

function drain(deadline?: IdleDeadline): void {
  scheduled = false;
  const sliceEnd = performance.now() + SLICE_MS;
  // An idle period can last 50 ms; a slice stops well before, so input is never kept waiting.
  const hasTime = () => performance.now() < sliceEnd && (!deadline || deadline.timeRemaining() > 0);
  for (let next = queue.shift(); next !== undefined; next = hasTime() ? queue.shift() : undefined) {
    prefetchNow(next);
  }
  if (queue.length) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(drain);
  else setTimeout(drain, 0);
}

/** Queues the route's chunks for prefetching; false when they are not to be prefetched. */
function prefetch(routePath: string): boolean {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  queue.push(routePath);
  schedule();
  return true;
}

/** Loads the route's chunks (a link was hovered or touched); false when they are not to be loaded. */
function preload(routePath: string): boolean {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  void preloadHelper(routePath);
  return true;
}

// Mounted on window by the client entry, as Docusaurus's own.
export default Object.freeze({ prefetch, preload });
