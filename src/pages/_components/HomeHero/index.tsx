import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <img className={styles.logo} src={useBaseUrl('/img/logo.svg')} alt="" width={96} height={96} />
        <h1 className={styles.title}>NextAuth.js</h1>
        <p className={styles.tagline}>
          Open-source authentication for Next.js. Sign users in with GitHub, Google and dozens of other providers, with
          email links or with your own credentials check, and keep sessions in a cookie or in your database.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/getting-started/introduction">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/providers/">
            Browse providers
          </Link>
        </div>
        <p className={styles.install}>
          <code>npm install next-auth</code>
        </p>
      </div>
    </header>
  );
}
