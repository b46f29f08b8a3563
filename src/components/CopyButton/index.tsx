import { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

const RESET_AFTER_MS = 2000;

/** Copies `text` to the clipboard and says so; a refused clipboard is reported, not thrown. */
export default function CopyButton({ text, label }: { text: string; label: string }): ReactNode {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), RESET_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <button
      type="button"
      className={clsx('button button--sm button--secondary', styles.button)}
      onClick={() => void copy()}
      disabled={!text}
      aria-label={label}
    >
      <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}</span>
    </button>
  );
}
