import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import styles from './styles.module.css';

/**
 * The docs' npm2yarn tab group (config/docs.ts): same group id, values and labels, so a reader's
 * package manager carries over between the home page and the docs. tests/build/home-page.test.ts
 * holds these commands to what the plugin renders on the example page.
 */
const INSTALL_COMMANDS = [
  { value: 'npm', label: 'npm', command: 'npm install next-auth' },
  { value: 'yarn', label: 'Yarn', command: 'yarn add next-auth' },
  { value: 'pnpm', label: 'pnpm', command: 'pnpm add next-auth' },
];

export default function HomeHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <h1 className={styles.title}>NextAuth.js</h1>
        <p className={styles.tagline}>Sign-in for Next.js apps: OAuth providers, email links or passwords.</p>
        <div className={styles.start}>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/getting-started/example">
              Run the example
            </Link>
            <Link className="button button--secondary button--lg" to="/providers/">
              Browse providers
            </Link>
          </div>
          <div className={styles.install}>
            <Tabs groupId="npm2yarn">
              {INSTALL_COMMANDS.map(({ value, label, command }) => (
                <TabItem key={value} value={value} label={label}>
                  <CodeBlock language="bash">{command}</CodeBlock>
                </TabItem>
              ))}
            </Tabs>
          </div>
        </div>
      </div>
    </header>
  );
}
