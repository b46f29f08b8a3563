/**
 * Ejected from @docusaurus/core 3.10.2 (lib/client/exports/Head.js: the <Head> that pages, the
 * theme and the plugins use), in the browser bundle only, with one edit.
 *
 * EDIT (next-auth docs): react-helmet-async loads, and every <Head> renders its Helmet, only once
 * the head has to change: at the first change of location (a client-side navigation, or the
 * search page's query in the address) or when a <Head> mounts after the page has hydrated. Until
 * then the head the server wrote is the page's, and Helmets would only ask for it again.
 * - react-helmet-async and its helpers (about 6 KB gzip) are a chunk of their own (./helmet.tsx),
 *   prefetched at low priority once main.js runs, instead of a part of main.js.
 * - No work on the main thread as the page starts: a Helmet sends the head it wants as it renders,
 *   and react-helmet-async applied the head of the Helmets rendered so far at each frame between
 *   hydration's slices, so the page's title, description and canonical link left the document and
 *   came back; later, rendering every Helmet after hydration was one of the longest tasks of a long
 *   page.
 * - When the Helmets switch on, they do so in one update, in the order of the tree, as
 *   react-helmet-async expects. A <Head> whose children change while the location stays the same
 *   (none on this site) shows its change at the next change of location.
 */
import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Props } from '@docusaurus/Head';

let SharedHelmet: ComponentType<Props> | undefined;
let loading: Promise<void> | undefined;
/** The location the page arrived at, as the first <Head> to render saw it. */
let arrival: ReturnType<typeof useLocation> | undefined;
let hydrated = false;
let hydratedScheduled = false;
const subscribers = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  subscribers.add(onChange);
  return () => subscribers.delete(onChange);
}

function loadHelmet(): void {
  loading ??= import(/* webpackPrefetch: true */ './helmet').then(
    (helmet) => {
      SharedHelmet = helmet.default;
      for (const onChange of subscribers) onChange();
    },
    // Offline, say: the head stays as it is, and the next change of location tries again.
    () => {
      loading = undefined;
    },
  );
}

const loadedHelmet = () => SharedHelmet;
// React reads this one while the page hydrates. A Helmet renders nothing into the page itself, so
// rendering none matches the server's HTML.
const whileHydrating = () => undefined;

export default function Head(props: Props): ReactNode {
  const Helmet = useSyncExternalStore(subscribe, loadedHelmet, whileHydrating);
  const location = useLocation();
  arrival ??= location;
  useEffect(() => {
    if (hydrated || location !== arrival) {
      loadHelmet();
      return;
    }
    // A <Head> of the page as it hydrated: the page's first commit is over once this task is.
    if (hydratedScheduled) return;
    hydratedScheduled = true;
    setTimeout(() => {
      hydrated = true;
    });
  }, [location]);
  return Helmet ? <Helmet {...props} /> : null;
}
