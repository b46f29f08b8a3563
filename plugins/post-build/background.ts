/**
 * A worker thread (./worker.mjs) that runs exported functions of this project's TypeScript modules,
 * one after another. Steps whose inputs are known before the post-build steps (the social cards,
 * compressing the client bundle) run there while the site is bundled and rendered, instead of
 * after it; one thread for all of them keeps the memory of one. Arguments and results are copied
 * between the threads.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** The background thread's heap, beyond its young generation. */
const OLD_GENERATION_MB = 128;

interface Reply {
  id: number;
  result?: unknown;
  error?: { message: string; stack?: string };
}

export class BackgroundThread {
  private readonly worker = new Worker(path.join(__dirname, 'worker.mjs'), {
    // Its steps make much short-lived garbage, which V8 would let grow to the machine's limit
    // (4 GB here) before collecting; what they keep is far below this.
    resourceLimits: { maxOldGenerationSizeMb: OLD_GENERATION_MB },
  });
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 0;

  constructor() {
    this.worker.on('message', ({ id, result, error }: Reply) => {
      const step = this.pending.get(id);
      this.pending.delete(id);
      if (error) step?.reject(Object.assign(new Error(error.message), { stack: error.stack }));
      else step?.resolve(result);
    });
    const failAll = (error: Error) => {
      for (const step of this.pending.values()) step.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', failAll);
    this.worker.on('exit', (code) => failAll(new Error(`the background thread stopped with exit code ${code}`)));
    // A build that fails before its post-build steps does not wait for them.
    this.worker.unref();
  }

  /** Runs `exportName` of the module at `modulePath` with `args`, after the steps asked for before. */
  run<T>(modulePath: string, exportName: string, args: unknown[]): Promise<T> {
    const id = this.nextId++;
    const result = new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
    // Awaited by the post-build steps; a build that never gets there does not report it twice.
    result.catch(() => undefined);
    this.worker.postMessage({ id, modulePath, exportName, args });
    return result;
  }

  /** From now on the process waits for the thread (the post-build steps await what it does). */
  keepProcessAlive(): void {
    this.worker.ref();
  }

  /** Ends the thread and frees its memory. */
  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
