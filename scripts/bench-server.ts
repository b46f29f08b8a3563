/**
 * npm run bench:server: the server's load figures alone (the last section of `npm run bench`),
 * against an existing build.
 */
import path from 'node:path';
import { formatLoad, serverLoad } from './lib/server-load';

const BUILD = path.resolve(import.meta.dirname, '../build');

async function main() {
  console.log('Server under load (autocannon)');
  console.log(formatLoad(await serverLoad(BUILD, 4181)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
