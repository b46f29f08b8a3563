// The worker thread of ./background.ts: loads a TypeScript module as Docusaurus loads plugins
// (jiti), calls one of its exports and posts the result back.
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url));
const { modulePath, exportName, args } = workerData;
parentPort.postMessage(await jiti(modulePath)[exportName](...args));
