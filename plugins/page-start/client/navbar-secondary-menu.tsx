/**
 * Ejected from @docusaurus/theme-common 3.10.2 (lib/contexts/navbarSecondaryMenu/content.js: what
 * the phone menu shows as its second panel, the docs sidebar on docs pages), in the browser bundle
 * only, with one edit.
 *
 * EDIT (next-auth docs): a page fills the panel in a transition. On a phone the menu is rendered,
 * closed, as soon as the page knows it is on a phone; as an ordinary update, React rendered the
 * whole docs sidebar into it in one task without yielding (about 19 ms on a desktop CPU on
 * /configuration/options, four times that on a phone). Emptying the panel is an ordinary update,
 * as before.
 */
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { ReactContextError } from '@docusaurus/theme-common';

/**
 * The same object as in the previous render while its entries are the same: the theme's
 * useShallowMemoObject, which is not public.
 */
function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the entries are the dependencies
  return useMemo(() => obj, deps.flat());
}

/** A component for the panel and its props (`null` while the page sets none). */
type Content = { component: ComponentType<object>; props: object } | { component: null; props: null };

const Context = createContext<[Content, Dispatch<SetStateAction<Content>>] | null>(null);

export function NavbarSecondaryMenuContentProvider({ children }: { children: ReactNode }): ReactNode {
  const value = useState<Content>({ component: null, props: null });
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useNavbarSecondaryMenuContent(): Content {
  const value = useContext(Context);
  if (!value) throw new ReactContextError('NavbarSecondaryMenuContentProvider');
  return value[0];
}

/** Sets what the phone menu's second panel shows while this element is mounted. */
export function NavbarSecondaryMenuFiller<P extends object>({
  component,
  props,
}: {
  component: ComponentType<P>;
  props: P;
}): ReactNode {
  const context = useContext(Context);
  if (!context) throw new ReactContextError('NavbarSecondaryMenuContentProvider');
  const [, setContent] = context;
  // Shallowly memoized, so the context changes only when a prop does.
  const memoizedProps = useShallowMemoObject(props);
  useEffect(() => {
    // EDIT: a transition (see the top of this file). The panel renders `component` with `props`.
    startTransition(() => setContent({ component: component as ComponentType<object>, props: memoizedProps }));
  }, [setContent, component, memoizedProps]);
  useEffect(() => () => setContent({ component: null, props: null }), [setContent]);
  return null;
}
