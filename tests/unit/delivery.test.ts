/**
 * The build's delivery files: the CSP lists exactly the hashes of the inline scripts of the
 * built pages, and every deploy config carries the same headers and redirects.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectScriptHashes } from '../../plugins/delivery';
import { inlineScriptHashes } from '../../plugins/delivery/inline-scripts';
import { REDIRECTS } from '../../config/redirects';
import { contentSecurityPolicy } from '../../config/security-headers';

const BUILD = path.resolve(import.meta.dirname, '../../build');

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only', () => {
    const html =
      '<script>var a=1</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type="module">b()</script>';
    // sha256 of "var a=1" and "b()", base64.
    expect(inlineScriptHashes(html)).toEqual([
      'WazVQOu5lmXfSreSrMJd1CsaQ4c00fUQpJfBYCuMSIw=',
      'cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc=',
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows Algolia only in hosted mode and never unsafe-inline scripts', () => {
    const local = contentSecurityPolicy({ scriptHashes: ['abc='], hostedSearch: false });
    const hosted = contentSecurityPolicy({ scriptHashes: ['abc='], hostedSearch: true });
    expect(local).toContain("script-src 'self' 'sha256-abc='");
    expect(local).toContain("connect-src 'self';");
    expect(local).toContain("frame-ancestors 'none'");
    expect(hosted).toContain("connect-src 'self' https://*.algolia.net https://*.algolianet.com");
    expect(`${local} ${hosted}`).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('the built delivery files', () => {
  if (!existsSync(path.join(BUILD, 'delivery.json'))) {
    it('need the production build', () => {
      throw new Error('build/delivery.json is missing: run "npm run build" before the unit tests');
    });
    return;
  }
  const delivery = JSON.parse(readFileSync(path.join(BUILD, 'delivery.json'), 'utf8'));
  const csp: string = delivery.headers['Content-Security-Policy'];

  it('CSP hashes equal the inline scripts of the built pages', () => {
    const inCsp = [...csp.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]).sort();
    expect(inCsp.length).toBeGreaterThan(0);
    expect(inCsp).toEqual(collectScriptHashes(BUILD));
  });

  it('Netlify, Vercel and nginx configs carry the same policy and redirects', () => {
    const netlify = readFileSync(path.join(BUILD, '_headers'), 'utf8');
    const vercel = JSON.parse(readFileSync(path.join(BUILD, 'vercel.json'), 'utf8'));
    const nginx = readFileSync(path.join(BUILD, 'nginx.conf'), 'utf8');
    expect(netlify).toContain(`Content-Security-Policy: ${csp}`);
    expect(vercel.headers[0].headers).toContainEqual({ key: 'Content-Security-Policy', value: csp });
    expect(nginx).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    const netlifyRedirects = readFileSync(path.join(BUILD, '_redirects'), 'utf8');
    for (const { from, to } of REDIRECTS) {
      expect(netlifyRedirects).toContain(`${from} ${to} 301`);
      expect(vercel.redirects).toContainEqual({ source: from, destination: to, permanent: true });
      expect(nginx).toContain(`location = ${from} { return 301 ${to}; }`);
    }
  });

  it('robots.txt points at the sitemap', () => {
    expect(readFileSync(path.join(BUILD, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
});
