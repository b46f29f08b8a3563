/**
 * The build's delivery files: the CSP lists exactly the hashes of the inline scripts of the
 * built pages, and every deploy config carries the same headers and redirects.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../plugins/built-pages';
import { collectScriptHashes, compressibleFiles, DEPLOY_FILES, TEXT_TYPES } from '../../plugins/delivery';
import { inlineScriptHashes } from '../../plugins/delivery/inline-scripts';
import { REDIRECTS } from '../../config/redirects';
import { docsVersions } from '../../config/versions';
import { llmsFilesOf } from '../../plugins/markdown-export/paths';
import { contentSecurityPolicy, securityHeaders } from '../../config/security-headers';

const BUILD = path.resolve(import.meta.dirname, '../../build');
/** Built with Algolia credentials by scripts/test.sh. */
const HOSTED_BUILD = path.resolve(import.meta.dirname, '../../build-hosted');

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only', () => {
    const html =
      '<script>var a=1</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type="module">b()</script>';
    // sha256 of "var a=1" and "b()", base64.
    expect(inlineScriptHashes(parsePage(html))).toEqual([
      'WazVQOu5lmXfSreSrMJd1CsaQ4c00fUQpJfBYCuMSIw=',
      'cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc=',
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  it('reports violations only when a report URL is set', () => {
    const quiet = contentSecurityPolicy({ scriptHashes: [], hostedSearch: false });
    const reporting = contentSecurityPolicy({
      scriptHashes: [],
      hostedSearch: false,
      reportUrl: 'https://r.example/csp',
    });
    expect(quiet).not.toMatch(/report-/);
    expect(reporting).toContain('report-uri https://r.example/csp; report-to csp');
    expect(
      securityHeaders({ scriptHashes: [], hostedSearch: false, reportUrl: 'https://r.example/csp' }),
    ).toMatchObject({
      'Reporting-Endpoints': 'csp="https://r.example/csp"',
    });
  });

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
      throw new Error('build/delivery.json is missing: run "npm run build" before "npm run test:build"');
    });
    return;
  }
  const delivery = JSON.parse(readFileSync(path.join(BUILD, 'delivery.json'), 'utf8'));
  const csp: string = delivery.headers['Content-Security-Policy'];

  // Parses every built page: a few seconds on a loaded machine.
  it('CSP hashes equal the inline scripts of the built pages', { timeout: 30_000 }, async () => {
    const inCsp = [...csp.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]).sort();
    expect(inCsp.length).toBeGreaterThan(0);
    expect(inCsp).toEqual(await collectScriptHashes(BUILD));
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
      expect(nginx).toContain(`location = ${from} { return 301 "${to}"; }`);
    }
  });

  it('every deploy config refuses the deploy files and answers /404 with 404, as the local server does', () => {
    const netlifyRedirects = readFileSync(path.join(BUILD, '_redirects'), 'utf8');
    const nginx = readFileSync(path.join(BUILD, 'nginx.conf'), 'utf8');
    for (const from of ['/404', ...DEPLOY_FILES.map((file) => `/${file}`)]) {
      expect(netlifyRedirects).toContain(`${from} /404.html 404!`);
      expect(nginx).toContain(`location = ${from} { return 404; }`);
    }
    expect(nginx).toContain('location = /404.html { internal; }');
    // Redirects go to paths on this origin only: a rule's target is a path, never "//host".
    for (const { to } of REDIRECTS) expect(to).toMatch(/^\/(?![/\\])/);
    for (const file of DEPLOY_FILES) expect(existsSync(path.join(BUILD, `${file}.br`)), file).toBe(false);
  });

  it('isolates the site from other origins in every config', () => {
    expect(delivery.headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(delivery.headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(delivery.headers['Permissions-Policy']).not.toContain('interest-cohort');
    const nginx = readFileSync(path.join(BUILD, 'nginx.conf'), 'utf8');
    expect(nginx).toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;');
    expect(readFileSync(path.join(BUILD, '_headers'), 'utf8')).toContain('Cross-Origin-Resource-Policy: same-origin');
  });

  it('robots.txt points at the sitemap and names each version\'s llms.txt in a comment', () => {
    const robots = readFileSync(path.join(BUILD, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    for (const version of docsVersions()) {
      const { index, full } = llmsFilesOf(version.routePrefix);
      expect(robots).toMatch(new RegExp(`^# .*${index.replaceAll('.', '\\.')} .*${full.replaceAll('.', '\\.')}`, 'm'));
      expect(existsSync(path.join(BUILD, index)), index).toBe(true);
    }
  });

  it('every config sends the Markdown forms and llms.txt as UTF-8 text of their type, as the local server does', () => {
    expect(delivery.contentTypes).toEqual(TEXT_TYPES);
    expect(TEXT_TYPES).toEqual({
      md: 'text/markdown; charset=utf-8',
      txt: 'text/plain; charset=utf-8',
    });
    const netlify = readFileSync(path.join(BUILD, '_headers'), 'utf8');
    const vercel = JSON.parse(readFileSync(path.join(BUILD, 'vercel.json'), 'utf8'));
    const nginx = readFileSync(path.join(BUILD, 'nginx.conf'), 'utf8');
    for (const [extension, type] of Object.entries(TEXT_TYPES)) {
      expect(netlify).toContain(`/*.${extension}\n  Content-Type: ${type}`);
      expect(vercel.headers).toContainEqual({
        source: `/(.*)\\.${extension}`,
        headers: [{ key: 'Content-Type', value: type }],
      });
      expect(nginx).toContain(`location ~ \\.${extension}$ {\n  types { }\n  default_type "${type}";`);
      // Under /assets/, a file of that type keeps the long cache: nginx takes the first match.
      const assets = `location ~ ^/assets/.+\\.${extension}$ {\n  types { }\n  default_type "${type}";`;
      expect(nginx.indexOf(assets)).toBeGreaterThan(-1);
      expect(nginx.indexOf(assets)).toBeLessThan(nginx.indexOf(`location ~ \\.${extension}$ {`));
      expect(nginx.slice(nginx.indexOf(assets)).split('\n}\n')[0]).toContain(`Cache-Control "${delivery.cacheControl.assets}"`);
      // nginx drops the server's add_header lines in a location that has its own.
      expect(nginx).toMatch(new RegExp(`default_type "${type}";\\n  add_header Content-Security-Policy `));
    }
    // The Markdown forms are compressed like the pages.
    expect(existsSync(path.join(BUILD, 'getting-started/example.md.br'))).toBe(true);
  });

  it('every file worth compressing has both compressed forms, of the file as the build left it', () => {
    // plugins/post-build compresses the bundle while the pages render, then what the rendering and
    // its own steps wrote: a file changed after its turn would be served stale.
    const files = compressibleFiles(BUILD).filter((file) => statSync(path.join(BUILD, file)).size >= 1024);
    for (const late of ['llms-full.txt', 'getting-started/introduction.md'])
      expect(files, late).toContain(late);
    expect(files.some((file) => file.startsWith('assets/search/'))).toBe(true);
    const missing = files.filter(
      (file) => !existsSync(path.join(BUILD, `${file}.br`)) || !existsSync(path.join(BUILD, `${file}.gz`)),
    );
    expect(missing).toEqual([]);
    const stale = files.filter((file) => {
      const content = readFileSync(path.join(BUILD, file));
      return (
        !brotliDecompressSync(readFileSync(path.join(BUILD, `${file}.br`))).equals(content) ||
        !gunzipSync(readFileSync(path.join(BUILD, `${file}.gz`))).equals(content)
      );
    });
    expect(stale).toEqual([]);
  });
});

describe('the built CSP', () => {
  const connectSrc = (build: string) =>
    /connect-src ([^;]+);/.exec(readFileSync(path.join(build, '_headers'), 'utf8'))?.[1];

  it('lets the pages reach Algolia in the build with hosted search, and only there', () => {
    expect(connectSrc(HOSTED_BUILD)).toBe("'self' https://*.algolia.net https://*.algolianet.com");
    expect(connectSrc(BUILD)).toBe("'self'");
  });
});
