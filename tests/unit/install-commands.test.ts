/**
 * Each package world is what a reader gets from create-next-app and the install commands of the
 * pages on their path, as printed: its package.json has the starter's packages at the starter's
 * versions, every package those commands name (at the version a command asks for), the page's
 * package.json edits, and nothing else. `npm run test:examples -- --fresh` rebuilds the worlds
 * that way from today's registry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installCommandsOfWorld, V3_WORLD, V4_DOCS, v4Worlds } from '../../scripts/lib/cells';
import { installCommandsOf, installCommandsOfPath, parsePackageRequest } from '../../scripts/lib/install-commands';
import { STARTERS_DIR } from '../../scripts/lib/starters';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
}

const allDependencies = (manifest: Manifest) => ({ ...manifest.dependencies, ...manifest.devDependencies });

describe('install commands as printed', () => {
  it('reads package names and the versions typed after them', () => {
    expect(parsePackageRequest('next-auth')).toEqual({ name: 'next-auth' });
    expect(parsePackageRequest('typeorm@0.3.7')).toEqual({ name: 'typeorm', spec: '0.3.7' });
    expect(parsePackageRequest('@next-auth/typeorm-legacy-adapter')).toEqual({
      name: '@next-auth/typeorm-legacy-adapter',
    });
    expect(parsePackageRequest('@scope/tool@4')).toEqual({ name: '@scope/tool', spec: '4' });
  });

  it('finds each npm install line, its flags, and the package.json edit the page shows before it', () => {
    const source = [
      '```json title="package.json"',
      '{ "overrides": { "a": "1" } }',
      '```',
      '```bash npm2yarn',
      'npm install a b@2',
      'npm install --save-dev c',
      '```',
      '```ts',
      'npm install not-a-shell-block',
      '```',
    ].join('\n');
    const [first, second, ...rest] = installCommandsOf('page.mdx', source);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ line: 5, command: 'npm install a b@2', dev: false });
    expect(first?.packages).toEqual([{ name: 'a' }, { name: 'b', spec: '2' }]);
    expect(first?.manifestEdit).toEqual({ overrides: { a: '1' } });
    expect(second).toMatchObject({ line: 6, dev: true, packages: [{ name: 'c' }] });
  });

  it('takes one section of a page that offers alternatives, and names a missing one', () => {
    const commands = installCommandsOfPath(ROOT, [`${V4_DOCS}/adapters.mdx#sqlite-with-typeorm`]);
    expect(commands.map((command) => command.command)).toEqual([
      'npm install @next-auth/typeorm-legacy-adapter typeorm@0.3.7 better-sqlite3@12',
    ]);
    expect(() => installCommandsOfPath(ROOT, [`${V4_DOCS}/adapters.mdx#no-such-section`])).toThrow(
      /adapters\.mdx#no-such-section: no heading with \{#no-such-section\}/,
    );
  });

  const worlds = [
    ...v4Worlds().map((world) => ({
      dir: world.dir,
      starterDeps: allDependencies(readJson<Manifest>(`${STARTERS_DIR}/${world.starter.name}/package.json`)),
      commands: installCommandsOfWorld(ROOT, world),
    })),
    // The v3 Example's new app starts from an empty folder.
    { dir: V3_WORLD.dir, starterDeps: {}, commands: installCommandsOfPath(ROOT, [V3_WORLD.installPath]) },
  ];

  it.each(worlds)('$dir: the starter plus the install commands of its pages, nothing else', (world) => {
    const { dir, starterDeps, commands } = world;
    const manifest = readJson<Manifest>(`${dir}/package.json`);
    const lock = readJson<{ packages: Record<string, { version: string }> }>(`${dir}/package-lock.json`);

    const expected = new Set([...Object.keys(starterDeps), ...commands.flatMap((c) => c.packages.map((p) => p.name))]);
    expect(Object.keys(allDependencies(manifest)).sort()).toEqual([...expected].sort());
    for (const [name, spec] of Object.entries(starterDeps)) expect(allDependencies(manifest)[name], name).toBe(spec);
    for (const { name, spec } of commands.flatMap((command) => command.packages)) {
      const installed = lock.packages[`node_modules/${name}`]?.version;
      expect(installed, `${name} is in the lockfile`).toBeDefined();
      // An exact version installs that version; a major (next-auth@4) a release of it.
      if (spec)
        expect(installed === spec || installed?.startsWith(`${spec}.`), `${name}@${spec}: ${installed}`).toBe(true);
    }
    for (const edit of commands.flatMap((command) => (command.manifestEdit ? [command.manifestEdit] : [])))
      expect(manifest).toMatchObject(edit);
  });
});
