/**
 * Whether a package world's `npm ci` finished for its current lockfile. npm writes
 * node_modules/.package-lock.json before an install is complete, so an interrupted install can look
 * done; this marker is written only after `npm ci` exits 0, and names the lockfile it installed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const MARKER = 'node_modules/.installed-lockfile-sha256';

function lockfileHash(dir: string): string {
  return createHash('sha256')
    .update(readFileSync(path.join(dir, 'package-lock.json')))
    .digest('hex');
}

export function isInstalled(dir: string): boolean {
  const marker = path.join(dir, MARKER);
  return existsSync(marker) && readFileSync(marker, 'utf8') === lockfileHash(dir);
}

/** Runs `install` (which must reject when it fails), marking the world installed only after it. */
export async function installOnce(dir: string, install: () => Promise<unknown>): Promise<void> {
  if (isInstalled(dir)) return;
  rmSync(path.join(dir, MARKER), { force: true });
  await install();
  writeFileSync(path.join(dir, MARKER), lockfileHash(dir));
}
