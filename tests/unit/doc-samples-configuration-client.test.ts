/**
 * The configuration pages' client components that act on a DOM, rendered with react-dom into jsdom
 * and used as a reader would: the custom sign-in page (its providers come from getProviders() in an
 * effect; each form or button starts its own sign-in) and the rename form (update() sends the new
 * name to the jwt callback); and the home page's sample files (src/pages/_components/home-samples.ts). next-auth/react talks to next-auth's own handler through a stubbed
 * fetch (auth-core.ts).
 *
 * The DOM is a JSDOM window given to the components as `window`, `document` and `FormData`, not
 * Vitest's jsdom environment: that one also replaces `Uint8Array`, and next-auth's JWT library
 * then refuses the bytes Node hands it.
 */
import { JSDOM, VirtualConsole } from 'jsdom';
import type { FC } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADA,
  credentialsTestProvider,
  fetchThrough,
  GITHUB_TEST_PROVIDER,
  handlerWith,
  type Options,
  ORIGIN,
  SESSION_COOKIE,
} from './auth-core';
import { BUTTON_SAMPLE, ROUTE_SAMPLE, ROUTE_SAMPLE_TITLE } from '../../src/pages/_components/home-samples';
import { importCode, importSample, requireFromWorld, runBlock } from './doc-samples';

const PAGES = 'docs/configuration/pages.mdx';
const CALLBACKS = 'docs/configuration/callbacks.mdx';
const GITHUB_PAGE = 'docs/providers/github.mdx';
const SECRET = 'a-secret-for-the-client-samples';

const { act, createElement } = requireFromWorld('react') as typeof import('react');
const { SearchParamsContext } = requireFromWorld('next/dist/shared/lib/hooks-client-context.shared-runtime') as {
  SearchParamsContext: import('react').Context<URLSearchParams | null>;
};
const { SessionProvider } = requireFromWorld('next-auth/react') as { SessionProvider: unknown };

const quiet = { error: () => undefined, warn: () => undefined, debug: () => undefined };
const handle = handlerWith({ secret: SECRET, logger: quiet });
const ada = ADA;

/** What jsdom reports besides the navigations it does not perform (signIn() sets location.href). */
const domErrors: string[] = [];
const virtualConsole = new VirtualConsole().on('jsdomError', (error) => {
  if (!error.message.startsWith('Not implemented: navigation')) domErrors.push(error.message);
});
const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: `${ORIGIN}/auth/signin`, virtualConsole });
let createRoot: typeof import('react-dom/client').createRoot;

beforeAll(() => {
  for (const [name, value] of Object.entries({
    window: dom.window,
    document: dom.window.document,
    navigator: dom.window.navigator,
    FormData: dom.window.FormData,
    // Tells React that act() wraps every update here.
    IS_REACT_ACT_ENVIRONMENT: true,
  })) {
    vi.stubGlobal(name, value);
  }
  vi.stubEnv('NEXTAUTH_URL', ORIGIN);
  // react-dom decides once, when it loads, whether there is a DOM.
  ({ createRoot } = requireFromWorld('react-dom/client') as typeof import('react-dom/client'));
});
/** The roots rendered by the running test, unmounted after it so no React work outlives the DOM. */
const roots: import('react-dom/client').Root[] = [];

afterEach(async () => {
  await act(async () => {
    for (const root of roots.splice(0)) root.unmount();
  });
  dom.window.document.body.innerHTML = '';
  expect(domErrors).toEqual([]);
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** Renders `element` into a fresh container of the page. */
async function render(element: unknown): Promise<HTMLElement> {
  const container = dom.window.document.createElement('div');
  dom.window.document.body.append(container);
  // Components from the docs' package world are loaded untyped; React checks them as it renders.
  const root = createRoot(container);
  roots.push(root);
  await act(async () => root.render(element as never));
  return container;
}

/** Fills the inputs of `form` by name and submits it as a user would. */
async function submit(form: HTMLFormElement, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    (form.elements.namedItem(name) as HTMLInputElement).value = value;
  }
  await act(async () => form.requestSubmit());
}

describe('Custom pages page: app/auth/signin/page.tsx', () => {
  const sentLinks: { identifier: string; url: string }[] = [];
  /** GitHub, an Email provider (with the adapter methods it needs) and a Credentials login. */
  const options: Options = {
    providers: [
      GITHUB_TEST_PROVIDER,
      {
        id: 'email',
        name: 'Email',
        type: 'email',
        maxAge: 600,
        sendVerificationRequest: async (params: { identifier: string; url: string }) => {
          sentLinks.push({ identifier: params.identifier, url: params.url });
        },
        options: {},
      },
      credentialsTestProvider('Staff login'),
    ],
    adapter: {
      getUserByEmail: async () => null,
      createVerificationToken: async (token: object) => token,
      useVerificationToken: async () => null,
    },
    session: { strategy: 'jwt' },
    pages: { signIn: '/auth/signin' },
  };

  async function renderSignIn(query: string) {
    const through = fetchThrough(handle, options);
    vi.stubGlobal('fetch', through.fetch);
    const { default: SignInPage } = await importSample<{ default: FC }>(PAGES, 'app/auth/signin/page.tsx');
    const page = await render(
      createElement(SearchParamsContext.Provider, { value: new URLSearchParams(query) }, createElement(SignInPage)),
    );
    // The providers arrive from getProviders() in an effect.
    await vi.waitFor(() => expect(page.querySelectorAll('button')).toHaveLength(3));
    return { page, ...through };
  }

  it('shows the error, then a button or form for each provider', async () => {
    const { page } = await renderSignIn('callbackUrl=%2Fnotes&error=SessionRequired');
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('Please sign in to see this page.');
    expect(Array.from(page.querySelectorAll('button'), (button) => button.textContent)).toEqual([
      'Sign in with GitHub',
      'Email me a sign-in link',
      'Sign in with Staff login',
    ]);
    const unknown = await renderSignIn('error=SomethingElse');
    expect(unknown.page.querySelector('[role="alert"]')?.textContent).toBe('Unable to sign in. Try again.');
  });

  it('the GitHub button starts the OAuth sign-in, coming back to callbackUrl', async () => {
    const { page, calls, jar } = await renderSignIn('callbackUrl=%2Fnotes');
    await act(async () => page.querySelector('button')!.click());
    await vi.waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ method: 'POST', action: 'signin', providerId: 'github' }),
    );
    const redirect = new URL(String(calls.at(-1)!.answer.redirect));
    expect(redirect.origin + redirect.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(jar['next-auth.callback-url']).toBe(`${ORIGIN}/notes`);
  });

  it('the email form sends a sign-in link to the address typed', async () => {
    const { page, calls } = await renderSignIn('callbackUrl=%2Fnotes');
    await submit(page.querySelectorAll('form')[0]!, { email: 'ada@example.com' });
    await vi.waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ method: 'POST', action: 'signin', providerId: 'email' }),
    );
    expect(sentLinks.at(-1)?.identifier).toBe('ada@example.com');
    expect(new URL(sentLinks.at(-1)!.url).searchParams.get('callbackUrl')).toBe(`${ORIGIN}/notes`);
  });

  it('the credentials form signs in with the username and password typed; a wrong one is refused', async () => {
    const { page, calls, jar } = await renderSignIn('callbackUrl=%2Fnotes');
    const form = page.querySelectorAll('form')[1];
    await submit(form!, { username: 'ada', password: 'wrong' });
    await vi.waitFor(() => expect(calls.at(-1)).toMatchObject({ action: 'callback', providerId: 'credentials' }));
    expect(calls.at(-1)!.answer.redirect).toBe(`${ORIGIN}/api/auth/error?error=CredentialsSignin&provider=credentials`);
    expect(jar[SESSION_COOKIE]).toBeUndefined();

    calls.length = 0;
    await submit(form!, { username: 'ada', password: 'engine' });
    await vi.waitFor(() => expect(calls.at(-1)).toMatchObject({ action: 'callback', providerId: 'credentials' }));
    expect(calls.at(-1)!.answer.redirect).toBe(`${ORIGIN}/notes`);
    expect(jar[SESSION_COOKIE]).toBeDefined();
  });
});

describe('Callbacks page: components/rename-form.tsx', () => {
  it('Save sends the typed name to the jwt callback as an update', async () => {
    const jwt = vi.fn(async ({ token }: { token: object }) => token);
    const options: Options = { providers: [], session: { strategy: 'jwt' }, callbacks: { jwt } };
    const through = fetchThrough(handle, options);
    const { encode } = requireFromWorld('next-auth/jwt') as {
      encode: (params: { token: object; secret: string }) => Promise<string>;
    };
    through.jar[SESSION_COOKIE] = await encode({ token: { sub: '1', ...ada }, secret: SECRET });
    vi.stubGlobal('fetch', through.fetch);

    const { RenameForm } = await importSample<{ RenameForm: FC }>(CALLBACKS, 'components/rename-form.tsx');
    const session = { user: ada, expires: '2099-01-01T00:00:00.000Z' };
    // Components from the docs' package world are loaded untyped; React checks them as it renders.
    const page = await render(createElement(SessionProvider as never, { session }, createElement(RenameForm)));
    await submit(page.querySelector('form')!, { name: 'Ada King' });
    await vi.waitFor(() => expect(through.calls.at(-1)).toMatchObject({ method: 'POST', action: 'session' }));
    expect(jwt).toHaveBeenLastCalledWith(expect.objectContaining({ trigger: 'update', session: { name: 'Ada King' } }));
  });
});

describe('Home page: its two sample files', () => {
  it('route.ts is the GitHub provider page’s App Router block, which doc-samples-providers signs in through', () => {
    expect(runBlock(GITHUB_PAGE, ROUTE_SAMPLE_TITLE).code).toBe(ROUTE_SAMPLE);
  });

  it('the account button signs in with GitHub, and signs the signed-in user out', async () => {
    const { AccountButton } = await importCode<{ AccountButton: FC }>('home_account-button.tsx', BUTTON_SAMPLE);
    const options: Options = { providers: [GITHUB_TEST_PROVIDER], session: { strategy: 'jwt' } };
    const through = fetchThrough(handle, options);
    vi.stubGlobal('fetch', through.fetch);

    // Signed out (a known empty session, so no request is needed to show the button).
    const signedOut = await render(
      createElement(SessionProvider as never, { session: null }, createElement(AccountButton)),
    );
    expect(signedOut.querySelector('button')?.textContent).toBe('Sign in with GitHub');
    await act(async () => signedOut.querySelector('button')!.click());
    await vi.waitFor(() =>
      expect(through.calls.at(-1)).toMatchObject({ method: 'POST', action: 'signin', providerId: 'github' }),
    );
    const redirect = new URL(String(through.calls.at(-1)!.answer.redirect));
    expect(redirect.origin + redirect.pathname).toBe('https://github.com/login/oauth/authorize');

    // Signed in.
    const session = { user: ada, expires: '2099-01-01T00:00:00.000Z' };
    const signedIn = await render(createElement(SessionProvider as never, { session }, createElement(AccountButton)));
    expect(signedIn.querySelector('button')?.textContent).toBe(`Sign out ${ada.email}`);
    await act(async () => signedIn.querySelector('button')!.click());
    await vi.waitFor(() => expect(through.calls.at(-1)).toMatchObject({ method: 'POST', action: 'signout' }));
  });
});
