import { useCallback, useEffect, useState, type ReactNode } from 'react';
import CopyButton from '../CopyButton';
import styles from './styles.module.css';

/** 32 random bytes, as `openssl rand -base64 32` prints them. */
const SECRET_BYTES = 32;

function generateSecret(bytes = SECRET_BYTES): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return btoa(String.fromCharCode(...buffer));
}

/** Generates a NEXTAUTH_SECRET in the browser; nothing leaves the page. */
export default function SecretGenerator(): ReactNode {
  const [secret, setSecret] = useState('');
  const regenerate = useCallback(() => setSecret(generateSecret()), []);
  // Generated after hydration only, so the static HTML never contains a secret.
  useEffect(regenerate, [regenerate]);

  return (
    <div className={styles.generator}>
      <label className={styles.label} htmlFor="nextauth-secret">
        A fresh secret, generated in your browser
      </label>
      <div className={styles.row}>
        <input
          id="nextauth-secret"
          className={styles.value}
          readOnly
          value={secret ? `NEXTAUTH_SECRET=${secret}` : ''}
          placeholder="Generating…"
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={secret ? `NEXTAUTH_SECRET=${secret}` : ''} label="Copy the secret" />
        <button type="button" className="button button--sm button--outline button--primary" onClick={regenerate}>
          New secret
        </button>
      </div>
    </div>
  );
}
