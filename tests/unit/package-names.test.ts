/**
 * Every name a page puts in inline code (an option path, callback, function, type, cookie or
 * environment variable) exists in that docs version's next-auth package, unless the page's own code
 * samples declare it or its front matter lists it in `own_names` or `other_version_names`
 * (contributing/writing.md, "A page").
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { versionLabelled } from '../../config/versions';
import { ROOT, type Version } from './next-auth-packages';
import { packageNames, type PackageNames } from './package-names';
import { missing, namesIn, readPage, type Page, type PageName } from './page-names';

const DOCS: Record<Version, string> = { v4: versionLabelled('v4').contentDir, v3: versionLabelled('v3').contentDir };
const OTHER: Record<Version, Version> = { v4: 'v3', v3: 'v4' };

/** The upgrade guide is about both versions: any of its names may be v3's. */
const BOTH_VERSIONS = new Set([`${DOCS.v4}/getting-started/upgrade-v4.mdx`]);

function pages(version: Version): string[] {
  const dir = DOCS[version];
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`);
}

/**
 * True when the page's code declares `name`, or assigns a path it extends (`token.expiresAt = …`
 * covers `token.expiresAt.value`). A declared variable does not cover paths below it: `const session`
 * says nothing about `session.strategy`.
 */
function declaredBy(page: Page, { name }: PageName): boolean {
  const segments = name.split('.');
  return (
    page.declared.has(name) || segments.some((_, i) => i > 0 && page.declared.has(segments.slice(0, i + 1).join('.')))
  );
}

interface Report {
  checked: number;
  problems: string[];
  unneededMarks: string[];
  markedPages: number;
}

function check(version: Version, names: PackageNames, otherNames: PackageNames): Report {
  const report: Report = { checked: 0, problems: [], unneededMarks: [], markedPages: 0 };
  for (const file of pages(version)) {
    const page = readPage(file, names);
    const used = new Set<string>();
    for (const name of page.names) {
      report.checked++;
      const reason = missing(name, names);
      if (!reason) continue;
      const otherVersion = page.otherVersion.includes(name.name) || BOTH_VERSIONS.has(file);
      if (otherVersion && !missing(name, otherNames)) used.add(name.name);
      else if (page.marks.includes(name.name)) used.add(name.name);
      else if (declaredBy(page, name)) continue;
      else {
        const also = otherVersion ? ` (nor does ${OTHER[version]}'s)` : '';
        report.problems.push(`${file}:${name.line}: \`${name.name}\` (${name.kind}): ${reason}${also}`);
      }
    }
    // A mark the page no longer needs (the name left the page, or the package has it) goes.
    // A provider page's `provider.env` also feeds <ProviderFacts />, so the prose need not name it.
    const providerEnv = /\/providers\/[^/]+\.mdx$/.test(file)
      ? page.marks.slice(page.marks.length - page.providerEnvCount)
      : [];
    for (const mark of [...page.marks, ...page.otherVersion]) {
      if (!used.has(mark) && !providerEnv.includes(mark)) report.unneededMarks.push(`${file}: ${mark}`);
    }
    if ([...used].some((name) => !providerEnv.includes(name))) report.markedPages++;
  }
  return report;
}

describe.each(['v4', 'v3'] as const)('names on %s pages exist in its next-auth package', (version) => {
  const report = check(version, packageNames(version), packageNames(OTHER[version]));

  it('finds names on the pages', () => {
    expect(report.checked).toBeGreaterThan(version === 'v4' ? 1000 : 800);
  });

  it("every name is the package's, declared by the page's code, or marked in the front matter", () => {
    expect(report.problems).toEqual([]);
  });

  it('every mark is still needed', () => {
    expect(report.unneededMarks).toEqual([]);
  });
});

describe('the check tells names the package has from names it does not', () => {
  const v4 = packageNames('v4');
  const v3 = packageNames('v3');
  const verdict = (code: string, names: PackageNames) =>
    namesIn(code, names).map((name) => `${name.kind} ${name.name}: ${missing(name, names) ? 'missing' : 'ok'}`);

  it('resolves option paths through the options types, in dotted and object-literal form', () => {
    expect(verdict('session.strategy', v4)).toEqual(['option path session.strategy: ok']);
    expect(verdict('session: { strategy: "jwt", maxAge: 60 }', v4)).toEqual([
      'option path session: ok',
      'option path session.strategy: ok',
      'option path session.maxAge: ok',
    ]);
    expect(verdict('callbacks.jwt', v4)).toEqual(['option path callbacks.jwt: ok']);
    expect(verdict('callbacks.authorized', v4)).toEqual(['option path callbacks.authorized: ok']);
    expect(verdict('pages.signin', v4)).toEqual(['option path pages.signin: missing']);
    expect(verdict('session.strategy', v3)).toEqual(['option path session.strategy: missing']);
    expect(verdict('session.jwt', v3)).toEqual(['option path session.jwt: ok']);
    // The JWT admits any key, but a key the package never sets is the reader's.
    expect(verdict('token.accessToken', v4)).toEqual(['option path token.accessToken: missing']);
  });

  it('checks functions and types against the exports and declared members', () => {
    expect(verdict('getServerSession()', v4)).toEqual(['function getServerSession: ok']);
    expect(verdict('getServerSession', v3)).toEqual(['identifier getServerSession: missing']);
    expect(verdict('useSession({ required: true })', v4)).toEqual(['function useSession: ok']);
    expect(verdict('getServerSideSession()', v4)).toEqual(['function getServerSideSession: missing']);
    expect(verdict('<SessionProvider>', v4)).toEqual(['identifier SessionProvider: ok']);
    expect(verdict('Provider', v3)).toEqual([]);
    expect(verdict('GitHubProvider', v4)).toEqual(['identifier GitHubProvider: ok']);
    expect(verdict('redirect()', v4)).toEqual(['function redirect: ok']);
  });

  it('checks environment variables and cookies against the compiled source', () => {
    expect(verdict('NEXTAUTH_URL_INTERNAL', v4)).toEqual(['environment variable NEXTAUTH_URL_INTERNAL: ok']);
    expect(verdict('NEXTAUTH_SECRET', v4)).toEqual(['environment variable NEXTAUTH_SECRET: ok']);
    expect(verdict('NEXTAUTH_SECRET', v3)).toEqual(['environment variable NEXTAUTH_SECRET: missing']);
    expect(verdict('GITHUB_ID', v4)).toEqual(['environment variable GITHUB_ID: missing']);
    expect(verdict('NO_SECRET', v4)).toEqual([]);
    expect(verdict('__Secure-next-auth.session-token', v4)).toEqual(['cookie __Secure-next-auth.session-token: ok']);
    expect(verdict('next-auth.session-token.0', v4)).toEqual(['cookie next-auth.session-token.0: ok']);
    expect(verdict('__Host-next-auth.csrf-token', v3)).toEqual(['cookie __Host-next-auth.csrf-token: ok']);
    expect(verdict('__Host-next-auth.session-token', v4)).toEqual(['cookie __Host-next-auth.session-token: missing']);
    expect(verdict('next-auth.js.org', v4)).toEqual([]);
  });
});
