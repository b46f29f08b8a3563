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
    expect(buildCallbackUrl(' https://example.com/app/api/auth ', 'okta')).toMatchObject({
      url: 'https://example.com/app/api/auth/callback/okta',
    });
  });

  it('allows http on localhost and warns about it elsewhere', () => {
    expect(buildCallbackUrl('http://localhost:3000', 'discord')).toEqual({
      ok: true,
      url: 'http://localhost:3000/api/auth/callback/discord',
    });
    expect(buildCallbackUrl('http://example.com', 'discord')).toMatchObject({ ok: true, warning: expect.any(String) });
  });

  it('rejects input that is not an http(s) origin with a message', () => {
    expect(buildCallbackUrl('not a url', 'github')).toEqual({
      ok: false,
      error: '"not a url" is not a URL. Enter the full address, starting with https://.',
    });
    expect(buildCallbackUrl('', 'github')).toMatchObject({ ok: false });
    expect(buildCallbackUrl('ftp://example.com', 'github')).toMatchObject({ ok: false });
    expect(buildCallbackUrl('https://example.com/?a=1', 'github')).toMatchObject({ ok: false });
    expect(buildCallbackUrl('javascript:alert(1)', 'github')).toMatchObject({ ok: false });
  });

  it('truncates very long input in its message', () => {
    const result = buildCallbackUrl('x'.repeat(5000), 'github');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.length).toBeLessThan(200);
  });
});
