import { useCallback, useEffect, useState, type RefObject } from 'react';

/** A quick load shows nothing; a slow one shows the spinner after this long. */
export const SPINNER_DELAY_MS = 200;

export type OnDemandStatus = 'waiting' | 'loading' | 'failed' | 'ready';

/** How far ahead of the viewport loading starts, so a reader scrolling down rarely waits. */
const LOOKAHEAD = '300px';

/**
 * Loads something (usually a code-split chunk) once the element comes near the viewport.
 * A failed load can be retried: a chunk whose request failed is requested again by the bundler.
 */
export function useOnDemand(
  load: () => Promise<unknown>,
  ref: RefObject<Element | null>,
): {
  status: OnDemandStatus;
  retry: () => void;
} {
  const [status, setStatus] = useState<OnDemandStatus>('waiting');

  const start = useCallback(() => {
    setStatus('loading');
    load().then(
      () => setStatus('ready'),
      (error: unknown) => {
        console.warn('Loading part of the page failed:', error);
        setStatus('failed');
      },
    );
  }, [load]);

  useEffect(() => {
    const element = ref.current;
    if (status !== 'waiting' || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: LOOKAHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, start, status]);

  return { status, retry: start };
}
