/**
 * Renders static/img/social-card.png (1200×630) from the logo and the site's name with the
 * system Chromium. Run it again after changing the logo: node scripts/make-social-card.mjs
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const logo = readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;display:flex;align-items:center;gap:56px;padding:0 96px;box-sizing:border-box;
  background:linear-gradient(135deg,#1e1b4b,#312e81 60%,#4338ca);color:#fff;font-family:system-ui,sans-serif">
  <div style="width:220px;height:220px;flex-shrink:0">${logo.replace('width="64" height="64"', 'width="220" height="220"')}</div>
  <div><div style="font-size:88px;font-weight:800;letter-spacing:-2px">NextAuth.js</div>
  <div style="font-size:36px;margin-top:16px;line-height:1.3;color:#e0e7ff">Authentication for Next.js:<br>OAuth, email and credentials sign-in</div>
  <div style="font-size:28px;margin-top:28px;color:#c7d2fe">Documentation, guides and provider reference</div></div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: path.join(root, 'static/img/social-card.png') });
await browser.close();
console.log('wrote static/img/social-card.png');
