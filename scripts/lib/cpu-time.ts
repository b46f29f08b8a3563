/**
 * CPU time, from Linux's /proc, so that `npm run bench` can tell whether a timed build had the
 * machine to itself. The build keeps both cores busy, so anything that runs beside it (a type
 * check, a test run) stretches its wall time; the report then says how much CPU others used.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

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

export interface CpuShare {
  /** CPU seconds of the measured child processes (ended and waited for). */
  measured: number;
  /** CPU seconds the rest of the machine used meanwhile, this process included. */
  others: number;
}

/** Starts counting; the returned function stops, once the children to measure have ended. */
export function countCpu(): () => CpuShare {
  const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
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
