/**
 * Child processes a script starts and must not leave behind: each runs in a process group of its
 * own (npm, `next build` and `next start` start processes of their own), and `stopAll` ends every
 * group still running. `stopOnSignal` does so on SIGINT or SIGTERM, then exits.
 */
import { type ChildProcess, type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

export class ChildProcesses {
  readonly #running = new Set<ChildProcess>();
  #stopping = false;

  /** Whether stopAll has been called: no new child starts after it. */
  get stopping(): boolean {
    return this.#stopping;
  }

  /** Starts `command` with its output piped (to read or drop) and no input. */
  spawn(
    command: string,
    args: string[],
    options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
  ): ChildProcessByStdio<null, Readable, Readable> {
    if (this.#stopping) throw new Error(`Stopping: ${command} ${args.join(' ')} was not started`);
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    this.#running.add(child);
    child.once('exit', () => this.#running.delete(child));
    // A failed spawn emits 'error' and never 'exit'.
    child.once('error', () => this.#running.delete(child));
    return child;
  }

  /**
   * Sends SIGTERM to every running child's whole group, SIGKILL to a group whose child is still
   * running `graceMs` later (npm ci rolls an install back on SIGTERM, which can take a minute), and
   * waits until each child has exited.
   */
  async stopAll(graceMs = 5_000): Promise<void> {
    this.#stopping = true;
    const exits = [...this.#running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) {
            resolve();
            return;
          }
          const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          killGroup(child, 'SIGTERM');
        }),
    );
    await Promise.all(exits);
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * On SIGINT or SIGTERM: stops every child, runs `cleanUp` (e.g. closing a browser), and exits with
 * the shell's code for the signal (130, 143).
 */
export function stopOnSignal(children: ChildProcesses, cleanUp: () => Promise<void>): void {
  const codes: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143 };
  for (const [signal, code] of Object.entries(codes) as [NodeJS.Signals, number][]) {
    process.once(signal, () => {
      console.error(`${signal}: stopping every process this run started`);
      void Promise.allSettled([children.stopAll(), cleanUp()]).then(() => process.exit(code));
    });
  }
}
