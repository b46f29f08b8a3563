/**
 * The CPU accounting `npm run bench` uses to flag a build that shared the machine
 * (scripts/lib/cpu-time.ts).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { busySeconds, countCpu, processSeconds, treeSeconds } from '../../scripts/lib/cpu-time';

describe('CPU time from /proc', () => {
  it("adds the machine's busy fields of /proc/stat, not idle or I/O wait", () => {
    const procStat = 'cpu  1000 20 300 90000 500 10 5 15 0 0\ncpu0 500 10 150 45000 250 5 2 7 0 0\nintr 1 2 3\n';
    // user + nice + system + irq + softirq + steal
    expect(busySeconds(procStat, 100)).toBeCloseTo(13.5);
    expect(() => busySeconds('intr 1 2 3\n', 100)).toThrow(/no "cpu" line/);
  });

  it("reads a process's own and its ended children's time, whatever its command name holds", () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
    const pidStat = '4242 (node (bench) x) S 1 4242 4242 0 -1 4194304 100 200 0 0 250 50 1200 300 20 0 11 0\n';
    expect(processSeconds(pidStat, 100)).toEqual({ own: 3, children: 15 });
    expect(() => processSeconds('4242 (node) S 1\n', 100)).toThrow(/not a \/proc\/<pid>\/stat line/);
  });

  it('counts the CPU of a child that ended, and not as the rest of the machine', () => {
    const stop = countCpu();
    // A fixed amount of work, not a length of time.
    const child = spawnSync(process.execPath, [
      '-e',
      'let x = 0; for (let i = 0; i < 3e8; i++) x += i % 7; console.log(x > 0)',
    ]);
    expect(child.status).toBe(0);
    const { measured, others } = stop();
    expect(measured).toBeGreaterThan(0.05);
    expect(others).toBeGreaterThanOrEqual(0);
  });

  it("adds a process tree's own and ended children's time, and nothing outside the tree", () => {
    // pid (comm) state ppid … utime stime cutime cstime (fields 14–17), in ticks of 1/100 s.
    const stat = (pid: number, parent: number, ticks: [number, number, number, number]) =>
      `${pid} (p ${pid}) S ${parent} 0 0 0 -1 0 0 0 0 0 ${ticks.join(' ')} 20 0 1 0\n`;
    const stats = new Map([
      [10, stat(10, 1, [100, 0, 50, 0])], // the bench: 1 s, and 0.5 s of children it waited for
      [11, stat(11, 10, [200, 100, 0, 0])], // its browser: 3 s
      [12, stat(12, 11, [0, 0, 0, 0])], // the browser's renderer
      [13, stat(13, 12, [400, 0, 0, 0])], // under it: 4 s
      [20, stat(20, 1, [9000, 0, 0, 0])], // a build beside the bench
    ]);
    expect(treeSeconds(stats, 10, 100)).toBeCloseTo(8.5);
    expect(treeSeconds(stats, 12, 100)).toBeCloseTo(4);
    expect(treeSeconds(stats, 99, 100)).toBe(0);
  });
});
