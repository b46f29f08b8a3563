import type { Card } from './CardGrid';

/** What a reader who has the example running usually does next. */
export const TASKS: Card[] = [
  {
    title: 'Add a provider',
    to: '/providers/',
    body: 'Pick a built-in OAuth or OpenID Connect provider, register its callback URL with the service, and list it in providers.',
  },
  {
    title: 'Protect a page',
    to: '/tutorials/securing-pages-and-api-routes',
    body: 'Check the session in server components, route handlers and API routes, or guard whole paths with middleware.',
  },
  {
    title: 'Use a database',
    to: '/adapters',
    body: 'Install an adapter to keep users, linked accounts and sessions in your database. Email sign-in needs one.',
  },
  {
    title: 'Deploy',
    to: '/deployment',
    body: "Set NEXTAUTH_SECRET and the site's URL, and register each environment's callback URL with your providers.",
  },
];

export const FEATURES: Card[] = [
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
