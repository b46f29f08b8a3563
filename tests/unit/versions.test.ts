/**
 * config/versions.ts against small temporary sites: versions come from versions.json and the
 * folders on disk, a version without hand-written facts stops the build naming the file, and the
 * current docs take the newest version that is not frozen yet.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { counterpartPath, VERSION_FACTS } from '../../config/version-facts';
import {
  clientVersions,
  coveredMajors,
  docsVersions,
  UNNAMED_CURRENT_LABEL,
  versionLabelled,
  versionsOption,
} from '../../config/versions';

const [newest = '', ...older] = Object.keys(VERSION_FACTS);

const sites: string[] = [];
afterAll(() => sites.forEach((site) => rmSync(site, { recursive: true, force: true })));

function siteWith(frozen: string[], folders = frozen): string {
  const site = mkdtempSync(path.join(os.tmpdir(), 'versions-'));
  sites.push(site);
  writeFileSync(path.join(site, 'versions.json'), JSON.stringify(frozen));
  for (const name of folders) mkdirSync(path.join(site, 'versioned_docs', `version-${name}`), { recursive: true });
  return site;
}

describe('config/versions.ts', () => {
  it('lists the current docs first, then the frozen versions in versions.json order', () => {
    const versions = docsVersions(siteWith(older));
    expect(versions.map((version) => [version.name, version.label, version.routePrefix, version.contentDir])).toEqual([
      ['current', newest, '', 'docs'],
      ...older.map((name) => [name, name, `/${name}`, `versioned_docs/version-${name}`]),
    ]);
    expect(versions[0]!.samplesDir).toBe(`tools/samples-${newest}`);
  });

  it('gives Docusaurus a label and path for every version', () => {
    expect(Object.keys(versionsOption(siteWith(older)))).toEqual(['current', ...older]);
    expect(versionsOption(siteWith(older)).current).toMatchObject({ label: newest, path: '' });
  });

  it('labels the current docs "Next", checked in the newest world, once every known version is frozen', () => {
    const [current, frozenNewest] = docsVersions(siteWith([newest, ...older]));
    expect(current).toMatchObject({ label: UNNAMED_CURRENT_LABEL, samplesDir: `tools/samples-${newest}` });
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
    expect(() => docsVersions(siteWith(['v99', ...older]))).toThrow(
      'Docs version v99 (versions.json) has no entry in config/version-facts.ts',
    );
  });

  it('stops on a versioned_docs folder that versions.json does not list', () => {
    expect(() => docsVersions(siteWith(older, [...older, 'v98']))).toThrow(
      'versioned_docs has version-v98 but versions.json does not list it',
    );
  });
});
