/**
 * Scrolls the desktop docs sidebar (its own scroll container, never the page) so the current
 * page's entry is in view: on /providers/zoom it sits some 2,700 px down a 65-item list.
 */
import type { ClientModule } from '@docusaurus/types';

/** The desktop sidebar's scroll container; the phone menu is a different element. */
const SIDEBAR_SCROLLER = '.theme-doc-sidebar-container nav.menu';
/** The current page's own link; its category's link is marked active too. */
const ACTIVE_LINK = 'a.menu__link--active[aria-current="page"]';

let stopWaiting: (() => void) | undefined;

/** Scrolls the entry to the middle of the sidebar unless it is already fully visible. */
function reveal(scroller: Element, link: Element, smooth: boolean): void {
  const box = scroller.getBoundingClientRect();
  const entry = link.getBoundingClientRect();
  if (entry.top >= box.top && entry.bottom <= box.bottom) return;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  scroller.scrollTo({
    top: scroller.scrollTop + entry.top - box.top - (box.height - entry.height) / 2,
    behavior: smooth && !reducedMotion ? 'smooth' : 'instant',
  });
}

function revealActiveItem(smooth: boolean): void {
  stopWaiting?.();
  const scroller = document.querySelector(SIDEBAR_SCROLLER);
  const link = scroller?.querySelector(ACTIVE_LINK);
  // Hidden below the desktop breakpoint, or when the reader has collapsed the sidebar.
  if (!scroller || !link || scroller.clientHeight === 0) return;
  if (link.getClientRects().length > 0) {
    reveal(scroller, link, smooth);
    return;
  }
  // A category opened by this navigation lays its entries out only once it starts expanding.
  const observer = new ResizeObserver(() => {
    if (link.getClientRects().length === 0) return;
    stopWaiting?.();
    reveal(scroller, link, smooth);
  });
  observer.observe(scroller.firstElementChild ?? scroller);
  stopWaiting = () => {
    observer.disconnect();
    stopWaiting = undefined;
  };
}

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({ previousLocation, location }) => {
  if (previousLocation?.pathname === location.pathname) return;
  // The first page appears at once; later ones glide, so the reader sees where they moved.
  revealActiveItem(previousLocation !== null);
};
