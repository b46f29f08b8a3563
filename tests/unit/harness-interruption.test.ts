import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChildProcesses } from '../../scripts/lib/child-processes';
import { installOnce, isInstalled } from '../../scripts/lib/install-marker';

/** The process ids of the processes whose command line contains `mark`. */
function processesWith(mark: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(mark);
      } catch {
        return false; // ended while listed
      }
    })
    .map(Number);
}

describe('the examples harness stops what it started', () => {
  it('stopAll ends each child and the processes the child started', async () => {
    const mark = `harness-test-${process.pid}-${Date.now()}`;
    const children = new ChildProcesses();
    // A child that starts a grandchild and waits, as npm and next do. Only the grandchild's
    // command line has "<mark>-grandchild".
    const script = '"$0" -e "setTimeout(() => {}, 300_000)" "$1-grandchild" & wait';
    const child = children.spawn('bash', ['-c', script, process.execPath, mark]);
    await new Promise<void>((resolve) => child.once('spawn', () => resolve()));
    await expect.poll(() => processesWith(`${mark}-grandchild`).length).toBe(1);

    await children.stopAll();
    expect(child.exitCode !== null || child.signalCode !== null).toBe(true);
    await expect.poll(() => processesWith(mark)).toEqual([]);
    expect(() => children.spawn('true', [])).toThrow(/Stopping/);
  });

  it('a child that ignores SIGTERM is killed after the grace period', async () => {
    const mark = `harness-test-stubborn-${process.pid}-${Date.now()}`;
    const children = new ChildProcesses();
    const child = children.spawn(process.execPath, [
      '-e',
      'process.on("SIGTERM", () => {}); console.log("ignoring SIGTERM"); setInterval(() => {}, 1000)',
      mark,
    ]);
    await new Promise((resolve) => child.stdout.once('data', resolve));
    await children.stopAll(200);
    expect(child.signalCode).toBe('SIGKILL');
    expect(processesWith(mark)).toEqual([]);
  });
});

describe('an install counts once it has completed', () => {
  function world(): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'install-marker-'));
    mkdirSync(path.join(dir, 'node_modules'));
    writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3}');
    return dir;
  }

  it('an interrupted install is run again', async () => {
    const dir = world();
    await expect(installOnce(dir, () => Promise.reject(new Error('interrupted')))).rejects.toThrow('interrupted');
    // What npm leaves early in an install does not count.
    writeFileSync(path.join(dir, 'node_modules/.package-lock.json'), '{}');
    expect(isInstalled(dir)).toBe(false);
    let runs = 0;
    await installOnce(dir, async () => runs++);
    await installOnce(dir, async () => runs++);
    expect(runs).toBe(1);
  });

  it('a changed lockfile installs again', async () => {
    const dir = world();
    let runs = 0;
    await installOnce(dir, async () => runs++);
    writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3,"name":"changed"}');
    await installOnce(dir, async () => runs++);
    expect(runs).toBe(2);
  });
});
