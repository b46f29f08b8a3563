/**
 * The next-auth of a frozen docs version prints and documents links to the site root, where its
 * docs lived when it shipped (next-auth 3: https://next-auth.js.org/errors#client_use_session_error).
 * The root now serves the current docs, and the current page may have no such section. When the
 * hash matches nothing on the page but names a section of the page's counterpart in a frozen
 * version (newest first; counterparts are in config/version-facts.ts), a notice offers that section.
 *
 * The notice is fixed-position, so nothing on the page moves, and it only appears when the hash
 * matched nothing, so the browser's own scroll-to-hash is never overridden. The counterparts are
 * fetched only then, and the code that does it (./olderSectionOffer.show.ts) is loaded only then.
 */
import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import { counterpartPath } from '@site/config/version-facts';
import type { ClientVersions } from '@site/config/versions';

const NOTICE_ID = 'older-section-offer';
const BASE = siteConfig.baseUrl.replace(/\/$/, '');
const VERSIONS = siteConfig.customFields?.docsVersions as ClientVersions;

let pendingLookup: AbortController | undefined;

/** The path without the base URL and a trailing slash, or undefined outside the site. */
function sitePath(pathname: string): string | undefined {
  if (!pathname.startsWith(`${BASE}/`)) return undefined;
  return pathname.slice(BASE.length).replace(/(.)\/$/, '$1');
}

function hashId(hash: string): string | undefined {
  try {
    return decodeURIComponent(hash.slice(1)) || undefined;
  } catch {
    return undefined; // a malformed escape can match no id
  }
}

function isFrozenPage(path: string): boolean {
  return VERSIONS.frozen.some(({ routePrefix }) => path === routePrefix || path.startsWith(`${routePrefix}/`));
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    pendingLookup?.abort();
    document.getElementById(NOTICE_ID)?.remove();

    const id = hashId(location.hash);
    const path = sitePath(location.pathname);
    if (!id || !path || isFrozenPage(path)) return;
    if (document.getElementById(id)) return;

    const lookup = new AbortController();
    pendingLookup = lookup;
    import('./olderSectionOffer.show')
      .then(async ({ findSection, showOffer }) => {
        for (const version of VERSIONS.frozen) {
          const counterpart = `${BASE}${counterpartPath(version, path)}`;
          const name = await findSection(id, counterpart, lookup.signal);
          if (lookup.signal.aborted) return;
          if (name) {
            showOffer(NOTICE_ID, name, `${counterpart}${location.hash}`, {
              older: version.label,
              current: VERSIONS.current.label,
            });
            return;
          }
        }
      })
      .catch(() => {
        // Offline or aborted by a newer navigation: the page stays as it is.
      });
  },
};

export default clientModule;
