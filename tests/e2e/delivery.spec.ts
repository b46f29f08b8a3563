/**
 * How the local server delivers the build: compression, caching, security headers, redirects,
 * the not-found status, and a Content-Security-Policy that the site itself never violates but
 * that stops an injected inline script.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, waitForHydration } from './fixtures';

const delivery = JSON.parse(readFileSync(path.join(process.cwd(), 'build', 'delivery.json'), 'utf8')) as {
  redirects: { from: string; to: string }[];
};

test('pages and assets are compressed, cached and sent with the security headers', async ({ request }) => {
  const page = await request.get('/getting-started/introduction', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.status()).toBe(200);
  const headers = page.headers();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toBeTruthy();

  const script = /"(\/assets\/js\/main\.[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const missing = await request.get('/no/such/page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page Not Found');
});

test('every old address redirects permanently to a page that exists', async ({ request }) => {
  expect(delivery.redirects.length).toBeGreaterThan(10);
  for (const { from, to } of delivery.redirects) {
    const first = await request.get(from, { maxRedirects: 0 });
    expect(first.status(), from).toBe(301);
    expect(first.headers().location, from).toBe(to);
    const final = await request.get(from);
    expect(final.status(), `${from} → ${to}`).toBe(200);
  }
});

test('old addresses have redirect pages for hosts that cannot redirect', async ({ request }) => {
  // What a static host without redirect rules would serve for an old address.
  const html = readFileSync(path.join(process.cwd(), 'build', 'providers/battlenet/index.html'), 'utf8');
  expect(html).toMatch(/<meta http-equiv="refresh" content="0; url=\/providers\/battle\.net"/);
  expect(html).toContain('<link rel="canonical" href="/providers/battle.net"');
  expect((await request.get('/providers/battle.net')).status()).toBe(200);
});

test('the policy blocks an injected inline script', async ({ page, problems }) => {
  // The shared fixture turns any violation by the site itself into a failure (see fixtures.ts),
  // on every page the tests visit; here a script the build did not hash must be refused.
  problems.allow(/CSP violation: script-src-elem inline/);
  problems.allow(/Content Security Policy/);
  await page.goto('/configuration/callbacks');
  await waitForHydration(page);
  const violation = page.waitForEvent('console', (message) => message.text().startsWith('CSP violation'));
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  expect((await violation).text()).toContain('script-src-elem inline');
  // A value the test itself puts on the page's window.
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});
