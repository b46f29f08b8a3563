/**
 * What the browser bundle gets for `react-helmet-async` (aliased in ../index.ts). Docusaurus's
 * client imports two names from it: HelmetProvider, around the app, and Helmet, which every
 * <Head> renders. Until the head has to change, the head the server wrote is the page's, so:
 *
 * - the library (about 5 KB gzip) is a chunk of its own (./helmet.tsx), loaded at the first change
 *   of location, when a <Head> mounts after hydration, or when one asks for another head than it
 *   did as the page hydrated (the search page's title, once it reads the query);
 * - no Helmet runs while the page hydrates (they rewrote the head between hydration's slices);
 * - `<html data-has-hydrated>`, the one change every page makes, is set directly.
 *
 * Figures: contributing/performance.md.
 */
import { isValidElement, useEffect, useRef, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import type { HelmetProps as LibraryHelmetProps } from 'react-helmet-async/lib/index.module.js';

/** What Docusaurus's <Head> passes on: the head elements it asks for, as children. */
type HelmetProps = LibraryHelmetProps & { children?: ReactNode };

let SharedHelmet: ComponentType<HelmetProps> | undefined;
let loading: Promise<void> | undefined;
/** The location the page arrived at, as the first Helmet to render saw it. */
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
// Read while the page hydrates: a Helmet renders nothing into the page, so none matches the server's HTML.
const whileHydrating = () => undefined;

/** What a Helmet asks for, as text: its elements' types and props, in order. */
function describe(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(describe).join('');
  if (!isValidElement<{ children?: ReactNode }>(node)) return '';
  const { children, ...props } = node.props;
  const type = typeof node.type === 'string' ? node.type : 'fragment';
  // Set directly once the page has hydrated.
  if (type === 'html') delete (props as Record<string, unknown>)['data-has-hydrated'];
  return `<${type} ${JSON.stringify(props)}>${describe(children)}</${type}>`;
}

export function Helmet(props: HelmetProps): ReactNode {
  const Loaded = useSyncExternalStore(subscribe, loadedHelmet, whileHydrating);
  const location = useLocation();
  arrival ??= location;
  const asked = describe(props.children);
  const askedFirst = useRef(asked);
  useEffect(() => {
    if (hydrated || location !== arrival || asked !== askedFirst.current) {
      loadHelmet();
      return;
    }
    // A Helmet of the page as it hydrated: the page's first commit is over once this task is.
    if (hydratedScheduled) return;
    hydratedScheduled = true;
    setTimeout(() => {
      hydrated = true;
      document.documentElement.setAttribute('data-has-hydrated', 'true');
    });
  }, [location, asked]);
  return Loaded ? <Loaded {...props} /> : null;
}

/** Every Helmet shares one HelmetData (./helmet.tsx), so the provider only passes its children on. */
export function HelmetProvider({ children }: { children?: ReactNode }): ReactNode {
  return children;
}
