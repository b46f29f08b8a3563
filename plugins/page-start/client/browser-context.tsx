/**
 * Ejected from @docusaurus/core 3.10.2 (lib/client/browserContext.js: what useIsBrowser() reads),
 * in the browser bundle only, with one edit.
 *
 * EDIT (next-auth docs): the switch to "in the browser" after hydration is a transition. It
 * re-renders every component that reads useIsBrowser() (each code block, the color toggle, the
 * logos, sidebar categories); as an ordinary update, React rendered all of them in one task right
 * after hydration, blocking the page. As a transition, React renders them in slices, as it
 * hydrates.
 */
import { createContext, startTransition, useEffect, useState, type ReactNode } from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
