/** Prints the package world of each docs version, one a line (scripts/test.sh installs them). */
import path from 'node:path';
import { docsVersions } from '../config/versions';

const worlds = new Set(docsVersions(path.resolve(import.meta.dirname, '..')).map((version) => version.samplesDir));
console.log([...worlds].join('\n'));
