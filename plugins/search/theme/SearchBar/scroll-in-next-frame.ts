/**
 * DocSearch 4.7 scrolls its results back to the top whenever the query changes, from an effect that
 * React runs inside the keystroke's own event: `scrollTo({ top: 0, behavior: 'smooth' })` on the
 * results area forces a layout of the modal it has just rendered, and the frame lays it out again.
 * At 4× CPU that was the largest single cost of a keystroke (contributing/search.md). While the
 * modal is open, that one call runs in the next animation frame instead, where it shares the
 * frame's own layout; the results still go back to the top. Other elements scroll as they would.
 * tests/e2e/search.spec.ts fails if DocSearch stops making the call or makes it elsewhere.
 */
import { useLayoutEffect } from 'react';

const RESULTS_AREA = 'DocSearch-Dropdown';

type ScrollArguments = [options?: ScrollToOptions] | [x: number, y: number];

export function useResultsScrollInNextFrame(): void {
  // A layout effect: in place before any of DocSearch's effects run.
  useLayoutEffect(() => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- always called with its element as `this`.
    const scrollTo = Element.prototype.scrollTo as (this: Element, ...args: ScrollArguments) => void;
    function scrollInNextFrame(this: Element, ...args: ScrollArguments): void {
      if (this.classList.contains(RESULTS_AREA)) requestAnimationFrame(() => scrollTo.apply(this, args));
      else scrollTo.apply(this, args);
    }
    Element.prototype.scrollTo = scrollInNextFrame;
    return () => {
      if (Element.prototype.scrollTo === scrollInNextFrame) Element.prototype.scrollTo = scrollTo;
    };
  }, []);
}
