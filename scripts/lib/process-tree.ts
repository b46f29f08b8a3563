/**
 * Processes and their descendants, from Linux's /proc: what `npm run bench` adds up over a
 * process tree (a build's memory, the CPU of the bench's own browser and server).
 */
import { readFileSync, readdirSync } from 'node:fs';

/** Each process's /proc/<pid>/<file> by pid; a process that ends while it is read is left out. */
export function readEveryProcess(file: 'stat' | 'status'): Map<number, string> {
  const processes = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      processes.set(Number(entry), readFileSync(`/proc/${entry}/${file}`, 'utf8'));
    } catch {
      // It ended meanwhile.
    }
  }
  return processes;
}

/** `root` and every process under it that `parents` (each process's parent, by pid) knows of. */
export function treeOf(root: number, parents: ReadonlyMap<number, number>): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, parent] of parents) children.set(parent, [...(children.get(parent) ?? []), pid]);
  const tree: number[] = [];
  const pending = [root];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    if (!parents.has(pid)) continue;
    tree.push(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}
