/**
 * CPU time, from Linux's /proc, so that `npm run bench` can tell whether a timed build, or a
 * browser measurement, had the machine to itself. Anything that runs beside it (a type check, a
 * test run) stretches a build's wall time and a page's main-thread tasks; the report then says how
 * much CPU others used.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readEveryProcess, treeOf } from './process-tree';

/** Seconds of CPU the whole machine spent busy (not idle, not waiting for I/O) since boot, from /proc/stat. */
export function busySeconds(procStat: string, ticksPerSecond: number): number {
  const fields = /^cpu\s+(.*)$/m.exec(procStat)?.[1]?.trim().split(/\s+/).map(Number);
  if (!fields || fields.length < 8 || fields.some(Number.isNaN)) throw new Error('/proc/stat has no "cpu" line');
  // user nice system idle iowait irq softirq steal (guest time is counted in user already)
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return (user + nice + system + irq + softirq + steal) / ticksPerSecond;
}

/**
 * Seconds of CPU a process has used itself, and its children once they ended and were waited
 * for, with their own children in turn (cutime and cstime), from /proc/<pid>/stat.
 */
export function processSeconds(pidStat: string, ticksPerSecond: number): { own: number; children: number } {
  // The command name is in parentheses and may hold spaces or parentheses: fields start after the last ")".
  const fields = pidStat
    .slice(pidStat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  // Fields 14 to 17 of proc(5) (utime stime cutime cstime) are 11 to 14 after the state.
  const [utime, stime, cutime, cstime] = fields.slice(11, 15);
  if ([utime, stime, cutime, cstime].some((value) => value === undefined || Number.isNaN(value)))
    throw new Error('not a /proc/<pid>/stat line');
  return {
    own: ((utime ?? 0) + (stime ?? 0)) / ticksPerSecond,
    children: ((cutime ?? 0) + (cstime ?? 0)) / ticksPerSecond,
  };
}

/** A process's parent, from its /proc/<pid>/stat line. */
function parentOf(pidStat: string): number {
  return Number(pidStat.slice(pidStat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** The kernel's clock ticks per second, the unit of /proc's CPU times. */
function clockTicks(): number {
  return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
}

/**
 * CPU seconds of the process `root` and everything under it: each live process's own time, and
 * the time of those that ended and were waited for (counted with their parent), given every
 * process's /proc/<pid>/stat line by pid.
 */
export function treeSeconds(stats: Map<number, string>, root: number, ticksPerSecond: number): number {
  const parents = new Map([...stats].map(([pid, stat]) => [pid, parentOf(stat)]));
  let total = 0;
  for (const pid of treeOf(root, parents)) {
    const { own, children: ended } = processSeconds(stats.get(pid) ?? '', ticksPerSecond);
    total += own + ended;
  }
  return total;
}

/**
 * Cores' worth of CPU other processes may use beside a browser measurement before it is flagged.
 * Work beside the bench (a build uses nearly two cores) pushed the worst keystroke in search at 4×
 * from under 100 ms to 192 ms, and a page's Lighthouse blocking time past 100 ms
 * (contributing/performance.md); a quiet machine's own services stay far below a quarter.
 */
export const SHARED_MACHINE_CORES = 0.25;

/**
 * Starts counting the CPU that processes outside this one's tree use: a build or a test run beside
 * a measurement whose browser and server are this process's children. The returned function stops,
 * giving that CPU in cores' worth (CPU seconds per second of wall time).
 */
export function countOthersCpu(): () => number {
  const ticks = clockTicks();
  const read = () => ({
    at: performance.now(),
    busy: busySeconds(readFileSync('/proc/stat', 'utf8'), ticks),
    tree: treeSeconds(readEveryProcess('stat'), process.pid, ticks),
  });
  const start = read();
  return () => {
    const end = read();
    const others = Math.max(0, end.busy - start.busy - (end.tree - start.tree));
    return others / ((end.at - start.at) / 1000);
  };
}

export interface CpuShare {
  /** CPU seconds of the measured child processes (ended and waited for). */
  measured: number;
  /** CPU seconds the rest of the machine used meanwhile, this process included. */
  others: number;
}

/** Starts counting; the returned function stops, once the children to measure have ended. */
export function countCpu(): () => CpuShare {
  const ticks = clockTicks();
  const read = () => ({
    busy: busySeconds(readFileSync('/proc/stat', 'utf8'), ticks),
    self: processSeconds(readFileSync('/proc/self/stat', 'utf8'), ticks),
  });
  const start = read();
  return () => {
    const end = read();
    const measured = end.self.children - start.self.children;
    return { measured, others: Math.max(0, end.busy - start.busy - measured) };
  };
}
