/**
 * next-auth 3 prints and documents links to the site root, where v3 lived when it shipped
 * (https://next-auth.js.org/errors#client_use_session_error). The root now serves v4, and the v4
 * page may have no such section. When the hash matches nothing on the page but names a section of
 * the page's v3 counterpart (config/v3-counterparts.ts), a notice offers that section.
 *
 * The notice is fixed-position, so nothing on the page moves, and it only appears when the hash
 * matched nothing, so the browser's own scroll-to-hash is never overridden. The counterpart is
 * fetched only then.
 */
import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import { V3_PREFIX, v3Counterpart } from '@site/config/v3-counterparts';
import styles from './v3SectionOffer.module.css';

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

/** The heading's text without the "#" permalink Docusaurus adds to it. */
function sectionName(heading: Element): string {
  const copy = heading.cloneNode(true) as Element;
  copy.querySelectorAll('.hash-link').forEach((link) => link.remove());
  return (copy.textContent ?? '').replace(/\u200b/g, '').trim();
}

async function findV3Section(id: string, v3Path: string, signal: AbortSignal): Promise<string | undefined> {
  const response = await fetch(`${BASE}${v3Path}`, { signal });
  if (!response.ok) return undefined;
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const heading = page.getElementById(id);
  return heading ? sectionName(heading) || id : undefined;
}

function showOffer(name: string, href: string): void {
  const notice = document.createElement('aside');
  notice.id = NOTICE_ID;
  notice.className = styles.offer;
  notice.setAttribute('aria-label', 'Section in the v3 docs');

  const message = document.createElement('p');
  const title = document.createElement(/^[A-Z][A-Z0-9_]+$/.test(name) ? 'code' : 'strong');
  title.textContent = name;
  message.append(
    title,
    title.tagName === 'CODE'
      ? ' is a NextAuth.js v3 code. This page documents v4; the v3 docs explain it.'
      : ' is a section of the NextAuth.js v3 docs. This page documents v4.',
  );

  const link = document.createElement('a');
  link.href = href;
  link.className = 'button button--primary button--sm';
  link.textContent = 'Read it in the v3 docs';

  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'button button--secondary button--sm';
  dismiss.textContent = 'Dismiss';
  dismiss.addEventListener('click', () => notice.remove());

  const actions = document.createElement('div');
  actions.className = styles.actions;
  actions.append(link, dismiss);
  notice.append(message, actions);
  document.body.append(notice);
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
    findV3Section(id, v3Path, lookup.signal).then(
      (name) => {
        if (name && !lookup.signal.aborted) showOffer(name, `${BASE}${v3Path}${location.hash}`);
      },
      () => {
        // Offline or aborted by a newer navigation: the page stays as it is.
      },
    );
  },
};

export default clientModule;
