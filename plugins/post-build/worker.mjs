// The worker thread of ./background.ts: loads TypeScript modules as Docusaurus loads plugins
// (jiti), runs the exports it is asked for one after another and posts each result back.
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url));
let queue = Promise.resolve();
parentPort.on('message', ({ id, modulePath, exportName, args }) => {
  queue = queue.then(async () => {
    try {
      parentPort.postMessage({ id, result: await jiti(modulePath)[exportName](...args) });
    } catch (error) {
      parentPort.postMessage({ id, error: { message: String(error?.message ?? error), stack: error?.stack } });
    }
  });
});
