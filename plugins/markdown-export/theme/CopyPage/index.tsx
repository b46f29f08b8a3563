import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Status = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed'; reason: string };

const COPIED_FOR_MS = 2500;

const loadMarkdown = (markdownPath: string) =>
  import('./markdown-text').then(({ markdownBlob }) => markdownBlob(markdownPath));

/**
 * Puts the page's Markdown on the clipboard. The clipboard is asked at once, inside the click,
 * with the text still to come (a ClipboardItem of a promise): Safari refuses a write that
 * starts after the click's handler has returned.
 */
async function copyMarkdown(markdownPath: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && 'write' in navigator.clipboard) {
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': loadMarkdown(markdownPath) })]);
  } else {
    const blob = await loadMarkdown(markdownPath);
    await navigator.clipboard.writeText(await blob.text());
  }
}

/** "Copy page" and a menu with "View as Markdown", beside a docs page's title. */
export default function CopyPage({ markdownPath }: { markdownPath: string }): ReactNode {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (status.kind !== 'copied') return undefined;
    const timer = window.setTimeout(() => setStatus({ kind: 'idle' }), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [menuOpen]);

  const copy = () => {
    copyMarkdown(markdownPath).then(
      () => setStatus({ kind: 'copied' }),
      (error: unknown) => setStatus({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) }),
    );
  };

  return (
    <div ref={root} className={clsx('doc-copy-page', styles.copyPage)}>
      <div className={styles.group}>
        <button type="button" className={clsx('button button--sm button--secondary', styles.copy)} onClick={copy}>
          {status.kind === 'copied' ? 'Copied' : 'Copy page'}
        </button>
        <button
          ref={toggle}
          type="button"
          className={clsx('button button--sm button--secondary', styles.toggle)}
          aria-label="More ways to take this page"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <ul id={menuId} className={styles.menu} hidden={!menuOpen}>
        <li>
          <Link className={styles.menuItem} to={`pathname://${markdownPath}`} onClick={() => setMenuOpen(false)}>
            View as Markdown
          </Link>
        </li>
      </ul>
      <span className={styles.status} role="status">
        {status.kind === 'copied' ? 'Copied the page as Markdown' : ''}
      </span>
      {status.kind === 'failed' && (
        <p className={styles.error} role="alert">
          Could not copy the page ({status.reason}). Open “View as Markdown” and copy it from there.
        </p>
      )}
    </div>
  );
}
