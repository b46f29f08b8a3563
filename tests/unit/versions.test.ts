/**
 * config/versions.ts against small temporary sites: versions come from versions.json and the
 * folders on disk, a version without hand-written facts stops the build naming the file, and the
 * current docs take the newest version that is not frozen yet.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { counterpartPath, VERSION_FACTS } from '../../config/version-facts';
import {
  clientVersions,
  coveredMajors,
  docsVersions,
  isPartial,
  providerPageFiles,
  providersDirOf,
  SITE_DIR,
  startPageOf,
  UNNAMED_CURRENT_LABEL,
  versionLabelled,
  versionsOption,
} from '../../config/versions';

// One more, older version than the site has, so that lists of three are read as the site will
// have them after the next `docs:version`.
vi.mock('../../config/version-facts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../config/version-facts')>();
  return {
    ...original,
    VERSION_FACTS: { ...original.VERSION_FACTS, v0: { nextAuth: '0.1.x', optionsType: 'NextAuthOptions' } },
  };
});

const [newest = '', ...older] = Object.keys(VERSION_FACTS);

const sites: string[] = [];
afterAll(() => sites.forEach((site) => rmSync(site, { recursive: true, force: true })));

function emptySite(): string {
  const site = mkdtempSync(path.join(os.tmpdir(), 'versions-'));
  sites.push(site);
  return site;
}

function siteWith(frozen: string[], folders = frozen): string {
  const site = emptySite();
  writeFileSync(path.join(site, 'versions.json'), JSON.stringify(frozen));
  for (const name of folders) mkdirSync(path.join(site, 'versioned_docs', `version-${name}`), { recursive: true });
  return site;
}

describe('config/versions.ts', () => {
  it('lists the current docs first, then the frozen versions in versions.json order', () => {
    const versions = docsVersions(siteWith(older));
    expect(
      versions.map((version) => [
        version.name,
        version.label,
        version.routePrefix,
        version.contentDir,
        version.sidebarFile,
        version.facts,
      ]),
    ).toEqual([
      ['current', newest, '', 'docs', 'sidebars.ts', VERSION_FACTS[newest]],
      ...older.map((name) => [
        name,
        name,
        `/${name}`,
        `versioned_docs/version-${name}`,
        `versioned_sidebars/version-${name}-sidebars.json`,
        VERSION_FACTS[name],
      ]),
    ]);
    expect(versions[0]!.samplesDir).toBe(`tools/samples-${newest}`);
  });

  it('has only the current docs on a site with no versions.json and no versioned_docs', () => {
    expect(docsVersions(emptySite()).map((version) => [version.name, version.label])).toEqual([['current', newest]]);
  });

  it('ignores what else versioned_docs holds besides version-* folders', () => {
    const site = siteWith(older);
    writeFileSync(path.join(site, 'versioned_docs', 'README.md'), 'notes');
    expect(docsVersions(site).map((version) => version.name)).toEqual(['current', ...older]);
  });

  it('reads this site by default', () => {
    expect(SITE_DIR).toBe(path.resolve(import.meta.dirname, '../..'));
  });

  it('gives Docusaurus a label and path for every version', () => {
    expect(versionsOption(siteWith(older))).toEqual({
      current: { label: newest, path: '' },
      ...Object.fromEntries(
        older.map((name) => {
          const banner = VERSION_FACTS[name]!.banner;
          return [name, { label: name, path: name, ...(banner ? { banner } : {}) }];
        }),
      ),
    });
  });

  it('labels the current docs "Next", checked in the newest world, once every known version is frozen', () => {
    const [current, frozenNewest] = docsVersions(siteWith([newest, ...older]));
    expect(current).toMatchObject({ label: 'Next', samplesDir: `tools/samples-${newest}` });
    // The newest version's facts, without the banner its frozen pages carry.
    expect(current!.facts).toEqual({ ...VERSION_FACTS[newest], banner: undefined });
    expect(frozenNewest).toMatchObject({
      name: newest,
      routePrefix: `/${newest}`,
      samplesDir: `tools/samples-${newest}`,
    });
  });

  it('finds a version by its label, and names the labels there are when none has it', () => {
    const site = siteWith([newest, ...older]);
    expect(versionLabelled(newest, site)).toMatchObject({ name: newest, routePrefix: `/${newest}` });
    expect(() => versionLabelled('v99', site)).toThrow(
      `No docs version is labelled "v99"; the labels are ${[UNNAMED_CURRENT_LABEL, newest, ...older].join(', ')}.`,
    );
  });

  it('names the covered majors for readers, before and after the newest one is frozen', () => {
    const majors = `${[newest, ...older].slice(0, -1).join(', ')} and ${older.at(-1)}`;
    expect(coveredMajors(siteWith(older))).toBe(majors);
    expect(coveredMajors(siteWith([newest, ...older]))).toBe(majors);
    expect(majors).toMatch(/^v\d+, v\d+ and v\d+$/);
    expect(coveredMajors(emptySite())).toBe(newest);
  });

  it("opens a version on its start page, and finds its provider pages in that version's folder", () => {
    expect(startPageOf({ routePrefix: '/v9' })).toBe('/v9/getting-started/introduction');
    expect(providersDirOf({ contentDir: 'versioned_docs/version-v9' })).toBe('versioned_docs/version-v9/providers');
    const site = emptySite();
    mkdirSync(path.join(site, 'docs/providers'), { recursive: true });
    for (const file of ['index.mdx', 'github.mdx', 'azure-ad-b2c.mdx', 'azure-ad.mdx', 'notes.txt']) {
      writeFileSync(path.join(site, 'docs/providers', file), '');
    }
    expect(providerPageFiles({ contentDir: 'docs' }, site)).toEqual(['azure-ad.mdx', 'azure-ad-b2c.mdx', 'github.mdx']);
    expect(providerPageFiles({ contentDir: 'versioned_docs/version-v9' }, site)).toEqual([]);
  });

  it("gives the browser each frozen version's prefix and counterparts, newest first", () => {
    const { current, frozen } = clientVersions(siteWith([newest, ...older]));
    expect(current.label).toBe(UNNAMED_CURRENT_LABEL);
    expect(frozen.map((version) => version.routePrefix)).toEqual([newest, ...older].map((name) => `/${name}`));
    expect(frozen.map((version) => version.counterparts)).toEqual(
      [newest, ...older].map((name) => VERSION_FACTS[name]!.counterparts),
    );
  });

  it('finds a counterpart at the same path unless the facts list another', () => {
    const counterparts = { '/adapters': '/adapters/overview' };
    expect(counterpartPath({ routePrefix: '/v1', counterparts }, '/adapters')).toBe('/v1/adapters/overview');
    expect(counterpartPath({ routePrefix: '/v1', counterparts }, '/errors')).toBe('/v1/errors');
    expect(counterpartPath({ routePrefix: '/v1' }, '/adapters')).toBe('/v1/adapters');
  });

  it('stops on a version without an entry in config/version-facts.ts', () => {
    expect(() => docsVersions(siteWith(['v99', 'v98', ...older]))).toThrow(
      'Docs version v99, v98 (versions.json) has no entry in config/version-facts.ts: ' +
        'add its next-auth range and options type there.',
    );
  });

  it('stops on a versioned_docs folder that versions.json does not list', () => {
    expect(() => docsVersions(siteWith(older, [...older, 'v97', 'v98']))).toThrow(
      'versioned_docs has version-v97, version-v98 but versions.json does not list it: ' +
        'cut versions with "npx docusaurus docs:version <name>", which writes both.',
    );
  });
});

describe('isPartial', () => {
  it('is a file whose name or any folder on its path starts with "_", on either separator', () => {
    expect(isPartial('docs/_snippet.mdx')).toBe(true);
    expect(isPartial('docs/_shared/install.mdx')).toBe(true);
    expect(isPartial('versioned_docs\\version-v3\\_shared\\install.mdx')).toBe(true);
    expect(isPartial('docs/getting-started/example.mdx')).toBe(false);
    // "_" inside or at the end of a name does not make a partial.
    expect(isPartial('versioned_docs/version-v3/faq_.mdx')).toBe(false);
  });
});
