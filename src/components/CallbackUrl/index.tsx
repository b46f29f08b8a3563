import { useId, useState, type ReactNode } from 'react';
import WithBreakPoints from '@site/plugins/wide-content/WithBreakPoints';
import CopyButton from '../CopyButton';
import { buildCallbackUrl } from './callback-url';
import styles from './styles.module.css';

/** Turns the reader's site address into the exact callback URL to paste into a provider's console. */
export default function CallbackUrl({ providerId }: { providerId: string }): ReactNode {
  const [site, setSite] = useState('http://localhost:3000');
  const inputId = useId();
  const messageId = useId();
  const result = buildCallbackUrl(site, providerId);

  return (
    <div className={styles.helper}>
      <label htmlFor={inputId} className={styles.label}>
        Your site&apos;s address (with the base path, if any)
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="url"
        inputMode="url"
        value={site}
        placeholder="https://example.com"
        spellCheck={false}
        aria-invalid={!result.ok}
        aria-describedby={messageId}
        onChange={(event) => setSite(event.target.value)}
      />
      <div id={messageId} className={styles.output} aria-live="polite">
        {result.ok ? (
          <>
            <span className={styles.resultLabel}>Callback URL</span>
            <div className={styles.row}>
              <code className={styles.url} data-testid="callback-url">
                <WithBreakPoints text={result.url} />
              </code>
              <CopyButton text={result.url} label="Copy the callback URL" />
            </div>
            {result.warning && <p className={styles.warning}>{result.warning}</p>}
          </>
        ) : (
          <p className={styles.error} role="alert">
            {result.error}
          </p>
        )}
      </div>
    </div>
  );
}
