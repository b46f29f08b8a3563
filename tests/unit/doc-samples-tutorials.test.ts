/**
 * The tutorials' samples, run: the in-memory adapter through its own contract suite and an email
 * sign-in, the confirmation page between a mail scanner and the sign-in link, the LDAP provider
 * against a local directory, the proxy and certificate options, the route guards of the securing
 * tutorial, the Cypress session token, and the class components rendered with the session.
 */
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rootCertificates } from 'node:tls';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Mailbox } from '../../scripts/lib/mailbox';
import {
  cookieOf,
  credentialsSignInWith,
  csrfWith,
  handlerWith,
  type InternalResponse,
  type Options,
  ORIGIN,
  SESSION_COOKIE,
  useSiteUrl,
} from './auth-core';
import { importSample, requireFromWorld } from './doc-samples';
import { appRouterWith, enterRequest, NEXT_VARIANTS, type ServerComponent, useNextHeaders } from './next-app';

const SECRET = 'a-secret-for-the-tutorial-samples';
const quiet = { error: () => undefined, warn: () => undefined, debug: () => undefined };
const handle = handlerWith({ secret: SECRET, logger: quiet });
const { renderToStaticMarkup } = requireFromWorld('react-dom/server') as {
  renderToStaticMarkup: (element: unknown) => string;
};

const React = requireFromWorld('react') as {
  createElement: (type: unknown, props?: object | null, ...children: unknown[]) => unknown;
  Component: new (props: object) => { props: Record<string, unknown> };
};

useSiteUrl();
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

/** A Pages Router response that keeps what the handler answered. */
class ApiResponse {
  statusCode = 200;
  headers: Record<string, string | string[]> = {};
  body: unknown;
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  setHeader(name: string, value: string | string[]) {
    this.headers[name.toLowerCase()] = value;
    return this;
  }
  getHeader(name: string) {
    return this.headers[name.toLowerCase()];
  }
  json(body: unknown) {
    this.body = body;
    return this;
  }
  send(body: unknown) {
    this.body = body;
    return this;
  }
  end() {
    return this;
  }
}
const { default: NextAuth } = requireFromWorld('next-auth/next') as {
  default: (req: object, res: ApiResponse, options: Options) => Promise<void>;
};
const { encode } = requireFromWorld('next-auth/jwt') as {
  encode: (params: { token: object; secret: string; maxAge?: number }) => Promise<string>;
};

type Method = (...args: never[]) => Promise<unknown>;
type Adapter = Record<string, Method>;

const ADAPTER_PAGE = 'docs/tutorials/creating-a-database-adapter.mdx';
const inMemoryAdapter = async () =>
  (await importSample<{ InMemoryAdapter: () => Adapter }>(ADAPTER_PAGE, 'lib/in-memory-adapter.ts')).InMemoryAdapter();

describe('Creating a database adapter', () => {
  /** Runs test/adapter-contract.ts on `createAdapter`, with node:test's `test` collecting the cases. */
  async function contractResults(createAdapter: () => Promise<Adapter>): Promise<Record<string, string>> {
    const cases: { name: string; run: () => Promise<void> }[] = [];
    vi.doMock('node:test', () => ({ test: (name: string, run: () => Promise<void>) => cases.push({ name, run }) }));
    const { adapterContract } = await importSample<{
      adapterContract: (name: string, create: () => Promise<Adapter>) => void;
    }>(ADAPTER_PAGE, 'test/adapter-contract.ts');
    adapterContract('memory', createAdapter);
    const results: Record<string, string> = {};
    for (const { name, run } of cases)
      results[name] = await run().then(
        () => 'pass',
        (error: unknown) => (error as Error).message,
      );
    return results;
  }

  it('the in-memory adapter passes the contract suite', async () => {
    expect(await contractResults(inMemoryAdapter)).toEqual({
      'memory: users and accounts': 'pass',
      'memory: sessions': 'pass',
      'memory: verification tokens are single-use': 'pass',
    });
  });

  it('the contract suite catches a token that is only read, and a partial updateUser', async () => {
    const results = await contractResults(async () => {
      const adapter = await inMemoryAdapter();
      return {
        ...adapter,
        async updateUser(user: { id: string }) {
          // Adapter methods take next-auth's full types; the test passes the fields that matter.
          await adapter.updateUser!(user as never);
          return user;
        },
        async useVerificationToken({ identifier, token }: { identifier: string; token: string }) {
          // Adapter methods take next-auth's full types; the test passes the fields that matter.
          const found = await adapter.useVerificationToken!({ identifier, token } as never);
          // Adapter methods take next-auth's full types; the test passes the fields that matter.
          if (found) await adapter.createVerificationToken!(found as never);
          return found;
        },
      };
    });
    expect(results['memory: users and accounts']).toContain('updateUser returns the whole user');
    expect(results['memory: verification tokens are single-use']).not.toBe('pass');
    expect(results['memory: sessions']).toBe('pass');
  });

  it('serves database sessions through next-auth: sign-out deletes the session row', async () => {
    const adapter = await inMemoryAdapter();
    // Adapter methods take next-auth's full types; the test passes the fields that matter.
    const user = (await adapter.createUser!({ email: 'ada@example.com', emailVerified: null } as never)) as {
      id: string;
    };
    await adapter.createSession!({
      sessionToken: 'token-1',
      userId: user.id,
      expires: new Date(Date.now() + 60_000),
      // A hand-built HAST tree with only the fields the plugin reads.
    } as never);
    const options = { adapter, providers: [] };
    const session = await handle(options, {
      action: 'session',
      method: 'GET',
      cookies: { [SESSION_COOKIE]: 'token-1' },
    });
    expect(session.body).toMatchObject({ user: { email: 'ada@example.com' } });
    const { token, cookies } = await csrfWith(handle, options);
    await handle(options, {
      action: 'signout',
      method: 'POST',
      cookies: { ...cookies, [SESSION_COOKIE]: 'token-1' },
      body: { csrfToken: token },
    });
    // Adapter methods take next-auth's full types; the test passes the fields that matter.
    expect(await adapter.getSessionAndUser!('token-1' as never)).toBeNull();
  });
});

describe('Avoiding corporate link checkers', () => {
  const PAGE = 'docs/tutorials/avoid-corporate-link-checking-email-provider.mdx';
  const mailbox = new Mailbox();
  let server: string;
  beforeAll(async () => {
    server = await mailbox.listen();
  });
  afterAll(() => mailbox.close());

  type Page = (props: { searchParams: Promise<Record<string, string>> }) => Promise<unknown>;
  const renderConfirmPage = async (query: Record<string, string>) => {
    const { default: ConfirmSignInPage } = await importSample<{ default: Page }>(PAGE, 'app/auth/confirm/page.tsx');
    return renderToStaticMarkup(await ConfirmSignInPage({ searchParams: Promise.resolve(query) }));
  };

  async function emailOptions(emailServer: string): Promise<Options> {
    vi.stubEnv('EMAIL_SERVER', emailServer);
    vi.stubEnv('EMAIL_FROM', 'App <no-reply@example.com>');
    const { emailProvider } = await importSample<{ emailProvider: unknown }>(PAGE, 'lib/email-provider.ts');
    return { adapter: await inMemoryAdapter(), providers: [emailProvider] };
  }

  async function requestLink(options: Options, email: string): Promise<InternalResponse> {
    const { token, cookies } = await csrfWith(handle, options);
    return handle(options, {
      action: 'signin',
      providerId: 'email',
      method: 'POST',
      cookies,
      body: { email, csrfToken: token, callbackUrl: `${ORIGIN}/notes` },
    });
  }

  it('emails a link to /auth/confirm; only the form on that page signs in, and only once', async () => {
    const options = await emailOptions(server);
    const sent = await requestLink(options, 'ana@example.com');
    expect(sent.redirect).toBe(`${ORIGIN}/api/auth/verify-request?provider=email&type=email`);

    const mail = await mailbox.take('ana@example.com');
    expect(mail.subject).toBe('Sign in to localhost:3000');
    const link = new URL(/http\S+/.exec(mail.text ?? '')![0]);
    expect(link.origin + link.pathname).toBe(`${ORIGIN}/auth/confirm`);
    expect(mail.html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);

    // Opening the link renders the page: a GET form to the callback, nothing used yet.
    const html = await renderConfirmPage(Object.fromEntries(link.searchParams));
    expect(html).toContain('<form action="/api/auth/callback/email" method="get">');
    expect(html).toContain('Continue as ana@example.com?');
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"\/>/g)].map(([, name, value]) => [
        name,
        value!.replace(/&amp;/g, '&'),
      ]),
    );
    expect(Object.keys(fields)).toEqual(['token', 'email', 'callbackUrl']);

    // Submitting the form: the query the browser sends for a GET form.
    const submit = () => handle(options, { action: 'callback', providerId: 'email', method: 'GET', query: fields });
    const signedIn = await submit();
    expect(signedIn.redirect).toBe(`${ORIGIN}/notes`);
    expect(cookieOf(signedIn, SESSION_COOKIE)?.value).toBeTruthy();
    expect((await submit()).redirect).toBe(`${ORIGIN}/api/auth/error?error=Verification`);
  });

  it('a link without token or email gets the "incomplete" page and no form', async () => {
    const html = await renderConfirmPage({ email: 'ana@example.com' });
    expect(html).toContain('This sign-in link is incomplete');
    expect(html).not.toContain('<form');
  });

  it('an email that cannot be sent ends on error=EmailSignin', async () => {
    // Port 9 (discard) refuses connections on this machine.
    const options = await emailOptions('smtp://127.0.0.1:9');
    expect((await requestLink(options, 'ana@example.com')).redirect).toBe(`${ORIGIN}/api/auth/error?error=EmailSignin`);
  });
});

describe('LDAP authentication', () => {
  const PAGE = 'docs/tutorials/ldap-auth-example.mdx';
  const USER_BASE_DN = 'ou=people,dc=example,dc=com';
  interface LdapRequest {
    dn: { toString(): string };
    credentials: string;
  }
  interface LdapResponse {
    end(): void;
    send(entry: object): void;
  }
  type Next = (error?: Error) => void;
  const ldap = requireFromWorld('ldapjs') as {
    createServer(): {
      bind(base: string, handler: (req: LdapRequest, res: LdapResponse, next: Next) => void): void;
      search(base: string, handler: (req: LdapRequest, res: LdapResponse, next: Next) => void): void;
      listen(port: number, host: string, ready: () => void): void;
      close(): void;
      address(): AddressInfo;
    };
    InvalidCredentialsError: new () => Error;
  };
  const normalized = (dn: { toString(): string }) => dn.toString().replace(/\s+/g, '');
  const binds: string[] = [];
  const directory = ldap.createServer();
  directory.bind(USER_BASE_DN, (req, res, next) => {
    binds.push(normalized(req.dn));
    if (normalized(req.dn) !== `uid=ada,${USER_BASE_DN}` || req.credentials !== 'analytical-engine') {
      next(new ldap.InvalidCredentialsError());
      return;
    }
    res.end();
    next();
  });
  directory.search(USER_BASE_DN, (req, res, next) => {
    res.send({ dn: req.dn.toString(), attributes: { uid: 'ada', cn: 'Ada Lovelace', mail: 'ada@example.com' } });
    res.end();
    next();
  });
  beforeAll(() => new Promise<void>((resolve) => directory.listen(0, '127.0.0.1', resolve)));
  afterAll(() => directory.close());

  async function ldapOptions(): Promise<Options> {
    vi.stubEnv('LDAP_URL', `ldap://127.0.0.1:${directory.address().port}`);
    vi.stubEnv('LDAP_USER_BASE_DN', USER_BASE_DN);
    return (await importSample<{ authOptions: Options }>(PAGE, 'lib/auth.ts')).authOptions;
  }

  it('binds as the user and signs in with the name and email of their own entry', async () => {
    const authOptions = await ldapOptions();
    const signedIn = await credentialsSignInWith(handle, authOptions, {
      username: 'ada',
      password: 'analytical-engine',
    });
    expect(signedIn.redirect).toBe(`${ORIGIN}/dashboard`);
    const session = await handle(authOptions, {
      action: 'session',
      method: 'GET',
      cookies: { [SESSION_COOKIE]: cookieOf(signedIn, SESSION_COOKIE)!.value },
    });
    expect(session.body).toMatchObject({ user: { name: 'Ada Lovelace', email: 'ada@example.com' } });
  });

  it('a wrong password is an InvalidCredentialsError from the server, and error=CredentialsSignin', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const authOptions = await ldapOptions();
    const refused = await credentialsSignInWith(handle, authOptions, { username: 'ada', password: 'guess' });
    expect(refused.redirect).toBe(`${ORIGIN}/api/auth/error?error=CredentialsSignin&provider=credentials`);
    expect(warn).toHaveBeenCalledWith('LDAP sign-in failed', 'InvalidCredentialsError');
  });

  it('refuses empty passwords and user names that would change the DN, without binding', async () => {
    const authOptions = await ldapOptions();
    binds.length = 0;
    for (const fields of [
      { username: 'ada', password: '' },
      { username: 'admin,ou=system', password: 'x' },
      { username: '', password: 'x' },
    ]) {
      const refused = await credentialsSignInWith(handle, authOptions, fields);
      expect(refused.redirect).toContain('error=CredentialsSignin');
    }
    expect(binds).toEqual([]);
  });
});

describe('Running behind a corporate proxy', () => {
  const PAGE = 'docs/tutorials/corporate-proxy.mdx';

  /**
   * Signs in with GitHub up to the token exchange, which openid-client sends with https.request:
   * the request is refused here (as an unreachable network would), and its options are returned.
   */
  async function tokenExchange(authOptions: Options) {
    const logged: string[] = [];
    const logging = handlerWith({ secret: SECRET, logger: { ...quiet, error: (code: string) => logged.push(code) } });
    const requests: https.RequestOptions[] = [];
    vi.spyOn(https, 'request').mockImplementation(((_url: string, options: https.RequestOptions) => {
      requests.push(options);
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    }) as typeof https.request);
    const { token, cookies } = await csrfWith(logging, authOptions);
    const signIn = await logging(authOptions, {
      action: 'signin',
      providerId: 'github',
      method: 'POST',
      cookies,
      body: { csrfToken: token },
    });
    const authorize = new URL(signIn.redirect!);
    expect(authorize.origin + authorize.pathname).toBe('https://github.com/login/oauth/authorize');
    const callback = await logging(authOptions, {
      action: 'callback',
      providerId: 'github',
      method: 'GET',
      query: { code: 'a-code', state: authorize.searchParams.get('state')! },
      cookies: Object.fromEntries((signIn.cookies ?? []).map(({ name, value }) => [name, value])),
    });
    return { requests, logged, redirect: callback.redirect };
  }

  const githubApp = () => {
    vi.stubEnv('GITHUB_ID', 'an-app-id');
    vi.stubEnv('GITHUB_SECRET', 'an-app-secret');
  };

  it('httpOptions.timeout reaches the token request; a failing exchange is OAUTH_CALLBACK_ERROR', async () => {
    githubApp();
    const { authOptions } = await importSample<{ authOptions: Options }>(PAGE, 'lib/auth.ts', 1);
    const { requests, logged, redirect } = await tokenExchange(authOptions);
    expect(requests[0]).toMatchObject({ method: 'POST', timeout: 10_000 });
    expect(logged).toContain('OAUTH_CALLBACK_ERROR');
    expect(redirect).toBe(`${ORIGIN}/api/auth/error?error=OAuthCallback`);
  });

  it('httpOptions.ca: the default roots plus the company root from CORPORATE_CA_FILE', async () => {
    const corporateRoot = '-----BEGIN CERTIFICATE-----\nMIIBcompanyroot\n-----END CERTIFICATE-----\n';
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'corp-ca-')), 'corp-root.pem');
    writeFileSync(file, corporateRoot);
    vi.stubEnv('CORPORATE_CA_FILE', file);
    githubApp();
    const { authOptions } = await importSample<{ authOptions: Options }>(PAGE, 'lib/auth.ts', 2);
    const { requests } = await tokenExchange(authOptions);
    expect(requests[0]!.ca).toEqual([...rootCertificates, corporateRoot]);
    expect(requests[0]!.timeout).toBe(10_000);
  });
});

describe('Testing with Cypress', () => {
  const PAGE = 'docs/tutorials/testing-with-cypress.mdx';
  const e2eOptions = async (e2eSecret?: string) => {
    vi.stubEnv('GITHUB_ID', 'an-app-id');
    vi.stubEnv('GITHUB_SECRET', 'an-app-secret');
    if (e2eSecret) vi.stubEnv('E2E_LOGIN_SECRET', e2eSecret);
    return (await importSample<{ authOptions: Options }>(PAGE, 'lib/auth.ts')).authOptions;
  };

  it('option A: the test provider exists only with E2E_LOGIN_SECRET', async () => {
    const without = await handle(await e2eOptions(), { action: 'providers', method: 'GET' });
    expect(Object.keys(without.body as object)).toEqual(['github']);
    vi.resetModules();
    const withSecret = await handle(await e2eOptions('local-e2e-secret'), { action: 'providers', method: 'GET' });
    expect(Object.keys(withSecret.body as object)).toEqual(['github', 'credentials']);
  });

  it('option A: the login command\'s two requests sign in; a wrong secret answers 401 with json: "true"', async () => {
    const authOptions = { ...(await e2eOptions('local-e2e-secret')), secret: SECRET };
    // What cy.request sends to the Pages Router handler: the CSRF request, then the form POST.
    const csrf = new ApiResponse();
    await NextAuth({ method: 'GET', query: { nextauth: ['csrf'] }, headers: {}, cookies: {} }, csrf, authOptions);
    const { csrfToken } = csrf.body as { csrfToken: string };
    const csrfCookie = String(csrf.headers['set-cookie']).split(';')[0]!.split('=');
    const post = async (secret: string) => {
      const res = new ApiResponse();
      await NextAuth(
        {
          method: 'POST',
          query: { nextauth: ['callback', 'credentials'] },
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          cookies: { [csrfCookie[0]!]: decodeURIComponent(csrfCookie[1]!) }, // as Next.js parses it
          body: { csrfToken, email: 'ada@example.com', secret, json: 'true' },
        },
        res,
        authOptions,
      );
      return res;
    };
    const good = await post('local-e2e-secret');
    expect(good.statusCode).toBe(200);
    expect(String(good.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=`);
    const wrong = await post('guess');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toEqual({ url: `${ORIGIN}/api/auth/error?error=CredentialsSignin&provider=credentials` });
  });

  it('option B: the minted cookie is a session for the test user; without NEXTAUTH_SECRET it says so', async () => {
    type Mint = { createSessionToken: (user: object) => Promise<string> };
    const { createSessionToken } = await importSample<Mint>(PAGE, 'cypress/session-token.ts');
    await expect(createSessionToken({ id: 'user-1', email: 'a@example.com', name: 'A' })).rejects.toThrow(
      "Set NEXTAUTH_SECRET to the app's secret before running Cypress",
    );
    vi.stubEnv('NEXTAUTH_SECRET', SECRET);
    const cookie = await createSessionToken({ id: 'user-1', email: 'admin@example.com', name: 'Admin', role: 'admin' });
    const options = {
      providers: [],
      callbacks: { session: ({ session, token }: { session: object; token: object }) => ({ ...session, token }) },
    };
    const session = await handle(options, { action: 'session', method: 'GET', cookies: { [SESSION_COOKIE]: cookie } });
    expect(session.body).toMatchObject({
      user: { name: 'Admin', email: 'admin@example.com' },
      token: { sub: 'user-1', role: 'admin' },
    });
  });
});

describe('Using sessions in class components', () => {
  const PAGE = 'docs/tutorials/usage-with-class-components.mdx';
  const { SessionProvider } = requireFromWorld('next-auth/react') as { SessionProvider: unknown };
  const ana = { user: { name: 'Ana', email: 'ana@example.com' }, expires: '2999-01-01T00:00:00.000Z' };
  /** Server-renders `component` inside a SessionProvider that starts with `session` (undefined: still loading). */
  const render = (component: unknown, session: object | null | undefined, props: object = {}) =>
    renderToStaticMarkup(React.createElement(SessionProvider, { session }, React.createElement(component, props)));
  type Default = { default: unknown };

  it('account-summary.tsx: loading, a sign-in button, then the email', async () => {
    const { default: AccountSummary } = await importSample<Default>(PAGE, 'app/account/account-summary.tsx');
    expect(render(AccountSummary, undefined)).toBe('<p>Loading...</p>');
    expect(render(AccountSummary, null)).toBe('<button>Sign in</button>');
    expect(render(AccountSummary, ana)).toBe('<p>Signed in as ana@example.com</p>');
  });

  it('with-session.tsx: the class gets session and sessionStatus next to its own props', async () => {
    type Hoc = { withSession: (wrapped: unknown) => { displayName: string } };
    const { withSession } = await importSample<Hoc>(PAGE, 'lib/with-session.tsx');
    class Panel extends React.Component {
      render() {
        const { title, session, sessionStatus } = this.props as {
          title: string;
          session: typeof ana | null;
          sessionStatus: string;
        };
        return `${title}: ${sessionStatus} ${session?.user.name ?? 'nobody'}`;
      }
    }
    const Wrapped = withSession(Panel);
    expect(Wrapped.displayName).toBe('withSession(Panel)');
    expect(render(Wrapped, ana, { title: 'Profile' })).toBe('Profile: authenticated Ana');
    expect(render(Wrapped, null, { title: 'Profile' })).toBe('Profile: unauthenticated nobody');
  });

  it('greeting.tsx: reads SessionContext, and renders nothing without a provider', async () => {
    const { default: Greeting } = await importSample<Default>(PAGE, 'app/components/greeting.tsx');
    expect(render(Greeting, ana)).toBe('<p>Hello, Ana.</p>');
    expect(render(Greeting, null)).toBe('<p>Hello, guest.</p>');
    expect(render(Greeting, undefined)).toBe('');
    expect(renderToStaticMarkup(React.createElement(Greeting))).toBe('');
  });

  it('profile-card.tsx: componentDidMount loads /api/auth/session once, and not into an unmounted card', async () => {
    type Card = {
      state: object;
      setState: (state: object) => void;
      componentDidMount: () => Promise<void>;
      componentWillUnmount: () => void;
      render: () => unknown;
    };
    const { default: ProfileCard } = await importSample<{ default: new (props: object) => Card }>(
      PAGE,
      'app/components/profile-card.tsx',
    );
    const fetch = vi.fn(async () => Response.json(ana));
    vi.stubGlobal('fetch', fetch);
    const mounted = (): Card => {
      const card = new ProfileCard({});
      card.setState = (state) => {
        card.state = { ...card.state, ...state };
      };
      return card;
    };

    const card = mounted();
    expect(renderToStaticMarkup(card.render())).toBe('<p>Loading...</p>');
    await card.componentDidMount();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/\/api\/auth\/session$/);
    expect(renderToStaticMarkup(card.render())).toBe('<p>Ana</p>');

    const leaving = mounted();
    const setState = vi.spyOn(leaving, 'setState');
    const loading = leaving.componentDidMount();
    leaving.componentWillUnmount();
    await loading;
    expect(setState).not.toHaveBeenCalled();

    fetch.mockImplementation(async () => Response.json({}));
    const signedOut = mounted();
    await signedOut.componentDidMount();
    expect(renderToStaticMarkup(signedOut.render())).toBe('<p>Not signed in.</p>');
  });
});

describe('Securing pages and API routes', () => {
  const PAGE = 'docs/tutorials/securing-pages-and-api-routes.mdx';
  const { NextRequest } = requireFromWorld('next/server') as {
    NextRequest: new (url: string, init?: object) => Request;
  };
  type Proxy = (req: Request, event: object) => Promise<Response | undefined>;
  type Matcher = { regexp: string };
  const { getMiddlewareMatchers } = requireFromWorld('next/dist/build/analysis/get-page-static-info') as {
    getMiddlewareMatchers: (matcher: string[], config: object) => Matcher[];
  };
  const admin = { sub: '1', role: 'admin', name: 'Ana', email: 'ana@example.com' };
  const member = { sub: '2', role: 'user', name: 'Bo', email: 'bo@example.com' };
  const sessionCookie = (claims: object) => encode({ token: claims, secret: SECRET });

  /** What the proxy did with a request for `target`, signed in with `claims` unless null. */
  async function outcome(proxy: Proxy, target: string, claims: object | null, header = 'cookie'): Promise<string> {
    const headers: Record<string, string> = {};
    if (claims) {
      const token = await sessionCookie(claims);
      headers[header] = header === 'cookie' ? `${SESSION_COOKIE}=${token}` : `Bearer ${token}`;
    }
    const response = await proxy(new NextRequest(`${ORIGIN}${target}`, { headers }), {});
    const rewrite = response?.headers.get('x-middleware-rewrite');
    if (rewrite) return `rewrite ${new URL(rewrite).pathname}`;
    const location = response?.headers.get('location');
    if (location) return `redirect ${location.replace(ORIGIN, '')}`;
    return 'pass';
  }
  const signInFor = (target: string, page = '/api/auth/signin') =>
    `redirect ${page}?callbackUrl=${encodeURIComponent(target)}`;
  const proxySample = async (occurrence: number) => {
    vi.stubEnv('NEXTAUTH_SECRET', SECRET);
    return importSample<{ default?: Proxy; proxy?: Proxy; config: { matcher: string[] } }>(
      PAGE,
      'proxy.ts',
      occurrence,
    );
  };
  /** Whether Next.js runs the proxy for `path`, compiled from the sample's matcher as Next.js compiles it. */
  const matches = (matcher: string[], path: string) =>
    getMiddlewareMatchers(matcher, {}).some(({ regexp }) => new RegExp(regexp).test(path));

  describe('proxy.ts', () => {
    it('withAuth with a matcher: signed-out visitors of the listed sections go to sign-in and come back', async () => {
      const { default: proxy, config } = await proxySample(1);
      expect(await outcome(proxy!, '/dashboard/reports?week=2', null)).toBe(signInFor('/dashboard/reports?week=2'));
      expect(await outcome(proxy!, '/dashboard/reports', member)).toBe('pass');
      expect(matches(config.matcher, '/api/private/notes')).toBe(true);
      expect(matches(config.matcher, '/about')).toBe(false);
    });

    it('everything but a few paths: the lookahead excludes prefixes, the home page and the auth API', async () => {
      const { default: proxy, config } = await proxySample(2);
      for (const open of ['/', '/about', '/about-us', '/api/auth/signin', '/_next/static/chunk.js', '/favicon.ico'])
        expect(matches(config.matcher, open), open).toBe(false);
      for (const closed of ['/dashboard', '/api/notes', '/logo.png'])
        expect(matches(config.matcher, closed), closed).toBe(true);
      // What the matcher lets through anyway, withAuth itself passes: its own routes and /_next.
      expect(await outcome(proxy!, '/api/auth/session', null)).toBe('pass');
      expect(matches(config.matcher, '/_next/webpack-hmr')).toBe(true);
      expect(await outcome(proxy!, '/_next/webpack-hmr', null)).toBe('pass');
      expect(await outcome(proxy!, '/dashboard', null)).toBe(signInFor('/dashboard'));
    });

    it('pages.signIn and authorized: /admin needs the role; a member is sent to /login, which passes', async () => {
      const { default: proxy } = await proxySample(3);
      expect(await outcome(proxy!, '/admin', admin)).toBe('pass');
      expect(await outcome(proxy!, '/admin', member)).toBe(signInFor('/admin', '/login'));
      expect(await outcome(proxy!, '/dashboard', member)).toBe('pass');
      expect(await outcome(proxy!, '/dashboard', null)).toBe(signInFor('/dashboard', '/login'));
      expect(await outcome(proxy!, '/login', null)).toBe('pass');
    });

    it('a function of your own after the check: a member on /admin sees /forbidden', async () => {
      const { default: proxy } = await proxySample(4);
      expect(await outcome(proxy!, '/admin/users', member)).toBe('rewrite /forbidden');
      expect(await outcome(proxy!, '/admin/users', admin)).toBe('pass');
      expect(await outcome(proxy!, '/admin/users', null)).toBe(signInFor('/admin/users'));
    });

    it('getToken: reads the cookie or a Bearer header; without a token, sign-in with the path', async () => {
      const { proxy } = await proxySample(5);
      expect(await outcome(proxy!, '/reports/2024?x=1', null)).toBe(signInFor('/reports/2024'));
      expect(await outcome(proxy!, '/reports/2024', member)).toBe('pass');
      expect(await outcome(proxy!, '/reports/2024', member, 'authorization')).toBe('pass');
    });
  });

  describe('server-side checks', () => {
    const authOptions = { providers: [], secret: SECRET, session: { strategy: 'jwt' } };
    const { requestFor, renderPage } = appRouterWith(SECRET);
    useNextHeaders();

    beforeAll(() => {
      vi.doMock('@/lib/auth', () => ({ authOptions }));
    });
    afterEach(() => {
      vi.doMock('@/lib/auth', () => ({ authOptions }));
    });

    /** Makes a request to the site, signed in with `claims` unless they are null, the one being answered. */
    async function inRequestWith(claims: object | null) {
      enterRequest(await requestFor('/', claims));
    }
    /** What a Pages Router request carries: the cookie header, parsed as Next.js parses it. */
    async function pagesRequest(claims: object | null) {
      const cookies = claims ? { [SESSION_COOKIE]: await sessionCookie(claims) } : {};
      return { headers: {}, cookies, method: 'GET' };
    }

    it.each(NEXT_VARIANTS)(
      'app/dashboard/page.tsx (%i, %s): redirects signed-out visitors, greets the signed-in one',
      async (occurrence) => {
        const { default: Page } = await importSample<{ default: ServerComponent }>(
          PAGE,
          'app/dashboard/page.tsx',
          occurrence,
        );
        expect(await renderPage(Page, '/dashboard', null)).toBe('redirect /api/auth/signin?callbackUrl=%2Fdashboard');
        expect(await renderPage(Page, '/dashboard', member)).toBe('<h1>Hello, Bo</h1>');
      },
    );

    it('app/api/private/notes/route.ts: 401 JSON when signed out, the notes when signed in', async () => {
      const { GET } = await importSample<{ GET: () => Promise<Response> }>(PAGE, 'app/api/private/notes/route.ts');
      await inRequestWith(null);
      const refused = await GET();
      expect([refused.status, await refused.json()]).toEqual([401, { error: 'Unauthorized' }]);
      await inRequestWith(member);
      const served = await GET();
      expect([served.status, await served.json()]).toEqual([200, { notes: [], owner: 'bo@example.com' }]);
    });

    it('app/settings/actions.ts: the action refuses signed-out callers and caps the name at 100 characters', async () => {
      type Action = { updateDisplayName: (form: FormData) => Promise<unknown> };
      const { updateDisplayName } = await importSample<Action>(PAGE, 'app/settings/actions.ts');
      const form = new FormData();
      form.set('displayName', 'x'.repeat(150));
      await inRequestWith(null);
      await expect(updateDisplayName(form)).rejects.toThrow('Not signed in');
      await inRequestWith(member);
      expect(await updateDisplayName(form)).toEqual({ ok: true, displayName: 'x'.repeat(100) });
    });

    it('pages/dashboard.tsx: getServerSideProps redirects back to the asked URL, or passes the session', async () => {
      type DashboardModule = {
        getServerSideProps: (context: object) => Promise<{ redirect?: object; props?: { session: object } }>;
        default: (props: object) => unknown;
      };
      const { getServerSideProps, default: Page } = await importSample<DashboardModule>(PAGE, 'pages/dashboard.tsx');
      const context = async (claims: object | null) => ({
        req: await pagesRequest(claims),
        res: new ApiResponse(),
        resolvedUrl: '/dashboard?tab=2',
      });
      expect(await getServerSideProps(await context(null))).toEqual({
        redirect: {
          destination: `/api/auth/signin?callbackUrl=${encodeURIComponent('/dashboard?tab=2')}`,
          permanent: false,
        },
      });
      const { props } = await getServerSideProps(await context(member));
      expect(props!.session).toMatchObject({ user: { name: 'Bo', email: 'bo@example.com' } });
      expect(renderToStaticMarkup(React.createElement(Page, props))).toBe('<h1>Hello, Bo</h1>');
    });

    it('pages/api/private/notes.ts: 401 JSON when signed out, the notes when signed in', async () => {
      type Api = { default: (req: object, res: ApiResponse) => Promise<void> };
      const { default: handler } = await importSample<Api>(PAGE, 'pages/api/private/notes.ts');
      const refused = new ApiResponse();
      await handler(await pagesRequest(null), refused);
      expect([refused.statusCode, refused.body]).toEqual([401, { error: 'Unauthorized' }]);
      const served = new ApiResponse();
      await handler(await pagesRequest(member), served);
      expect([served.statusCode, served.body]).toEqual([200, { notes: [], owner: 'bo@example.com' }]);
    });
  });

  describe('client components', () => {
    const { SessionProvider } = requireFromWorld('next-auth/react') as { SessionProvider: unknown };
    const { AppRouterContext } = requireFromWorld('next/dist/shared/lib/app-router-context.shared-runtime') as {
      AppRouterContext: { Provider: unknown };
    };
    const session = { user: { email: 'bo@example.com' }, expires: '2999-01-01T00:00:00.000Z' };
    // Server rendering runs no effects: what renders is checked here, not the redirect the hook's
    // effect makes in the browser once the session is known to be missing.
    const render = (component: unknown, value: object | null | undefined) =>
      renderToStaticMarkup(
        React.createElement(
          AppRouterContext.Provider,
          { value: { push: () => undefined } },
          React.createElement(SessionProvider, { session: value }, React.createElement(component)),
        ),
      );

    it('account-panel.tsx (required: true): loading until a session is known, then the email', async () => {
      const { AccountPanel } = await importSample<{ AccountPanel: unknown }>(PAGE, 'app/account/account-panel.tsx', 1);
      expect(render(AccountPanel, undefined)).toBe('<p>Checking your session...</p>');
      // No session: the status stays "loading" (the redirect happens in the browser).
      expect(render(AccountPanel, null)).toBe('<p>Checking your session...</p>');
      expect(render(AccountPanel, session)).toBe('<p>Signed in as bo@example.com</p>');
    });

    it('account-panel.tsx (onUnauthenticated): nothing while loading, then the email', async () => {
      const { AccountPanel } = await importSample<{ AccountPanel: unknown }>(PAGE, 'app/account/account-panel.tsx', 2);
      expect(render(AccountPanel, null)).toBe('');
      expect(render(AccountPanel, session)).toBe('<p>Signed in as bo@example.com</p>');
    });
  });
});
