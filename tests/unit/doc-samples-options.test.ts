/**
 * The option samples of the Options and Credentials pages, run through next-auth's own handler:
 * the redirect to a custom sign-in page, and the Credentials providers signing in and refusing.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_DIR } from '../../config/versions';
import { extractCodeBlocks } from '../../scripts/lib/code-blocks';
import { cookieOf, credentialsSignInWith, handlerWith, type Options, ORIGIN, SESSION_COOKIE } from './auth-core';
import { importSample } from './doc-samples';

const quiet = { error: () => undefined, warn: () => undefined, debug: () => undefined };
const handle = handlerWith({ secret: 'a-secret-for-the-sample-tests', logger: quiet });

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('Options page', () => {
  it('lib/auth.ts: the built-in sign-in page sends readers to /login; sessions are JWTs for 30 days', async () => {
    vi.stubEnv('NEXTAUTH_URL', ORIGIN);
    const { authOptions } = await importSample<{ authOptions: Options }>(
      'docs/configuration/options.mdx',
      'lib/auth.ts',
    );
    const signIn = await handle(authOptions, { action: 'signin', method: 'GET', query: { callbackUrl: '/notes' } });
    // A relative pages.signIn stays relative; callbackUrl is made absolute on your site.
    expect(signIn.redirect).toBe(`/login?callbackUrl=${encodeURIComponent(`${ORIGIN}/notes`)}`);
    expect(authOptions.session).toEqual({ strategy: 'jwt', maxAge: 2592000 });
  });

  it('lib/auth-providers.ts: the staff login accepts admin with ADMIN_PASSWORD and nobody else', async () => {
    vi.stubEnv('NEXTAUTH_URL', ORIGIN);
    vi.stubEnv('ADMIN_PASSWORD', 'staff-only');
    const { authOptions } = await importSample<{ authOptions: Options }>(
      'docs/configuration/options.mdx',
      'lib/auth-providers.ts',
    );
    const good = await credentialsSignInWith(handle, authOptions, { username: 'admin', password: 'staff-only' });
    expect(good.redirect).toBe(`${ORIGIN}/dashboard`);
    expect(cookieOf(good, SESSION_COOKIE)).toBeDefined();
    for (const fields of [
      { username: 'admin', password: 'guess' },
      { username: 'ana', password: 'staff-only' },
    ]) {
      const refused = await credentialsSignInWith(handle, authOptions, fields);
      expect(refused.redirect).toBe(`${ORIGIN}/api/auth/error?error=CredentialsSignin&provider=credentials`);
    }
  });
});

describe('Credentials page', () => {
  const CREDENTIALS = 'docs/configuration/providers/credentials.mdx';

  it('the hash command prints a salt:hash line that signs the demo user in, in place of its hash', async () => {
    vi.stubEnv('NEXTAUTH_URL', ORIGIN);
    const [command] = extractCodeBlocks(readFileSync(path.join(SITE_DIR, CREDENTIALS), 'utf8')).filter(
      (block) => block.lang === 'bash' && block.meta.run === 'doc-samples-options',
    );
    // The reader's own password is the last word of the command; here it is the demo user's.
    const run = (password: string) =>
      execFileSync('bash', ['-c', command!.code.replace("'the password'", `'${password}'`)], {
        encoding: 'utf8',
      }).trim();
    const stored = run('correct-horse-battery');
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(run('correct-horse-battery')).not.toBe(stored); // a new salt each time

    const demoHash = /passwordHash:\s*"([0-9a-f:]+)"/;
    const { credentialsProvider } = await importSample<{ credentialsProvider: Options['providers'][number] }>(
      CREDENTIALS,
      'lib/credentials.ts',
      1,
      (code) => code.replace(demoHash, `passwordHash: "${stored}"`),
    );
    const authOptions: Options = { providers: [credentialsProvider] };
    const good = await credentialsSignInWith(handle, authOptions, {
      email: 'ada@example.com',
      password: 'correct-horse-battery',
    });
    expect(cookieOf(good, SESSION_COOKIE)).toBeDefined();
    const wrong = await credentialsSignInWith(handle, authOptions, {
      email: 'ada@example.com',
      password: 'battery-horse',
    });
    expect(wrong.redirect).toBe(`${ORIGIN}/api/auth/error?error=CredentialsSignin&provider=credentials`);
  });

  it('lib/auth.ts: each provider posts its own fields to its own endpoint; a non-OK answer refuses', async () => {
    vi.stubEnv('NEXTAUTH_URL', ORIGIN);
    const answers: Record<string, { status: number; user?: object }> = {
      'https://auth.example.com/password-login': { status: 200, user: { id: 'u1', name: 'Ana' } },
      'https://auth.example.com/verify-code': { status: 401 },
    };
    const fetch = vi.fn(async (url: string, _init: RequestInit) => {
      const { status, user } = answers[url]!;
      return new Response(JSON.stringify(user ?? {}), { status });
    });
    vi.stubGlobal('fetch', fetch);
    const { authOptions } = await importSample<{ authOptions: Options }>(
      'docs/configuration/providers/credentials.mdx',
      'lib/auth.ts',
    );
    const password = await credentialsSignInWith(handle, authOptions, { username: 'ana', password: 'pw' }, 'password');
    expect(password.redirect).toBe(`${ORIGIN}/dashboard`);
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toEqual({ username: 'ana', password: 'pw' });

    const sms = await credentialsSignInWith(handle, authOptions, { phone: '+15550100', code: '123456' }, 'sms-code');
    expect(sms.redirect).toBe(`${ORIGIN}/api/auth/error?error=CredentialsSignin&provider=sms-code`);
    expect(fetch.mock.calls[1]![0]).toBe('https://auth.example.com/verify-code');
    expect(JSON.parse(String(fetch.mock.calls[1]![1].body))).toEqual({ phone: '+15550100', code: '123456' });
  });
});
