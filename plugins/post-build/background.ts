/**
 * Runs an exported function of one of this project's TypeScript modules on a worker thread (see
 * ./worker.mjs). A step whose inputs are known once the content is loaded (the social cards, the
 * Markdown export) starts there and runs while the site is bundled and rendered, on the core the
 * bundler leaves idle, instead of after it. Arguments and result are copied between the threads.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export function inBackground<T>(modulePath: string, exportName: string, args: unknown[]): Promise<T> {
  const result = new Promise<T>((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.mjs'), { workerData: { modulePath, exportName, args } });
    worker.once('message', (value: T) => resolve(value));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`${exportName} (${modulePath}) stopped with exit code ${code}`)));
    // A build that fails before its post-build steps does not wait for them.
    worker.unref();
  });
  // Awaited by the post-build steps; a build that never gets there does not report it twice.
  result.catch(() => undefined);
  return result;
}
