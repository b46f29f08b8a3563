/** Checks the front matter of every docs page of both versions; exits 1 naming each bad file. */
import path from 'node:path';
import { checkFrontMatterIn } from '../plugins/front-matter-check';

const problems = checkFrontMatterIn(path.resolve(import.meta.dirname, '..'));
for (const problem of problems) console.error(problem);
console.log(problems.length ? `${problems.length} front matter problems` : 'front matter: all pages valid');
process.exit(problems.length ? 1 : 0);
