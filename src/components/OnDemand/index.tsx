import { useEffect, useState, type ReactNode } from 'react';
import styles from './styles.module.css';

import { SPINNER_DELAY_MS } from './use-on-demand';

export { useOnDemand } from './use-on-demand';

/**
 * What a reader sees while an on-demand part of a page loads: after a short delay a spinner,
 * and if the load failed, the reason and a Retry button.
 */
export default function OnDemandStatus({
  status,
  what,
  onRetry,
}: {
  status: 'waiting' | 'loading' | 'failed';
  /** What is loading, in a few words: "diagram". */
  what: string;
  onRetry: () => void;
}): ReactNode {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (status !== 'loading') return undefined;
    const timer = window.setTimeout(() => setSlow(true), SPINNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  if (status === 'failed') {
    return (
      <div className={styles.failure} role="alert">
        <p>The {what} could not be loaded. Check your connection, then retry.</p>
        <button type="button" className="button button--sm button--primary" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (status === 'loading' && slow) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        Loading the {what}…
      </div>
    );
  }
  return null;
}
