/**
 * The next-auth of a frozen docs version prints and documents links to the site root, where its
 * docs lived when it shipped (next-auth 3: https://next-auth.js.org/errors#client_use_session_error).
 * The root now serves the current docs, and the current page may have no such section. When the
 * hash matches nothing on the page but names a section of the page's counterpart in a frozen
 * version (newest first; counterparts are in config/version-facts.ts), a notice offers that section.
 *
 * The notice is fixed-position, so nothing on the page moves, and it only appears when the hash
 * matched nothing, so the browser's own scroll-to-hash is never overridden. The counterparts are
 * fetched only then, and the code that does it (./show.ts) is loaded only then.
 */
import type { DocusaurusConfig } from '@docusaurus/types';
import { counterpartPath } from '@site/config/version-facts';
import type { ClientVersions } from '@site/config/versions';

const NOTICE_ID = 'older-section-offer';

/** The path without the base URL and a trailing slash, or undefined outside the site. */
function sitePath(pathname: string, base: string): string | undefined {
  if (!pathname.startsWith(`${base}/`)) return undefined;
  return pathname.slice(base.length).replace(/(.)\/$/, '$1');
}

function hashId(hash: string): string | undefined {
  try {
    return decodeURIComponent(hash.slice(1)) || undefined;
  } catch {
    return undefined; // a malformed escape can match no id
  }
}

function isFrozenPage(path: string, versions: ClientVersions): boolean {
  return versions.frozen.some(({ routePrefix }) => path === routePrefix || path.startsWith(`${routePrefix}/`));
}

/**
 * Run after every change of location (src/theme/Root.tsx); returns what cancels a lookup still
 * going on when the location changes again.
 */
export function offerOlderSection(
  location: { pathname: string; hash: string },
  siteConfig: Pick<DocusaurusConfig, 'baseUrl' | 'customFields'>,
): () => void {
  document.getElementById(NOTICE_ID)?.remove();
  const base = siteConfig.baseUrl.replace(/\/$/, '');
  const versions = siteConfig.customFields?.docsVersions as ClientVersions;
  const id = hashId(location.hash);
  const path = sitePath(location.pathname, base);
  if (!id || !path || isFrozenPage(path, versions)) return () => undefined;
  if (document.getElementById(id)) return () => undefined;

  const lookup = new AbortController();
  import('./show')
    .then(async ({ findSection, showOffer }) => {
      for (const version of versions.frozen) {
        const counterpart = `${base}${counterpartPath(version, path)}`;
        const name = await findSection(id, counterpart, lookup.signal);
        if (lookup.signal.aborted) return;
        if (name) {
          showOffer(NOTICE_ID, name, `${counterpart}${location.hash}`, {
            older: version.label,
            current: versions.current.label,
          });
          return;
        }
      }
    })
    .catch(() => {
      // Offline or aborted by a newer navigation: the page stays as it is.
    });
  return () => lookup.abort();
}
