/**
 * Rebuilds a package world as a reader would get it today: the starter's package.json (what
 * create-next-app wrote), then each install command of the pages on the path, run as printed
 * against the registry with an empty npm cache, each after the package.json edit the page shows
 * before it. Writes package.json and the lockfile.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InstallCommand } from './install-commands';

type Manifest = Record<string, unknown>;

/** Fields of a world's package.json that are about this machine, not the reader's app. */
const WORLD_FIELDS = ['name', 'private', 'description', 'allowScripts'];

function merge(target: Manifest, edit: Manifest): Manifest {
  const merged: Manifest = { ...target };
  for (const [key, value] of Object.entries(edit)) {
    const current = merged[key];
    merged[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? merge(current as Manifest, value as Manifest)
        : value;
  }
  return merged;
}

/** Runs a command line; rejects, with its output, when it fails. */
type RunCommand = (command: string, cwd: string, env: NodeJS.ProcessEnv) => Promise<unknown>;

export async function freshWorld(
  dir: string,
  starterManifest: Manifest,
  commands: InstallCommand[],
  run: RunCommand,
): Promise<void> {
  const worldPath = path.join(dir, 'package.json');
  const world = JSON.parse(readFileSync(worldPath, 'utf8')) as Manifest;
  const own = Object.fromEntries(WORLD_FIELDS.filter((key) => key in world).map((key) => [key, world[key]]));
  // The starter's name and version are the reader's app's; the world keeps its own.
  const app = Object.fromEntries(
    Object.entries(starterManifest).filter(([key]) => key !== 'name' && key !== 'version'),
  );
  writeFileSync(worldPath, `${JSON.stringify({ ...app, ...own }, null, 2)}\n`);
  rmSync(path.join(dir, 'package-lock.json'), { force: true });
  rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
  const cache = mkdtempSync(path.join(tmpdir(), 'npm-cache-'));
  const env = { ...process.env, npm_config_cache: cache, npm_config_audit: 'false', npm_config_fund: 'false' };
  try {
    for (const install of commands) {
      if (install.manifestEdit) {
        const edited = merge(JSON.parse(readFileSync(worldPath, 'utf8')) as Manifest, install.manifestEdit);
        writeFileSync(worldPath, `${JSON.stringify(edited, null, 2)}\n`);
      }
      await run(install.command, dir, env).catch((error: unknown) => {
        throw new Error(`${install.doc}:${install.line} (${install.command}) failed:\n${String(error)}`);
      });
    }
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}
