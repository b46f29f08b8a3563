/**
 * next-auth 3 prints and documents links to the site root, where v3 lived when it shipped
 * (https://next-auth.js.org/errors#client_use_session_error). The root now serves v4, and the v4
 * page may have no such section. When the hash matches nothing on the page but names a section of
 * the page's v3 counterpart (config/v3-counterparts.ts), a notice offers that section.
 *
 * The notice is fixed-position, so nothing on the page moves, and it only appears when the hash
 * matched nothing, so the browser's own scroll-to-hash is never overridden. The counterpart is
 * fetched only then, and the code that does it (./v3SectionOffer.show.ts) is loaded only then.
 */
import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import { V3_PREFIX, v3Counterpart } from '@site/config/v3-counterparts';

const NOTICE_ID = 'v3-section-offer';
const BASE = siteConfig.baseUrl.replace(/\/$/, '');

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

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    pendingLookup?.abort();
    document.getElementById(NOTICE_ID)?.remove();

    const id = hashId(location.hash);
    const path = sitePath(location.pathname);
    if (!id || !path || path === V3_PREFIX || path.startsWith(`${V3_PREFIX}/`)) return;
    if (document.getElementById(id)) return;

    const v3Path = v3Counterpart(path);
    const lookup = new AbortController();
    pendingLookup = lookup;
    import('./v3SectionOffer.show')
      .then(async ({ findV3Section, showOffer }) => {
        const name = await findV3Section(id, `${BASE}${v3Path}`, lookup.signal);
        if (name && !lookup.signal.aborted) showOffer(NOTICE_ID, name, `${BASE}${v3Path}${location.hash}`);
      })
      .catch(() => {
        // Offline or aborted by a newer navigation: the page stays as it is.
      });
  },
};

export default clientModule;
