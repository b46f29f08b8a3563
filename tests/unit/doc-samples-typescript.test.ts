/**
 * The TypeScript page's samples, run: the component renders for the role it checks, and the typed
 * callbacks return what the page says.
 */
import { describe, expect, it, vi } from 'vitest';
import { importSample, requireFromWorld } from './doc-samples';

const PAGE = 'docs/getting-started/typescript.mdx';
// React and next-auth/react from the docs' package world, the copies the sample itself imports.
const { createElement } = requireFromWorld('react') as typeof import('react');
const { renderToStaticMarkup } = requireFromWorld('react-dom/server') as typeof import('react-dom/server');
const { SessionProvider } = requireFromWorld('next-auth/react') as {
  SessionProvider: (props: { session: unknown; children?: unknown }) => unknown;
};

type Callback = (params: Record<string, unknown>) => unknown;
interface Options {
  providers: { options: { profile: (profile: object) => unknown } }[];
  callbacks: Record<string, Callback>;
}

describe('components/admin-link.tsx', () => {
  it('links to /admin for an admin and renders nothing for anyone else', async () => {
    const { default: AdminLink } = await importSample<{ default: () => unknown }>(PAGE, 'components/admin-link.tsx');
    const render = (role: string) =>
      renderToStaticMarkup(
        createElement(
          // Components from the docs' package world are loaded untyped; React checks them as it renders.
          SessionProvider as never,
          { session: { user: { name: 'Ana', role }, expires: '2099-01-01T00:00:00.000Z' } },
          // Components from the docs' package world are loaded untyped; React checks them as it renders.
          createElement(AdminLink as never),
        ),
      );
    expect(render('admin')).toBe('<a href="/admin">Admin</a>');
    expect(render('user')).toBe('');
  });
});

describe('typed options and callbacks', () => {
  it('lib/auth.ts: JWT sessions of 7 days, and the jwt callback keeps the provider of the sign-in', async () => {
    const { authOptions } = await importSample<{ authOptions: Options & { session: object } }>(PAGE, 'lib/auth.ts');
    expect(authOptions.session).toEqual({ strategy: 'jwt', maxAge: 604800 });
    const jwt = authOptions.callbacks.jwt;
    expect(await jwt!({ token: { sub: '1' }, account: { provider: 'github' } })).toEqual({
      sub: '1',
      provider: 'github',
    });
    expect(await jwt!({ token: { sub: '1', provider: 'github' }, account: null })).toEqual({
      sub: '1',
      provider: 'github',
    });
  });

  it('lib/auth-callbacks.ts: GitHub always, other providers only for @example.com; new users logged', async () => {
    const { signIn, onSignIn } = await importSample<{ signIn: Callback; onSignIn: Callback }>(
      PAGE,
      'lib/auth-callbacks.ts',
    );
    expect(await signIn({ user: { email: 'x@elsewhere.test' }, account: { provider: 'github' } })).toBe(true);
    expect(await signIn({ user: { email: 'ana@example.com' }, account: { provider: 'email' } })).toBe(true);
    expect(await signIn({ user: { email: 'ana@elsewhere.test' }, account: { provider: 'email' } })).toBe(false);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await onSignIn({ user: { id: 'u1' }, isNewUser: true });
    await onSignIn({ user: { id: 'u2' }, isNewUser: false });
    expect(log.mock.calls).toEqual([['New user: u1']]);
    log.mockRestore();
  });

  it('lib/auth-github.ts: the profile maps to a User, and accounts younger than 30 days are refused', async () => {
    const { authOptions } = await importSample<{ authOptions: Options }>(PAGE, 'lib/auth-github.ts');
    const profile = { id: 42, login: 'ana', name: null, email: 'ana@example.com', avatar_url: 'https://a/x.png' };
    expect(authOptions.providers[0]!.options.profile(profile)).toEqual({
      id: '42',
      name: 'ana',
      email: 'ana@example.com',
      image: 'https://a/x.png',
    });
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const signIn = authOptions.callbacks.signIn;
    const github = { provider: 'github' };
    expect(signIn!({ account: github, profile: { created_at: daysAgo(31) } })).toBe(true);
    expect(signIn!({ account: github, profile: { created_at: daysAgo(29) } })).toBe(false);
    expect(signIn!({ account: { provider: 'email' }, profile: undefined })).toBe(true);
  });

  it('lib/auth-inferred.ts: the session callback adds userId from the token', async () => {
    const { authOptions } = await importSample<{ authOptions: Options }>(PAGE, 'lib/auth-inferred.ts');
    const session = { user: { name: 'Ana' }, expires: '2099-01-01T00:00:00.000Z' };
    expect(authOptions.callbacks.session!({ session, token: { sub: 'u1' } })).toEqual({ ...session, userId: 'u1' });
    expect(authOptions.callbacks.session!({ session, token: {} })).toEqual({ ...session, userId: null });
  });
});
