import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface Feature {
  title: string;
  to: string;
  body: string;
}

const FEATURES: Feature[] = [
  {
    title: 'Providers built in',
    to: '/providers/',
    body: 'Apple, Azure AD, GitHub, Google, Okta and more than fifty others ship as ready-made OAuth and OpenID Connect configurations.',
  },
  {
    title: 'Email and credentials',
    to: '/configuration/providers/email',
    body: 'Passwordless magic links through any SMTP server, or a Credentials provider that checks usernames and passwords your way.',
  },
  {
    title: 'Bring your own database',
    to: '/adapters',
    body: 'Adapters for Prisma, MongoDB, TypeORM, DynamoDB and others store users and sessions; without one, sessions live in an encrypted JWT.',
  },
  {
    title: 'Secure by default',
    to: '/security',
    body: 'CSRF tokens on every POST, encrypted session tokens, signed and HTTP-only cookies, and state, PKCE and nonce checks for OAuth.',
  },
  {
    title: 'App Router and Pages Router',
    to: '/configuration/nextjs',
    body: 'One handler serves both routers; getServerSession reads the session in server components, route handlers and API routes.',
  },
  {
    title: 'Typed end to end',
    to: '/getting-started/typescript',
    body: 'Written in TypeScript, with module augmentation to add your own fields to the session, the user and the JWT.',
  },
];

export default function FeatureGrid(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <div className="container">
        <h2 id="features-heading" className={styles.heading}>
          What it does
        </h2>
        <ul className={styles.grid}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.card}>
              <h3>
                <Link to={feature.to}>{feature.title}</Link>
              </h3>
              <p>{feature.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
