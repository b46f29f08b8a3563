import type { CSSProperties, ReactNode } from 'react';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import HomeHero from './_components/HomeHero';
import FeatureGrid from './_components/FeatureGrid';
import styles from './index.module.css';

const ROUTE_SAMPLE = `import NextAuth from "next-auth";
import GitHubProvider from "next-auth/providers/github";

const handler = NextAuth({
  providers: [
    GitHubProvider({
      clientId: process.env.GITHUB_ID!,
      clientSecret: process.env.GITHUB_SECRET!,
    }),
  ],
});

export { handler as GET, handler as POST };`;

const BUTTON_SAMPLE = `"use client";
import { signIn, signOut, useSession } from "next-auth/react";

export function AccountButton() {
  const { data: session } = useSession();
  if (session) {
    return (
      <button onClick={() => signOut()}>
        Sign out {session.user?.email}
      </button>
    );
  }
  return (
    <button onClick={() => signIn("github")}>
      Sign in with GitHub
    </button>
  );
}`;

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
        <FeatureGrid />
        <section className={styles.example} aria-labelledby="example-heading">
          <div className="container">
            <h2 id="example-heading">Sign-in in two files</h2>
            <p>
              A route handler answers every <code>/api/auth/*</code> request; a client component reads the session and
              starts or ends it. That is the whole integration for GitHub sign-in with sessions in an encrypted cookie.
            </p>
            <div className={styles.codeGrid} style={{ '--longest-line': LONGEST_LINE } as CSSProperties}>
              <CodeBlock language="ts" title="app/api/auth/[...nextauth]/route.ts">
                {ROUTE_SAMPLE}
              </CodeBlock>
              <CodeBlock language="tsx" title="app/account-button.tsx">
                {BUTTON_SAMPLE}
              </CodeBlock>
            </div>
            <p className={styles.next}>
              Wrap your layout in <code>SessionProvider</code> and set <code>NEXTAUTH_SECRET</code>; the{' '}
              <Link to="/getting-started/example">example walk-through</Link> covers each step.
            </p>
          </div>
        </section>
      </main>
    </Layout>
  );
}
