import { describe, expect, it } from 'vitest';
import { buildCallbackUrl } from '../../src/components/CallbackUrl/callback-url';

describe('buildCallbackUrl', () => {
  it('appends the auth path and provider id to an origin', () => {
    expect(buildCallbackUrl('https://example.com', 'github')).toEqual({
      ok: true,
      url: 'https://example.com/api/auth/callback/github',
    });
  });

  it('keeps a base path and tolerates trailing slashes and a pasted /api/auth', () => {
    expect(buildCallbackUrl('https://example.com/docs/', 'google')).toMatchObject({
      url: 'https://example.com/docs/api/auth/callback/google',
    });
    expect(buildCallbackUrl('https://example.com/docs//', 'google')).toMatchObject({
      url: 'https://example.com/docs/api/auth/callback/google',
    });
    expect(buildCallbackUrl(' https://example.com/app/api/auth ', 'okta')).toMatchObject({
      url: 'https://example.com/app/api/auth/callback/okta',
    });
  });

  it('allows http on localhost and warns about it elsewhere', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect(buildCallbackUrl(origin, 'discord')).toEqual({ ok: true, url: `${origin}/api/auth/callback/discord` });
    }
    expect(buildCallbackUrl('http://example.com', 'discord')).toEqual({
      ok: true,
      url: 'http://example.com/api/auth/callback/discord',
      warning: 'Most providers accept plain http:// only for localhost; use https:// in production.',
    });
  });

  it('rejects input that is not an http(s) origin with a message', () => {
    expect(buildCallbackUrl('not a url', 'github')).toEqual({
      ok: false,
      error: '"not a url" is not a URL. Enter the full address, starting with https://.',
    });
    const empty = { ok: false, error: "Enter your site's address, for example https://example.com." };
    expect(buildCallbackUrl('', 'github')).toEqual(empty);
    expect(buildCallbackUrl('   ', 'github')).toEqual(empty);
    const notHttp = { ok: false, error: 'The address must start with https:// (or http:// for local development).' };
    expect(buildCallbackUrl('ftp://example.com', 'github')).toEqual(notHttp);
    expect(buildCallbackUrl('javascript:alert(1)', 'github')).toEqual(notHttp);
  });

  it('rejects a query string or a #fragment: next-auth calls back to the origin and base path only', () => {
    const error = 'Leave out the query string and the # part: enter only the origin and base path.';
    expect(buildCallbackUrl('https://example.com/?a=1', 'github')).toEqual({ ok: false, error });
    expect(buildCallbackUrl('https://example.com/#section', 'github')).toEqual({ ok: false, error });
  });

  it('quotes input of up to 60 characters whole and cuts longer input at 60', () => {
    const message = (quoted: string) => `"${quoted}" is not a URL. Enter the full address, starting with https://.`;
    expect(buildCallbackUrl('x'.repeat(60), 'github')).toEqual({ ok: false, error: message('x'.repeat(60)) });
    expect(buildCallbackUrl('x'.repeat(61), 'github')).toEqual({ ok: false, error: message(`${'x'.repeat(60)}…`) });
    const result = buildCallbackUrl('x'.repeat(5000), 'github');
    expect(result).toEqual({ ok: false, error: message(`${'x'.repeat(60)}…`) });
  });
});
