/**
 * Ejected from @docusaurus/core 3.10.2 (lib/client/exports/Head.js: the <Head> that pages, the
 * theme and the plugins use), in the browser bundle only, with one edit.
 *
 * EDIT (next-auth docs): react-helmet-async loads, and every <Head> renders its Helmet, only once
 * the head has to change: at the first change of location (a client-side navigation, a search
 * query in the address), when a <Head> mounts after the page has hydrated, or when a <Head> of the
 * page asks for something else than it did as the page hydrated (the search page's title, once
 * it reads the query). Until then the head the server wrote is the page's, and Helmets would only
 * ask for it again.
 * - react-helmet-async and its helpers (about 6 KB gzip) are a chunk of their own (./helmet.tsx),
 *   prefetched at low priority once main.js runs, instead of a part of main.js.
 * - No work on the main thread as the page starts: a Helmet sends the head it wants as it renders,
 *   and react-helmet-async applied the head of the Helmets rendered so far at each frame between
 *   hydration's slices, so the page's title, description and canonical link left the document and
 *   came back; later, rendering every Helmet after hydration was one of the longest tasks of a long
 *   page.
 * - When the Helmets switch on, they do so in one update, in the order of the tree, as
 *   react-helmet-async expects.
 * - Docusaurus's App asks on every page for <html data-has-hydrated>, which turns true once the
 *   page has hydrated (core/lib/client/hasHydratedDataAttribute.js). That one change is made here
 *   directly, as Helmet would have made it, and does not count as a change.
 */
import { isValidElement, useEffect, useRef, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
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
    // Offline, say: the head stays as it is, and the next reason to load it tries again.
    () => {
      loading = undefined;
    },
  );
}

const loadedHelmet = () => SharedHelmet;
// React reads this one while the page hydrates. A Helmet renders nothing into the page itself, so
// rendering none matches the server's HTML.
const whileHydrating = () => undefined;

/** What a <Head> asks for, as text: its elements' types and props, in order. */
function describe(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(describe).join('');
  if (!isValidElement<{ children?: ReactNode }>(node)) return '';
  const { children, ...props } = node.props;
  const type = typeof node.type === 'string' ? node.type : 'fragment';
  // Set directly once the page has hydrated (see the top of this file).
  if (type === 'html') delete (props as Record<string, unknown>)['data-has-hydrated'];
  return `<${type} ${JSON.stringify(props)}>${describe(children)}</${type}>`;
}

export default function Head(props: Props): ReactNode {
  const Helmet = useSyncExternalStore(subscribe, loadedHelmet, whileHydrating);
  const location = useLocation();
  arrival ??= location;
  const asked = describe(props.children);
  const askedFirst = useRef(asked);
  useEffect(() => {
    if (hydrated || location !== arrival || asked !== askedFirst.current) {
      loadHelmet();
      return;
    }
    // A <Head> of the page as it hydrated: the page's first commit is over once this task is.
    if (hydratedScheduled) return;
    hydratedScheduled = true;
    setTimeout(() => {
      hydrated = true;
      document.documentElement.setAttribute('data-has-hydrated', 'true');
    });
  }, [location, asked]);
  return Helmet ? <Helmet {...props} /> : null;
}
