/**
 * A copy of this project in a temporary folder, to run what changes the project (such as
 * `docusaurus docs:version`) without touching it: the sources are copied, installed packages are
 * linked (the root's and each sample world's), and build output and caches are left out. Used by
 * the cut-version test and by `npm run bench` (the build with one more version).
 */
import { cpSync, existsSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';

// The example cells: the build reads their lockfiles (<TestedWith />), not what running them installs and writes.
const EXAMPLE_OUTPUT = new Set([
  'node_modules',
  '.next',
  'src',
  'next-env.d.ts',
  'auth.sqlite',
  'auth.sqlite-wal',
  'auth.sqlite-shm',
]);
const NOT_COPIED = new Set([
  'node_modules',
  'build',
  'build-hosted',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
]);

/** Copies the project at `root` into the folder `site` (an empty temporary folder). */
export function copyProject(root: string, site: string): void {
  cpSync(root, site, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(root, source).split(path.sep);
      if (relative.length === 1 && NOT_COPIED.has(relative[0] ?? '')) return false;
      // The sample worlds' installed packages are linked below; their scratch folders are not copied.
      if (relative[0] === 'tools')
        return !(
          relative[2] === 'node_modules' ||
          relative[2]?.startsWith('.samples-') ||
          relative[2] === '.doc-samples'
        );
      return !(relative[0] === 'examples' && EXAMPLE_OUTPUT.has(relative[2] ?? ''));
    },
  });
  symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  for (const world of readdirSync(path.join(root, 'tools'))) {
    const installed = path.join(root, 'tools', world, 'node_modules');
    if (existsSync(installed)) symlinkSync(installed, path.join(site, 'tools', world, 'node_modules'), 'dir');
  }
}
