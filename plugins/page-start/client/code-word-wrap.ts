/**
 * Ejected from @docusaurus/theme-common 3.10.2 (lib/hooks/useCodeWordWrap.js: the state behind a
 * code block's word-wrap button), in the browser bundle only, with two edits.
 *
 * Each code block measures itself once it has mounted: whether its code scrolls sideways (then it
 * shows the button) and whether it sits in a hidden tab. As ordinary updates, React rendered every
 * code block of the page again in one task right after hydration, without yielding: on a phone,
 * where most blocks scroll, one of the longest tasks of /configuration/options.
 *
 * EDIT 1 (next-auth docs): whether the code scrolls is set in a transition, which React renders
 * in slices. The button appears a moment later; a click on it is still an ordinary update.
 * EDIT 2: a block outside a hidden tab keeps its first state (no tab, `undefined`), where the
 * original replaced it with `null` and so rendered the block again for nothing.
 */
import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useEvent } from '@docusaurus/theme-common';

/** What a code block reads (the same shape as the original's `WordWrap`). */
interface WordWrap {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
}

const HIDDEN_ATTRIBUTE: MutationObserverInit = {
  attributes: true,
  characterData: false,
  childList: false,
  subtree: false,
};

// Calls back when the "hidden" attribute of the tab panel around the block changes.
function useTabBecameVisibleCallback(codeBlockRef: RefObject<HTMLPreElement | null>, callback: () => void): void {
  const [hiddenTabElement, setHiddenTabElement] = useState<Element | undefined>();
  const updateHiddenTabElement = useCallback(() => {
    // EDIT 2: `?? undefined`.
    setHiddenTabElement(codeBlockRef.current?.closest('[role=tabpanel][hidden]') ?? undefined);
  }, [codeBlockRef, setHiddenTabElement]);
  useEffect(() => {
    updateHiddenTabElement();
  }, [updateHiddenTabElement]);
  // The theme's useMutationObserver (not exported), with this hook's options.
  const onMutation = useEvent((mutations: MutationRecord[]) => {
    mutations.forEach((mutation) => {
      if (mutation.type === 'attributes' && mutation.attributeName === 'hidden') {
        callback();
        updateHiddenTabElement();
      }
    });
  });
  useEffect(() => {
    const observer = new MutationObserver(onMutation);
    if (hiddenTabElement) observer.observe(hiddenTabElement, HIDDEN_ATTRIBUTE);
    return () => observer.disconnect();
  }, [hiddenTabElement, onMutation]);
}

export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const toggle = useCallback(() => {
    const codeElement = codeBlockRef.current?.querySelector('code');
    if (!codeElement) return;
    if (isEnabled) {
      codeElement.removeAttribute('style');
    } else {
      codeElement.style.whiteSpace = 'pre-wrap';
      // No scrollbar once wrapped, even for a token longer than the line.
      codeElement.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [codeBlockRef, isEnabled]);
  const updateCodeIsScrollable = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    const isScrollable = pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'));
    // EDIT 1: a transition.
    startTransition(() => setIsCodeScrollable(isScrollable));
  }, [codeBlockRef]);
  useTabBecameVisibleCallback(codeBlockRef, updateCodeIsScrollable);
  useEffect(() => {
    updateCodeIsScrollable();
  }, [isEnabled, updateCodeIsScrollable]);
  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, { passive: true });
    return () => window.removeEventListener('resize', updateCodeIsScrollable);
  }, [updateCodeIsScrollable]);
  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
