/**
 * Ejected from @docusaurus/theme-common 3.10.2 (lib/hooks/useWindowSize.js), in the browser bundle
 * only, with one edit.
 *
 * EDIT (next-auth docs): the first size after hydration is set in a transition. Until then the
 * hook answers "ssr" (so the browser's first render matches the server's); the switch to
 * "mobile" removes the desktop sidebar and table of contents, which CSS already hides on phones,
 * and fills the mobile menu. As an ordinary update React rendered all of that in one task right
 * after hydration; as a transition, in slices. Later resizes are ordinary updates, as before.
 */
import { startTransition, useEffect, useState } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

// Infima's breakpoint, which the theme's CSS uses too.
const DESKTOP_BREAKPOINT = 996;

function getWindowSize(desktopBreakpoint: number): WindowSize {
  if (!ExecutionEnvironment.canUseDOM) {
    throw new Error('getWindowSize() should only be called after React hydration');
  }
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({
  desktopBreakpoint = DESKTOP_BREAKPOINT,
}: { desktopBreakpoint?: number } = {}): WindowSize {
  // The server's answer during hydration, so that the first render matches its HTML.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    function updateWindowSize() {
      setWindowSize(getWindowSize(desktopBreakpoint));
    }
    // EDIT: a transition (see the top of this file).
    startTransition(updateWindowSize);
    window.addEventListener('resize', updateWindowSize);
    return () => window.removeEventListener('resize', updateWindowSize);
  }, [desktopBreakpoint]);
  return windowSize;
}
