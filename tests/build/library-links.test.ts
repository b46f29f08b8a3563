/**
 * Every link to this site that next-auth prints (the logger's errors#code and warnings#code) or
 * documents (JSDoc in its type definitions, its README) lands on the section it names, in the
 * production build. The current docs' next-auth must find its anchor on the page. A frozen
 * version's next-auth links to the site root, where its docs lived when it shipped: old addresses
 * redirect (config/redirects.ts), and a hash that the current page lacks must exist on the page's
 * counterpart in a frozen version (config/version-facts.ts), which the reader is then offered
 * (src/olderSectionOffer).
 *
 * Needs the production build (npm test builds before running these tests) and the two sample
 * package worlds under tools/ (npm test installs them).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { counterpartPath } from '../../config/version-facts';
import { frozenVersions, versionLabelled } from '../../config/versions';
import { type LibraryLink, type Version, extractLinks, libraryLinks } from '../unit/next-auth-packages';

const BUILD = path.resolve(import.meta.dirname, '../../build');
let builtRedirects: Map<string, string> | undefined;

/** The redirects the server answers with: build/delivery.json, which the deploy configs repeat (delivery.test.ts). */
function serverRedirects(): Map<string, string> {
  if (!builtRedirects) {
    const { redirects } = JSON.parse(readFileSync(path.join(BUILD, 'delivery.json'), 'utf8')) as {
      redirects: { from: string; to: string }[];
    };
    builtRedirects = new Map(redirects.map(({ from, to }) => [from, to]));
  }
  return builtRedirects;
}

/**
 * Where a path ends up after the server's redirects, and whether each hop's client-side redirect
 * page (for static hosts that cannot redirect) leads to the same place.
 */
function afterRedirects(pathname: string, redirects = serverRedirects()): { target: string; disagreement?: string } {
  let target = pathname;
  for (let hops = 0; redirects.has(target); hops++) {
    if (hops > 5) throw new Error(`redirect loop from ${pathname}`);
    const to = redirects.get(target)!;
    const clientPage = builtFile(target);
    if (!clientPage || !readFileSync(clientPage, 'utf8').includes(`url=${to}"`)) {
      return {
        target,
        disagreement: `the server redirects ${target} to ${to}, its client-side redirect page does not`,
      };
    }
    target = to;
  }
  return { target };
}

/** The built file that answers a path, as the server resolves clean URLs. */
function builtFile(pathname: string): string | undefined {
  const clean = pathname.replace(/\/$/, '');
  return [`${clean}/index.html`, `${clean}.html`, clean]
    .map((candidate) => path.join(BUILD, candidate))
    .find((file) => existsSync(file) && statSync(file).isFile());
}

const idsByFile = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let ids = idsByFile.get(file);
  if (!ids) {
    const $ = cheerio.load(readFileSync(file, 'utf8'));
    ids = new Set(
      $('[id]')
        .map((_, element) => $(element).attr('id'))
        .get(),
    );
    idsByFile.set(file, ids);
  }
  return ids;
}

/** Why the link does not land where it should, or undefined if it does. */
function problem(url: string, version: Version): string | undefined {
  const { pathname, hash } = new URL(url);
  const { target, disagreement } = afterRedirects(pathname.replace(/(.)\/$/, '$1'));
  if (disagreement) return disagreement;
  const page = builtFile(target);
  const via = target === pathname ? '' : ` (redirected from ${pathname})`;
  if (!page) return `${target}${via} answers 404`;
  if (!hash) return undefined;
  const id = decodeURIComponent(hash.slice(1));
  if (!page.endsWith('.html')) return `${target} is not a page, so it has no #${id}`;
  if (idsOf(page).has(id)) return undefined;
  if (versionLabelled(version).isCurrent) return `no element with id "${id}" on ${target}${via}`;
  const counterparts = frozenVersions().map((frozen) =>
    counterpartPath({ routePrefix: frozen.routePrefix, counterparts: frozen.facts.counterparts }, target),
  );
  if (
    counterparts.some((counterpart) => {
      const file = builtFile(counterpart);
      return file !== undefined && idsOf(file).has(id);
    })
  ) {
    return undefined;
  }
  return `no element with id "${id}" on ${target}${via}, nor on its counterparts ${counterparts.join(', ')}`;
}

function failures(links: LibraryLink[], version: Version): string[] {
  return links.flatMap(({ url, files }) => {
    const why = problem(url, version);
    return why ? [`${url} (in ${files.join(', ')}): ${why}`] : [];
  });
}

describe('extracting the links', () => {
  const codes = { errors: ['NO_SECRET', 'OAUTH_CALLBACK_ERROR'], warnings: ['DEBUG_ENABLED'] };

  it('expands the logger templates, in compiled and template-literal form, with each code', () => {
    const links = extractLinks(
      [
        {
          file: 'logger.js',
          text: 'console.error(x, "\\nhttps://next-auth.js.org/errors#".concat(code.toLowerCase()))',
        },
        { file: 'logger.mjs', text: 'console.warn(`\\nhttps://next-auth.js.org/warnings#${code}`)' },
        { file: 'index.d.ts', text: '/** [Docs](https://next-auth.js.org/configuration/options#session). */' },
      ],
      codes,
    );
    expect(links).toEqual([
      { url: 'https://next-auth.js.org/configuration/options#session', files: ['index.d.ts'] },
      { url: 'https://next-auth.js.org/errors#no_secret', files: ['logger.js'] },
      { url: 'https://next-auth.js.org/errors#oauth_callback_error', files: ['logger.js'] },
      { url: 'https://next-auth.js.org/warnings#DEBUG_ENABLED', files: ['logger.mjs'] },
    ]);
  });

  it('refuses a URL ending in "#" that is not a logger template', () => {
    expect(() => extractLinks([{ file: 'x.js', text: '"https://next-auth.js.org/faq#" + topic' }], codes)).toThrow(
      'x.js: "https://next-auth.js.org/faq#" ends in "#"',
    );
  });
});

describe('links from the installed next-auth packages', () => {
  if (!existsSync(path.join(BUILD, 'index.html'))) {
    it('need the production build', () => {
      throw new Error('build/index.html is missing: run "npm run build" before "npm run test:build"');
    });
    return;
  }

  it('a link to a missing section or page fails, naming the URL and the package file', () => {
    const broken = [
      { url: 'https://next-auth.js.org/getting-started/client#no-such-section', files: ['react/index.d.ts'] },
      { url: 'https://next-auth.js.org/no-such-page', files: ['README.md'] },
      { url: 'https://next-auth.js.org/errors#no_such_code', files: ['utils/logger.js'] },
    ];
    expect(failures(broken, 'v4')).toEqual([
      'https://next-auth.js.org/getting-started/client#no-such-section (in react/index.d.ts): no element with id "no-such-section" on /getting-started/client',
      'https://next-auth.js.org/no-such-page (in README.md): /no-such-page answers 404',
      'https://next-auth.js.org/errors#no_such_code (in utils/logger.js): no element with id "no_such_code" on /errors',
    ]);
    // A v3-only code passes for v3 (its v3 section is offered) but not for v4.
    const v3Only = [{ url: 'https://next-auth.js.org/errors#client_use_session_error', files: ['dist/lib/logger.js'] }];
    expect(failures(v3Only, 'v3')).toEqual([]);
    expect(failures(v3Only, 'v4')).toHaveLength(1);
  });

  it('a server redirect that the client-side redirect pages do not repeat fails', () => {
    expect(afterRedirects('/configuration/providers')).toEqual({ target: '/configuration/providers/oauth' });
    expect(afterRedirects('/errors', new Map([['/errors', '/warnings']]))).toEqual({
      target: '/errors',
      disagreement: 'the server redirects /errors to /warnings, its client-side redirect page does not',
    });
  });

  it.each([
    ['v4', 'next-auth 4.24', 90],
    ['v3', 'next-auth 3.29', 70],
  ] as const)('every %s link lands on its section (%s)', (version, _label, atLeast) => {
    const links = libraryLinks(version);
    // Guards the extraction itself: far fewer links means the package layout changed.
    expect(links.length).toBeGreaterThanOrEqual(atLeast);
    expect(failures(links, version)).toEqual([]);
  });
});
