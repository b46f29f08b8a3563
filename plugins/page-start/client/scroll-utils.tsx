/**
 * Ejected from @docusaurus/theme-common 3.10.2 (lib/utils/scrollUtils.js: the scroll hooks of the
 * navbar, the back-to-top button, the desktop sidebar and tabs), in the browser bundle only, with
 * two edits. Neither reads the layout or the styles while a component renders.
 *
 * Reading the scroll position (or a computed style) makes the browser bring its layout (or its
 * styles) up to date on the spot. While the page starts, React's commits keep changing the DOM,
 * so a read in a render laid the whole page out inside that render's task: on
 * /configuration/options the navbar's render took 16 ms of layout on a desktop CPU, four times
 * that on a phone. Without the read, the browser lays the page out once, when it paints.
 *
 * EDIT 1 (next-auth docs): useScrollPosition reads the first position when its effect starts,
 * where the original read it at every render (as `useRef`'s initial value, which React keeps only
 * from the first). The effect reported that same position first anyway.
 * EDIT 2: useSmoothScrollTo asks whether CSS sets smooth scrolling when a scroll starts, not at
 * every render.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import { useEvent, ReactContextError } from '@docusaurus/theme-common';

interface ScrollController {
  /** Whether useScrollPosition reports scroll events. */
  scrollEventsEnabledRef: RefObject<boolean>;
  enableScrollEvents: () => void;
  disableScrollEvents: () => void;
}

function useScrollControllerContextValue(): ScrollController {
  const scrollEventsEnabledRef = useRef(true);
  return useMemo(
    () => ({
      scrollEventsEnabledRef,
      enableScrollEvents: () => {
        scrollEventsEnabledRef.current = true;
      },
      disableScrollEvents: () => {
        scrollEventsEnabledRef.current = false;
      },
    }),
    [],
  );
}

const ScrollMonitorContext = createContext<ScrollController | undefined>(undefined);

export function ScrollControllerProvider({ children }: { children: ReactNode }): ReactNode {
  const value = useScrollControllerContextValue();
  return <ScrollMonitorContext.Provider value={value}>{children}</ScrollMonitorContext.Provider>;
}

/**
 * Lets code move the page without useScrollPosition reporting it (so that the navbar does not hide
 * when a tab click keeps the tab under the pointer).
 */
export function useScrollController(): ScrollController {
  const context = useContext(ScrollMonitorContext);
  if (context == null) throw new ReactContextError('ScrollControllerProvider');
  return context;
}

interface ScrollPosition {
  scrollX: number;
  scrollY: number;
}

const getScrollPosition = (): ScrollPosition => ({ scrollX: window.pageXOffset, scrollY: window.pageYOffset });

/** Calls `effect` with the new and the previous position when the page scrolls, and once at mount. */
export function useScrollPosition(
  effect: (position: ScrollPosition, lastPosition: ScrollPosition | null) => void,
  deps: unknown[] = [],
): void {
  const { scrollEventsEnabledRef } = useScrollController();
  // EDIT 1: filled by the effect, not read at each render.
  const lastPositionRef = useRef<ScrollPosition | null>(null);
  const dynamicEffect = useEvent(effect);
  useEffect(() => {
    lastPositionRef.current ??= getScrollPosition();
    const handleScroll = () => {
      if (!scrollEventsEnabledRef.current) return;
      const currentPosition = getScrollPosition();
      dynamicEffect(currentPosition, lastPositionRef.current);
      lastPositionRef.current = currentPosition;
    };
    handleScroll();
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
    // The caller's deps, as in the original.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dynamicEffect, scrollEventsEnabledRef, ...deps]);
}

function useScrollPositionSaver() {
  const lastElementRef = useRef<{ elem: HTMLElement | null; top: number }>({ elem: null, top: 0 });
  const save = useCallback((elem: HTMLElement) => {
    lastElementRef.current = { elem, top: elem.getBoundingClientRect().top };
  }, []);
  const restore = useCallback(() => {
    const { elem, top } = lastElementRef.current;
    if (!elem) return { restored: false };
    const heightDiff = elem.getBoundingClientRect().top - top;
    if (heightDiff) window.scrollBy({ left: 0, top: heightDiff });
    lastElementRef.current = { elem: null, top: 0 };
    return { restored: heightDiff !== 0 };
  }, []);
  return useMemo(() => ({ save, restore }), [restore, save]);
}

/**
 * Keeps an element where it is on screen until the next render, whatever renders above it (a tab
 * clicked in one group switches the groups above it too).
 */
export function useScrollPositionBlocker(): {
  blockElementScrollPositionUntilNextRender: (el: HTMLElement) => void;
} {
  const scrollController = useScrollController();
  const scrollPositionSaver = useScrollPositionSaver();
  const nextLayoutEffectCallbackRef = useRef<(() => void) | undefined>(undefined);
  const blockElementScrollPositionUntilNextRender = useCallback(
    (el: HTMLElement) => {
      scrollPositionSaver.save(el);
      scrollController.disableScrollEvents();
      nextLayoutEffectCallbackRef.current = () => {
        const { restored } = scrollPositionSaver.restore();
        nextLayoutEffectCallbackRef.current = undefined;
        // Restoring the position fires a scroll event; scroll events count again after it.
        if (restored) {
          const handleScrollRestoreEvent = () => {
            scrollController.enableScrollEvents();
            window.removeEventListener('scroll', handleScrollRestoreEvent);
          };
          window.addEventListener('scroll', handleScrollRestoreEvent);
        } else {
          scrollController.enableScrollEvents();
        }
      };
    },
    [scrollController, scrollPositionSaver],
  );
  useIsomorphicLayoutEffect(() => {
    // After every layout effect has run, yet before the browser paints.
    queueMicrotask(() => nextLayoutEffectCallbackRef.current?.());
  });
  return { blockElementScrollPositionUntilNextRender };
}

function smoothScrollNative(top: number): () => void {
  window.scrollTo({ top, behavior: 'smooth' });
  // The browser stops it by itself when the reader scrolls.
  return () => {};
}

function smoothScrollPolyfill(top: number): () => void {
  let raf: number | null = null;
  const isUpScroll = document.documentElement.scrollTop > top;
  function rafRecursion() {
    const currentScroll = document.documentElement.scrollTop;
    if ((isUpScroll && currentScroll > top) || (!isUpScroll && currentScroll < top)) {
      raf = requestAnimationFrame(rafRecursion);
      window.scrollTo(0, Math.floor((currentScroll - top) * 0.85) + top);
    }
  }
  rafRecursion();
  // Stopped when the reader scrolls, so the two never fight.
  return () => {
    if (raf) cancelAnimationFrame(raf);
  };
}

/**
 * Scrolls the page smoothly to `top`: natively where CSS asks for smooth scrolling, otherwise
 * step by step (the native smooth scroll cannot be detected reliably).
 */
export function useSmoothScrollTo(): { startScroll: (top: number) => void; cancelScroll: () => void } {
  const cancelRef = useRef<(() => void) | null>(null);
  return {
    startScroll: (top) => {
      // EDIT 2: asked here, when a scroll starts.
      const supportsNativeSmoothScrolling = getComputedStyle(document.documentElement).scrollBehavior === 'smooth';
      cancelRef.current = supportsNativeSmoothScrolling ? smoothScrollNative(top) : smoothScrollPolyfill(top);
    },
    cancelScroll: () => cancelRef.current?.(),
  };
}
