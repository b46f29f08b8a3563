/**
 * The flows every v4 cell of the example matrix proves. Each flow names the app files it
 * exercises, so a failure points at the doc blocks those files came from.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { versionLabelled } from '../../config/versions';
import type { Cell } from './examples';
import type { ParsedMail } from 'mailparser';
import { HttpSession } from './http-session';
import { landingRoutes } from './landing-files';
import type { Mailbox } from './mailbox';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The secret the harness gives the apps (NEXTAUTH_SECRET, and SECRET for v3). */
export const APP_SECRET = 'a-long-random-secret-only-for-the-example-tests';

/** The user that lib/credentials.ts of the Credentials page ships for trying the app out. */
const DEMO_USER = {
  id: '1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'correct-horse-battery',
  role: 'admin',
};

/** Requires a package from a cell's own package world (its next-auth, its better-sqlite3). */
const requireFromCell = (cell: Cell) => createRequire(path.join(ROOT, cell.dir, 'package.json'));

interface FlowContext {
  cell: Cell;
  origin: string;
  browser: Browser;
  /** What the server printed so far. */
  serverLog: () => string;
  /** Where the app's mail arrives (EMAIL_SERVER), in cells whose app sends mail. */
  mailbox?: Mailbox;
}

export interface Flow {
  name: string;
  /** App files whose blocks this flow runs (for the failure message). */
  files: string[];
  run: (context: FlowContext) => Promise<void>;
}

/** After a sign-out in the browser: the session cookie is gone. */
async function assertSignedOut(context: BrowserContext): Promise<void> {
  const cookies = await context.cookies();
  assert.ok(
    !cookies.some((cookie) => cookie.name === 'next-auth.session-token'),
    'sign-out deletes the session cookie',
  );
}

async function signInWithCredentials(session: HttpSession, password: string) {
  const csrfToken = await session.csrfToken();
  return session.request('/api/auth/callback/credentials', {
    form: { email: DEMO_USER.email, password, csrfToken, callbackUrl: `${session.origin}/` },
  });
}

async function signedInSession(origin: string): Promise<HttpSession> {
  const session = new HttpSession(origin);
  const answer = await signInWithCredentials(session, DEMO_USER.password);
  assert.equal(answer.status, 302, 'credentials sign-in answers with a redirect');
  assert.ok(session.cookies.has('next-auth.session-token'), 'credentials sign-in sets next-auth.session-token');
  return session;
}

/**
 * Starts a GitHub sign-in as the built-in page's form does (POST with the CSRF token) and checks
 * the redirect to GitHub's authorize URL with the app's client id and callback URL; returns it.
 */
async function githubAuthorizeUrl(origin: string): Promise<URL> {
  const session = new HttpSession(origin);
  const csrfToken = await session.csrfToken();
  const answer = await session.request('/api/auth/signin/github', {
    form: { csrfToken, callbackUrl: `${origin}/` },
  });
  assert.equal(answer.status, 302);
  assert.ok(answer.location, 'a Location header');
  const url = new URL(answer.location);
  assert.equal(url.origin + url.pathname, 'https://github.com/login/oauth/authorize');
  assert.equal(url.searchParams.get('redirect_uri'), `${origin}/api/auth/callback/github`);
  assert.equal(url.searchParams.get('client_id'), 'example-github-id');
  return url;
}

/** The page's text as the reader sees it: React's empty comments between text parts removed. */
function visibleHtml(html: string): string {
  return html.replaceAll('<!-- -->', '');
}

function pathOf(location: string | null, origin: string): string {
  assert.ok(location, 'the answer has a Location header');
  const url = new URL(location, origin);
  return url.pathname + url.search;
}

const AUTH_FILES = ['lib/auth.ts', 'lib/credentials.ts'];

/** The Next.js page's notes route: getServerSession's check, the owner from the session. */
const NOTES_FLOW: Flow = {
  name: "getServerSession in the Next.js page's notes route: 401 signed out, the owner signed in",
  files: [...AUTH_FILES, 'app/api/notes/route.ts', 'pages/api/notes.ts'],
  async run({ origin }) {
    assert.deepEqual(await new HttpSession(origin).json('/api/notes'), {
      status: 401,
      body: { error: 'Not signed in' },
    });
    const notes = await (await signedInSession(origin)).json('/api/notes');
    assert.deepEqual(notes, { status: 200, body: { owner: DEMO_USER.email, notes: [] } });
  },
};

const WRONG_PASSWORD_FLOW: Flow = {
  name: 'credentials: a wrong password gives CredentialsSignin',
  files: [...AUTH_FILES, 'app/api/auth/[...nextauth]/route.ts', 'pages/api/auth/[...nextauth].ts'],
  async run({ origin }) {
    const session = new HttpSession(origin);
    const answer = await signInWithCredentials(session, 'not-the-password');
    assert.equal(answer.status, 302);
    assert.equal(pathOf(answer.location, origin), '/api/auth/error?error=CredentialsSignin&provider=credentials');
    assert.ok(!session.cookies.has('next-auth.session-token'), 'no session cookie after a failed sign-in');
    const errorPage = await session.request('/api/auth/error?error=CredentialsSignin&provider=credentials');
    assert.equal(pathOf(errorPage.location, origin), '/api/auth/signin?error=CredentialsSignin');
    const signInPage = await session.request('/api/auth/signin?error=CredentialsSignin');
    assert.match(signInPage.text, /Sign in failed\. Check the details you provided are correct\./);
  },
};

const RIGHT_PASSWORD_FLOW: Flow = {
  name: 'credentials: the right password sets the session cookie; /api/auth/session has id and role',
  files: [...AUTH_FILES, 'types/next-auth.d.ts'],
  async run({ origin }) {
    const session = new HttpSession(origin);
    const answer = await signInWithCredentials(session, DEMO_USER.password);
    assert.equal(answer.status, 302);
    assert.equal(answer.location, `${origin}/`);
    const cookie = answer.setCookies.find((line) => line.startsWith('next-auth.session-token='));
    assert.ok(cookie, 'Set-Cookie carries next-auth.session-token');
    assert.match(cookie, /HttpOnly/i);
    const { status, body } = await session.json<Record<string, unknown>>('/api/auth/session');
    assert.equal(status, 200);
    const { user, expires } = body as { user: Record<string, unknown>; expires: string };
    assert.deepEqual(user, {
      name: DEMO_USER.name,
      email: DEMO_USER.email,
      image: null,
      id: DEMO_USER.id,
      role: DEMO_USER.role,
    });
    assert.ok(Date.parse(expires) > Date.now(), 'expires is a future date');
  },
};

/**
 * The Credentials page's own login form (signIn("credentials", { redirect: false })): a wrong
 * password shows the error in place, the right one goes on to the dashboard.
 */
async function signInThroughLoginForm(page: Page): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name=email]').fill(DEMO_USER.email);
  await page.locator('input[name=password]').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').filter({ hasText: 'Wrong email or password.' }).waitFor();
  await page.locator('input[name=password]').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
}

const PROXY_FLOW: Flow = {
  name: 'proxy / middleware: signed out goes to sign-in with callbackUrl, signed in gets the page',
  files: ['proxy.ts', 'middleware.ts', 'app/dashboard/page.tsx', 'pages/dashboard.tsx', ...AUTH_FILES],
  async run({ origin }) {
    const signedOut = await new HttpSession(origin).request('/dashboard?tab=notes');
    assert.equal(signedOut.status, 307, 'the middleware answers 307');
    assert.equal(
      pathOf(signedOut.location, origin),
      `/api/auth/signin?callbackUrl=${encodeURIComponent('/dashboard?tab=notes')}`,
    );
    const signedIn = await (await signedInSession(origin)).request('/dashboard');
    assert.equal(signedIn.status, 200);
    assert.ok(
      visibleHtml(signedIn.text).includes(`Signed in as ${DEMO_USER.email}`),
      'the page shows the signed-in email',
    );
  },
};

export const V4_FLOWS: Flow[] = [
  {
    name: 'REST API: an action the method does not support gets 400 and its text; another method 405 (App Router) or 400 (Pages Router)',
    files: ['app/api/auth/[...nextauth]/route.ts', 'pages/api/auth/[...nextauth].ts'],
    async run({ origin, cell }) {
      const log = await fetch(`${origin}/api/auth/_log`);
      assert.equal(log.status, 400);
      assert.equal(await log.text(), 'Error: This action with HTTP GET is not supported by NextAuth.js');
      const removed = await fetch(`${origin}/api/auth/session`, { method: 'DELETE' });
      if (cell.router === 'app') {
        assert.equal(removed.status, 405, 'route.ts exports only GET and POST');
      } else {
        assert.equal(removed.status, 400);
        assert.equal(await removed.text(), 'Error: This action with HTTP DELETE is not supported by NextAuth.js');
      }
    },
  },
  WRONG_PASSWORD_FLOW,
  RIGHT_PASSWORD_FLOW,
  {
    name: "getServerSession in the Example's route handler / API route: 401 signed out, the user signed in",
    files: [...AUTH_FILES, 'app/api/secret/route.ts', 'pages/api/secret.ts'],
    async run({ origin }) {
      const signedOut = await new HttpSession(origin).json('/api/secret');
      assert.deepEqual(signedOut, { status: 401, body: { error: 'Not signed in' } });
      const signedIn = await (await signedInSession(origin)).json('/api/secret');
      assert.deepEqual(signedIn, { status: 200, body: { message: `Hello, ${DEMO_USER.email}` } });
    },
  },
  NOTES_FLOW,
  {
    name: 'getServerSession in the home page (server component / getServerSideProps)',
    files: [...AUTH_FILES, 'app/page.tsx', 'pages/index.tsx', 'pages/_app.tsx'],
    async run({ origin }) {
      const signedOut = await new HttpSession(origin).request('/');
      assert.equal(signedOut.status, 200);
      assert.match(visibleHtml(signedOut.text), /You are not signed in\./);
      const signedIn = await (await signedInSession(origin)).request('/');
      assert.equal(signedIn.status, 200);
      assert.match(visibleHtml(signedIn.text), new RegExp(`Welcome back, ${DEMO_USER.name}\\.`));
    },
  },
  {
    // The root layout or _app replaces a generated file that imported the global stylesheet.
    name: "the generated global stylesheet (Tailwind's) still styles the home page",
    files: ['app/layout.tsx', 'pages/_app.tsx'],
    async run({ origin }) {
      const home = await new HttpSession(origin).request('/');
      const stylesheets = [...home.text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
        ([, href = '']) => href,
      );
      const css = await Promise.all(stylesheets.map(async (href) => (await fetch(new URL(href, origin))).text()));
      // Tailwind's base layer (preflight), in versions 3 and 4 alike.
      assert.ok(
        css.some((text) => /box-sizing:border-box/.test(text)),
        `no stylesheet of / has Tailwind's base layer (stylesheets: ${stylesheets.join(', ') || 'none'})`,
      );
    },
  },
  {
    name: 'server components of the guides, tutorials and Callbacks page: built as the reader copies them; signed out and in',
    files: [
      'app/guides/basics/profile/page.tsx',
      'app/guides/fullstack/dashboard/page.tsx',
      'app/guides/fullstack/admin/page.tsx',
      'app/tutorials/securing/dashboard/page.tsx',
      'app/configuration/callbacks/repos/page.tsx',
    ],
    async run({ cell, origin }) {
      const signedOut = new HttpSession(origin);
      const signedIn = await signedInSession(origin);
      const page = async (session: HttpSession, target: string) => {
        const answer = await session.request(target);
        return { ...answer, html: visibleHtml(answer.text) };
      };
      /**
       * Next.js 13 to 15 answer a redirect() in a page with a 307. On 16 the check sits inside
       * <Suspense>: the page's shell has gone out with a 200, and the page carries the redirect
       * for the browser to follow (configuration/nextjs, "In a server component").
       */
      const expectSignIn = async (target: string, signInPath: string, shell?: string) => {
        const answer = await page(signedOut, target);
        if (cell.nextMajor >= 16) {
          assert.equal(answer.status, 200, `${target}: the shell is sent with 200`);
          assert.ok(
            answer.text.includes(
              `<meta id="__next-page-redirect" http-equiv="refresh" content="1;url=${signInPath}"/>`,
            ),
            `${target}: the page redirects the browser to ${signInPath}`,
          );
          if (shell) assert.ok(answer.html.includes(shell), `${target}: the shell holds ${shell}`);
        } else {
          assert.equal(answer.status, 307, `${target}: 307`);
          assert.equal(pathOf(answer.location, origin), signInPath);
        }
      };

      const profile = '/guides/basics/profile';
      assert.match((await page(signedOut, profile)).html, /<p>You are not signed in\.<\/p>/);
      assert.match((await page(signedIn, profile)).html, new RegExp(`<p>Signed in as ${DEMO_USER.email}</p>`));

      const dashboard = '/guides/fullstack/dashboard';
      await expectSignIn(dashboard, '/api/auth/signin?callbackUrl=/dashboard', '<h1>Dashboard</h1>');
      assert.match((await page(signedIn, dashboard)).html, new RegExp(`<p>Welcome, ${DEMO_USER.name}\\.</p>`));

      const admin = '/guides/fullstack/admin';
      await expectSignIn(admin, '/api/auth/signin?callbackUrl=/admin');
      assert.match((await page(signedIn, admin)).html, /<h1>Admin<\/h1>/, 'the demo user has the admin role');

      const tutorial = '/tutorials/securing/dashboard';
      await expectSignIn(tutorial, '/api/auth/signin?callbackUrl=%2Fdashboard');
      assert.match((await page(signedIn, tutorial)).html, new RegExp(`<h1>Hello, ${DEMO_USER.name}</h1>`));

      // Signed in, this page calls GitHub's API, which the harness never contacts.
      const repos = '/configuration/callbacks/repos';
      assert.match((await page(signedOut, repos)).html, /<p>Sign in to see your repositories\.<\/p>/);
    },
  },
  PROXY_FLOW,
  {
    name: 'OAuth: POST /api/auth/signin/github redirects to GitHub with the callback URL',
    files: ['lib/auth.ts'],
    async run({ origin }) {
      const url = await githubAuthorizeUrl(origin);
      assert.equal(url.searchParams.get('scope'), 'read:user user:email');
    },
  },
  {
    name: 'browser: useSession shows the user after hydration; sign-out clears it',
    files: [
      ...AUTH_FILES,
      'components/auth-button.tsx',
      'app/providers.tsx',
      'app/layout.tsx',
      'app/login/page.tsx',
      'pages/_app.tsx',
    ],
    async run({ origin, browser, cell }) {
      const context = await browser.newContext({ baseURL: origin });
      try {
        const page = await context.newPage();
        if (cell.router === 'app') {
          await signInThroughLoginForm(page);
          await page.goto('/');
        } else {
          await page.goto('/api/auth/signin');
          await page.getByLabel('Email').fill(DEMO_USER.email);
          await page.getByLabel('Password').fill(DEMO_USER.password);
          await page.getByRole('button', { name: 'Sign in with Email and password' }).click();
          await page.waitForURL(`${origin}/`);
        }
        const signedIn = page.getByText(`Signed in as ${DEMO_USER.email}`);
        await signedIn.waitFor();
        await page.getByRole('button', { name: 'Sign out' }).click();
        await page.getByRole('button', { name: 'Sign in with GitHub' }).waitFor();
        await assertSignedOut(context);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "browser: the Client API page's components, signed out and signed in; required: true redirects and returns",
    files: [
      'app/account/page.tsx',
      'pages/account.tsx',
      'app/members/page.tsx',
      'pages/members.tsx',
      'components/user-menu.tsx',
      'components/greeting.tsx',
      'components/provider-list.tsx',
      'components/sign-in-buttons.tsx',
      'components/dashboard.tsx',
      'components/rename-form.tsx',
    ],
    async run({ origin, browser }) {
      const context = await browser.newContext({ baseURL: origin });
      try {
        const page = await context.newPage();
        await page.goto('/account');
        await page.getByText('You are signed out.').waitFor();
        assert.equal(await page.getByLabel('Name').count(), 0, 'no rename form for a signed-out visitor');
        await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
        // getProviders lists both providers; the list keeps the OAuth one.
        await page.getByRole('button', { name: 'Sign in with GitHub' }).waitFor();
        assert.equal(await page.getByRole('button', { name: /Email and password/ }).count(), 0);
        await page.getByRole('button', { name: 'All sign-in options' }).click();
        await page.waitForURL((url) => url.pathname === '/api/auth/signin');
        assert.equal(new URL(page.url()).searchParams.get('callbackUrl'), `${origin}/account`);

        await page.goto('/members');
        await page.waitForURL((url) => url.pathname === '/api/auth/signin');
        const required = new URL(page.url()).searchParams;
        assert.equal(required.get('error'), 'SessionRequired');
        assert.equal(required.get('callbackUrl'), `${origin}/members`);
        await page.getByLabel('Email').fill(DEMO_USER.email);
        await page.getByLabel('Password').fill(DEMO_USER.password);
        await page.getByRole('button', { name: 'Sign in with Email and password' }).click();
        await page.waitForURL(`${origin}/members`);
        await page.getByText(`Welcome to your dashboard, ${DEMO_USER.name}.`).waitFor();

        await page.goto('/account');
        await page.getByText(`Hello, ${DEMO_USER.name}`).waitFor();
        // The rename form appears once the session is known, holding the current name.
        assert.equal(await page.getByLabel('Name').inputValue(), DEMO_USER.name);
        await page.getByRole('button', { name: 'Sign out' }).click();
        await page.getByText('You are signed out.').waitFor();
        assert.equal(new URL(page.url()).pathname, '/account', 'signOut() comes back to the page it was called on');
      } finally {
        await context.close();
      }
    },
  },
];

/**
 * The v3 Example signs in with GitHub only, which the tests cannot reach; they make the session
 * token a GitHub sign-in would leave, with next-auth 3's own encoder and the app's secret.
 */
async function v3SessionCookie(cell: Cell): Promise<string> {
  const require = requireFromCell(cell);
  const jwt = require('next-auth/jwt') as { encode: (params: { token: object; secret: string }) => Promise<string> };
  return jwt.encode({
    token: { name: DEMO_USER.name, email: DEMO_USER.email, picture: null, sub: '583231' },
    secret: APP_SECRET,
  });
}

export const V3_FLOWS: Flow[] = [
  {
    name: 'v3: /api/auth/session is {} signed out, the user with a GitHub session token',
    files: ['pages/api/auth/[...nextauth].ts'],
    async run({ origin, cell }) {
      assert.deepEqual(await new HttpSession(origin).json('/api/auth/session'), { status: 200, body: {} });
      const session = new HttpSession(origin);
      session.cookies.set('next-auth.session-token', await v3SessionCookie(cell));
      const { status, body } = await session.json<{ user: unknown; expires: string }>('/api/auth/session');
      assert.equal(status, 200);
      assert.deepEqual(body.user, { name: DEMO_USER.name, email: DEMO_USER.email, image: null });
      assert.ok(Date.parse(body.expires) > Date.now(), 'expires is a future date');
    },
  },
  {
    name: 'v3: POST /api/auth/signin/github redirects to GitHub with the callback URL',
    files: ['pages/api/auth/[...nextauth].ts'],
    async run({ origin }) {
      await githubAuthorizeUrl(origin);
    },
  },
  {
    name: 'v3 browser: signed out, then useSession shows the user; Sign in with GitHub heads for GitHub; sign-out',
    files: ['pages/_app.tsx', 'pages/index.tsx'],
    async run({ origin, browser, cell }) {
      const context = await browser.newContext({ baseURL: origin });
      try {
        const page = await context.newPage();
        await page.goto('/');
        await page.getByText('You are not signed in.').waitFor();
        // GitHub cannot be reached from here: catch the navigation and check where it was going.
        const toGitHub = page.waitForRequest((request) =>
          request.url().startsWith('https://github.com/login/oauth/authorize'),
        );
        await page.route('https://github.com/**', (route) => route.fulfill({ status: 200, body: 'GitHub' }));
        await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
        const request = await toGitHub;
        await page.waitForURL('https://github.com/**');
        assert.equal(new URL(request.url()).searchParams.get('redirect_uri'), `${origin}/api/auth/callback/github`);

        await context.addCookies([
          { name: 'next-auth.session-token', value: await v3SessionCookie(cell), url: origin },
        ]);
        await page.goto('/');
        await page.getByText(`Signed in as ${DEMO_USER.name}`).waitFor();
        await page.getByRole('button', { name: 'Sign out' }).click();
        await page.getByText('You are not signed in.').waitFor();
        await assertSignedOut(context);
      } finally {
        await context.close();
      }
    },
  },
];

/** The sender the harness gives the Email example (EMAIL_FROM). */
export const EMAIL_FROM = 'Example App <no-reply@example.com>';
/** The database file of the Email example's adapter (adapters#sqlite-with-typeorm), in the cell's folder. */
export const EMAIL_DATABASE = 'auth.sqlite';

interface Row {
  [column: string]: unknown;
}

/** The rows of a table of the Email example's SQLite file, read with the cell's own better-sqlite3. */
function tableRows(cell: Cell, table: string): Row[] {
  const require = requireFromCell(cell);
  const Database = require('better-sqlite3') as new (
    file: string,
    options: { readonly: boolean },
  ) => { prepare: (sql: string) => { all: () => Row[] }; close: () => void };
  const db = new Database(path.join(ROOT, cell.dir, EMAIL_DATABASE), { readonly: true });
  try {
    return db.prepare(`SELECT * FROM ${table}`).all();
  } finally {
    db.close();
  }
}

/** The sign-in link of an Email sign-in mail (its text part holds the one URL). */
function signInLinkIn(mail: ParsedMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0];
  assert.ok(link, `the mail holds a link:\n${mail.text}`);
  return link;
}

export const EMAIL_FLOWS: Flow[] = [
  {
    name: 'email: the magic link arrives, signs the user in with a database session, and works once',
    files: [
      'lib/auth.ts',
      'next.config.ts',
      'next.config.mjs',
      'app/api/auth/[...nextauth]/route.ts',
      'pages/api/auth/[...nextauth].ts',
    ],
    async run({ origin, cell, mailbox }) {
      assert.ok(mailbox, 'the cell has a mailbox');
      const session = new HttpSession(origin);
      const csrfToken = await session.csrfToken();
      // Typed with capitals: the provider stores and mails the lower-case address.
      const asked = await session.request('/api/auth/signin/email', {
        form: { email: 'Grace@Example.com', csrfToken, callbackUrl: `${origin}/` },
      });
      assert.equal(asked.status, 302);
      assert.equal(pathOf(asked.location, origin), '/api/auth/verify-request?provider=email&type=email');

      const mail = await mailbox.take('grace@example.com');
      assert.equal(mail.from?.text, `"Example App" <no-reply@example.com>`);
      const link = signInLinkIn(mail);
      const url = new URL(link);
      assert.equal(url.origin + url.pathname, `${origin}/api/auth/callback/email`);
      assert.equal(url.searchParams.get('email'), 'grace@example.com');
      assert.equal(url.searchParams.get('callbackUrl'), `${origin}/`);

      const opened = await session.request(link);
      assert.equal(opened.status, 302);
      assert.equal(opened.location, `${origin}/`);
      const token = session.cookies.get('next-auth.session-token');
      assert.ok(token, 'opening the link sets next-auth.session-token');
      const { status, body } = await session.json<{ user: unknown }>('/api/auth/session');
      assert.equal(status, 200);
      assert.deepEqual(body.user, { name: null, email: 'grace@example.com', image: null });

      const [user, ...otherUsers] = tableRows(cell, 'users');
      assert.ok(user, 'a user row');
      assert.deepEqual(otherUsers, [], 'one user row');
      assert.equal(user.email, 'grace@example.com');
      assert.ok(user.emailVerified, 'the user row has emailVerified set');
      const sessions = tableRows(cell, 'sessions');
      assert.deepEqual(
        sessions.map((row) => [row.sessionToken, row.userId]),
        [[token, user.id]],
        'one session row, whose sessionToken is the cookie',
      );
      assert.deepEqual(tableRows(cell, 'verification_tokens'), [], 'the used token is deleted');

      const again = await new HttpSession(origin).request(link);
      assert.equal(pathOf(again.location, origin), '/api/auth/error?error=Verification');
    },
  },
];

/** The provider ids /api/auth/providers lists, in order. */
async function providerIds(origin: string, headers: Record<string, string> = {}): Promise<string[]> {
  const response = await fetch(`${origin}/api/auth/providers`, { headers });
  assert.equal(response.status, 200);
  return Object.keys((await response.json()) as Record<string, unknown>);
}

export const INITIALIZATION_FLOWS: Flow[] = [
  {
    name: 'advanced initialization (App Router): the intranet header adds Azure AD, per request',
    files: ['app/api/auth/[...nextauth]/route.ts'],
    async run({ origin }) {
      assert.deepEqual(await providerIds(origin), ['github']);
      assert.deepEqual(await providerIds(origin, { 'x-intranet': '1' }), ['github', 'azure-ad']);
      assert.deepEqual(await providerIds(origin), ['github'], 'the next request builds its own options');
    },
  },
  {
    name: 'advanced initialization (Pages Router): the demo sign-in works but is not on the built-in page; signIn event logs the IP',
    files: ['pages/api/auth/[...nextauth].ts'],
    async run({ origin, serverLog }) {
      assert.deepEqual(await providerIds(origin), ['github', 'demo']);
      const session = new HttpSession(origin);
      const signInPage = await session.request('/api/auth/signin');
      assert.equal(signInPage.status, 200);
      assert.match(signInPage.text, /Sign in with GitHub/);
      assert.doesNotMatch(signInPage.text, /Demo account/);
      const csrfToken = await session.csrfToken();
      const answer = await session.request('/api/auth/callback/demo', {
        form: { csrfToken, callbackUrl: `${origin}/` },
      });
      assert.equal(answer.status, 302);
      assert.equal(answer.location, `${origin}/`);
      const { body } = await session.json<{ user: unknown }>('/api/auth/session');
      assert.deepEqual(body.user, { name: 'Demo user' });
      assert.match(serverLog(), /User demo signed in from \S+/);
    },
  },
];

/** The Custom pages page's files, under each router (the Email example underneath). */
const CUSTOM_PAGES = {
  signIn: ['app/auth/signin/page.tsx', 'pages/auth/signin.tsx'],
  signOut: ['app/auth/signout/page.tsx', 'pages/auth/signout.tsx'],
  error: ['app/auth/error/page.tsx', 'pages/auth/error.tsx'],
  verifyRequest: ['app/auth/verify-request/page.tsx', 'pages/auth/verify-request.tsx'],
  newUser: ['app/auth/new-user/page.tsx', 'pages/auth/new-user.tsx'],
};

export const CUSTOM_PAGES_FLOWS: Flow[] = [
  {
    name: 'custom pages: /api/auth/signin and the sign-in errors go to the sign-in page with callbackUrl and error',
    files: ['lib/auth.ts', ...CUSTOM_PAGES.signIn],
    async run({ origin, browser }) {
      const session = new HttpSession(origin);
      const asked = await session.request(`/api/auth/signin?callbackUrl=${encodeURIComponent(`${origin}/`)}`);
      assert.equal(asked.status, 302);
      assert.equal(pathOf(asked.location, origin), `/auth/signin?callbackUrl=${encodeURIComponent(`${origin}/`)}`);
      // A sign-in error: the error route sends it to /api/auth/signin, which sends it on with the
      // callbackUrl this session asked for above (kept in a cookie).
      const failed = await session.request('/api/auth/error?error=EmailSignin');
      assert.equal(pathOf(failed.location, origin), '/api/auth/signin?error=EmailSignin');
      const sentOn = await session.request(pathOf(failed.location, origin));
      assert.equal(
        pathOf(sentOn.location, origin),
        `/auth/signin?callbackUrl=${encodeURIComponent(`${origin}/`)}&error=EmailSignin`,
      );

      const context = await browser.newContext({ baseURL: origin });
      try {
        const page = await context.newPage();
        await page.goto('/auth/signin?error=EmailSignin');
        await page.getByRole('heading', { name: 'Sign in' }).waitFor();
        await page.getByRole('alert').filter({ hasText: 'We could not send the email. Check the address.' }).waitFor();
        await page.goto('/auth/signin?error=SomethingElse');
        await page.getByRole('alert').filter({ hasText: 'Unable to sign in. Try again.' }).waitFor();
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'custom pages: an Email sign-in shows the verify-request page, the new user the new-user page with callbackUrl (a path on the site only), a used link the error page; sign-out',
    files: ['lib/auth.ts', 'lib/csrf-token.ts', ...Object.values(CUSTOM_PAGES).flat()],
    async run({ origin, browser, mailbox }) {
      assert.ok(mailbox, 'the cell has a mailbox');
      const callbackUrl = `${origin}/`;
      const context = await browser.newContext({ baseURL: origin });
      try {
        const page = await context.newPage();
        // Straight to the page, without NextAuth.js's cookies, as next-auth/middleware sends a
        // visitor: the first submit works (the Pages Router form needs csrfTokenFor's cookie).
        await page.goto(`/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
        await page.getByPlaceholder('you@example.com').fill('Grace@Example.com');
        await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
        await page.waitForURL((url) => url.pathname === '/auth/verify-request');
        await page.getByRole('heading', { name: 'Check your email' }).waitFor();

        const mail = await mailbox.take('grace@example.com');
        const link = signInLinkIn(mail);
        assert.equal(new URL(link).searchParams.get('callbackUrl'), callbackUrl, 'the form passed callbackUrl on');
        await page.goto(link);
        await page.waitForURL((url) => url.pathname === '/auth/new-user');
        assert.equal(new URL(page.url()).searchParams.get('callbackUrl'), callbackUrl);
        await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
        assert.equal(await page.getByRole('link', { name: 'Continue' }).getAttribute('href'), '/');
        // A hand-made link to the page cannot lead off the site.
        await page.goto(`/auth/new-user?callbackUrl=${encodeURIComponent('https://elsewhere.example/phish?x=1')}`);
        assert.equal(await page.getByRole('link', { name: 'Continue' }).getAttribute('href'), '/phish?x=1');

        // The link works once; then the error page, whatever the case of the code.
        const again = await browser.newContext({ baseURL: origin });
        try {
          const other = await again.newPage();
          await other.goto(link);
          await other.waitForURL((url) => url.pathname === '/auth/error');
          assert.equal(new URL(other.url()).searchParams.get('error'), 'Verification');
          await other.getByRole('paragraph').filter({ hasText: 'This sign-in link is no longer valid.' }).waitFor();
          await other.goto('/api/auth/callback/email?email=grace%40example.com');
          await other.waitForURL((url) => url.pathname === '/auth/error');
          assert.equal(new URL(other.url()).searchParams.get('error'), 'configuration');
          await other.getByRole('paragraph').filter({ hasText: 'The server is not configured correctly.' }).waitFor();
        } finally {
          await again.close();
        }

        await page.goto('/api/auth/signout');
        await page.waitForURL((url) => url.pathname === '/auth/signout');
        await page.getByRole('button', { name: 'Sign out' }).click();
        await page.waitForURL(callbackUrl);
        await assertSignedOut(context);
      } finally {
        await context.close();
      }
    },
  },
];

/**
 * A reader who lands on the GitHub provider page from a search: the page's own route handler on
 * create-next-app's output, with only the set-up its facts box links to (next-auth installed,
 * the environment set). The cell's second server, without NEXTAUTH_SECRET, shows why the secret is
 * part of it.
 */
export const LANDING_FLOWS: Flow[] = [
  {
    name: "landing on the GitHub page: its route handler alone shows GitHub's button and starts the sign-in at GitHub",
    files: ['app/api/auth/[...nextauth]/route.ts', 'pages/api/auth/[...nextauth].ts'],
    async run({ origin }) {
      const signInPage = await new HttpSession(origin).request('/api/auth/signin');
      assert.equal(signInPage.status, 200);
      assert.match(signInPage.text, /Sign in with GitHub/);
      await githubAuthorizeUrl(origin);
    },
  },
];

/**
 * A reader who lands on the Next.js page from a search: its own files (the dashboard page, the
 * notes route, the server action, the proxy or middleware), with the auth options and the route
 * handler it sends them to other pages for.
 */
export const LANDING_NEXTJS_FLOWS: Flow[] = [NOTES_FLOW, PROXY_FLOW];

/**
 * A reader who lands on the Credentials page: its provider file and login page, with the auth
 * options and route handler it sends them to the Example for.
 */
export const LANDING_CREDENTIALS_FLOWS: Flow[] = [
  WRONG_PASSWORD_FLOW,
  RIGHT_PASSWORD_FLOW,
  {
    name: "landing on the Credentials page: its login form shows a wrong password's error in place, then signs in",
    files: ['app/login/page.tsx'],
    async run({ origin, browser }) {
      const context = await browser.newContext({ baseURL: origin });
      try {
        await signInThroughLoginForm(await context.newPage());
        const cookies = await context.cookies();
        assert.ok(
          cookies.some((cookie) => cookie.name === 'next-auth.session-token'),
          'the session cookie is set',
        );
      } finally {
        await context.close();
      }
    },
  },
];

const V4_DOCS = versionLabelled('v4').contentDir;

/**
 * Every OAuth provider page's route handler and every complete lib/auth.ts of the configuration
 * pages, each under its own path in one app per router (scripts/lib/landing-files.ts).
 */
export const LANDING_FILES_FLOWS: Flow[] = [
  {
    name: "the provider pages' route handlers and the configuration pages' options files, built in one app: each handler serves its providers",
    files: (['app', 'pages'] as const).flatMap((router) =>
      landingRoutes(ROOT, V4_DOCS, router).flatMap(({ blocks }) => blocks.map((block) => block.file)),
    ),
    async run({ cell, origin }) {
      const routes = landingRoutes(ROOT, cell.docsDir, cell.router);
      assert.ok(routes.length > 60, `${routes.length} landing files`);
      for (const { providerId, basePath, blocks } of routes) {
        const where = `${blocks[0]?.doc}:${blocks[0]?.line}`;
        const answer = await new HttpSession(origin).json<Record<string, { id: string }>>(`${basePath}/providers`);
        assert.equal(answer.status, 200, `${where}: ${basePath}/providers`);
        const served = Object.values(answer.body).map((provider) => provider.id);
        assert.ok(
          providerId ? served.includes(providerId) : served.length > 0,
          `${where}: ${basePath}/providers lists ${providerId ?? 'a provider'} (it lists ${served.join(', ') || 'none'})`,
        );
      }
    },
  },
];
