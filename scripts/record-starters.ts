/**
 * Records what a reader starts from: the files `create-next-app` generates for each Next.js version
 * and router the getting-started pages lead with or tab for, into examples/starters/<name>/. The
 * unit test tests/unit/starter-files.test.ts holds the pages' complete files to these.
 *
 * Usage: npm run starters:record   (needs the npm registry; rewrites every starter)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STARTERS, STARTERS_DIR, type Starter } from './lib/starters';

const ROOT = path.resolve(import.meta.dirname, '..');
/** What the reader does not get from the generator's templates but from npm or git. */
const NOT_RECORDED = new Set(['node_modules', 'package-lock.json', '.git']);

function record(starter: Starter): void {
  const scratch = mkdtempSync(path.join(tmpdir(), 'starter-'));
  try {
    const args = ['--yes', `create-next-app@${starter.createNextApp}`, 'app', ...starter.flags];
    // CI=1: the generator asks nothing and takes the flags and its defaults.
    const run = spawnSync('npx', args, {
      cwd: scratch,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, CI: '1' },
    });
    if (run.status !== 0) throw new Error(`${starter.name}: npx ${args.join(' ')} exited with ${run.status}`);
    const generated = path.join(scratch, 'app');
    const target = path.join(ROOT, STARTERS_DIR, starter.name);
    rmSync(target, { recursive: true, force: true });
    cpSync(generated, target, {
      recursive: true,
      filter: (source) => !NOT_RECORDED.has(path.basename(source)),
    });
    // Kept under another name, or git would apply it to the recording itself.
    renameSync(path.join(target, '.gitignore'), path.join(target, 'gitignore'));
    const manifest = JSON.parse(readFileSync(path.join(generated, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const next = manifest.dependencies.next;
    const command = `npx create-next-app@${starter.createNextApp} app ${starter.flags.join(' ')}`;
    writeFileSync(path.join(target, 'starter.json'), `${JSON.stringify({ command, next }, null, 2)}\n`);
    console.log(`${starter.name}: recorded (next ${next})`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

for (const starter of STARTERS) record(starter);
