import type { CSSProperties, ReactNode } from 'react';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import CardGrid from './_components/CardGrid';
import { FEATURES, TASKS } from './_components/home-cards';
import HomeHero from './_components/HomeHero';
import { BUTTON_SAMPLE, BUTTON_SAMPLE_TITLE, ROUTE_SAMPLE, ROUTE_SAMPLE_TITLE } from './_components/home-samples';
import styles from './index.module.css';

/** The samples sit side by side only where their longest line fits without scrolling (index.module.css). */
const LONGEST_LINE = Math.max(
  ...[ROUTE_SAMPLE, BUTTON_SAMPLE].flatMap((sample) => sample.split('\n').map((line) => line.length)),
);

export default function Home(): ReactNode {
  return (
    <Layout
      title="Authentication for Next.js"
      description="NextAuth.js documentation: add sign-in with OAuth providers, email links or credentials to a Next.js app, with or without a database."
    >
      <HomeHero />
      <main>
        <section className={styles.example} aria-labelledby="example-heading">
          <div className="container">
            <h2 id="example-heading">Sign-in in two files</h2>
            <p>
              GitHub sign-in: a route handler answers every <code>/api/auth/*</code> request, and a client component
              reads the session and signs in or out.
            </p>
            <div className={styles.codeGrid} style={{ '--longest-line': LONGEST_LINE } as CSSProperties}>
              <CodeBlock language="ts" title={ROUTE_SAMPLE_TITLE}>
                {ROUTE_SAMPLE}
              </CodeBlock>
              <CodeBlock language="tsx" title={BUTTON_SAMPLE_TITLE}>
                {BUTTON_SAMPLE}
              </CodeBlock>
            </div>
            <p className={styles.next}>
              Wrap your layout in <code>SessionProvider</code> and set <code>NEXTAUTH_SECRET</code>; the{' '}
              <Link to="/getting-started/example">example walk-through</Link> covers each step.
            </p>
          </div>
        </section>
        <section className={styles.versions} aria-labelledby="versions-heading">
          <div className="container">
            <h2 id="versions-heading">v4 or Auth.js v5?</h2>
            <p>
              This site covers v4, the release that <code>npm install next-auth</code> installs. Version 5 is still in
              beta under the Auth.js name, with a different API and docs of its own.{' '}
              <Link to="/faq#v4-or-authjs-v5">Which one to choose</Link>
            </p>
          </div>
        </section>
        <CardGrid id="tasks-heading" heading="Common tasks" cards={TASKS} />
        <CardGrid id="features-heading" heading="What it does" cards={FEATURES} />
      </main>
    </Layout>
  );
}
