/**
 * config/versions.ts against small temporary sites: versions come from versions.json and the
 * folders on disk, a version without hand-written facts stops the build naming the file, and the
 * current docs take the newest version that is not frozen yet.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VERSION_FACTS } from '../../config/version-facts';
import { docsVersions, UNNAMED_CURRENT_LABEL, versionsOption } from '../../config/versions';

const [newest, ...older] = Object.keys(VERSION_FACTS);

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
    expect(versions[0].samplesDir).toBe(`tools/samples-${newest}`);
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
