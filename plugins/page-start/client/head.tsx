/**
 * Ejected from @docusaurus/core 3.10.2 (lib/client/exports/Head.js: the <Head> that pages, the
 * theme and the plugins use), in the browser bundle only, with one edit.
 *
 * EDIT (next-auth docs): each <Head> renders its Helmet only once the page has hydrated. The head
 * the server wrote is already the page's. A Helmet sends the head it wants to react-helmet-async as
 * it renders, and react-helmet-async applies what it has at the next animation frame; hydration
 * renders in slices with frames between them, so it applied the head of the first few Helmets:
 * the page's title, description, canonical link and structured data came out of the document and
 * went back a frame or more later, work on the main thread as the page started. After hydration,
 * every <Head> renders its Helmet in one update (not in slices), in a task after the one that runs
 * the page's first effects (together, one of the longest tasks as a long page started), and what
 * they ask for is what the server wrote, which react-helmet-async keeps as it is. After a
 * client-side navigation, the new page's <Head> renders its Helmet at once, as before.
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Helmet } from 'react-helmet-async';
import type { Props } from '@docusaurus/Head';

let hydrated = false;
let flipScheduled = false;
const subscribers = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  subscribers.add(onChange);
  return () => subscribers.delete(onChange);
}

const isHydrated = () => hydrated;
// React reads this one while the page hydrates. A Helmet renders nothing into the page itself, so
// rendering none matches the server's HTML.
const whileHydrating = () => false;

export default function Head(props: Props): ReactNode {
  const ready = useSyncExternalStore(subscribe, isHydrated, whileHydrating);
  useEffect(() => {
    // The first <Head> whose effects run: the page's first commit is over. The Helmets render in a
    // task of their own, not at the end of this one, which runs every effect of the page.
    if (flipScheduled) return;
    flipScheduled = true;
    setTimeout(() => {
      hydrated = true;
      for (const onChange of subscribers) onChange();
    });
  }, []);
  return ready ? <Helmet {...props} /> : null;
}
