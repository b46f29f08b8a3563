/** Checks the front matter of every page of every docs version; exits 1 naming each bad file. */
import path from 'node:path';
import { checkFrontMatterIn, docsFolders } from '../plugins/front-matter-check';

const siteDir = path.resolve(import.meta.dirname, '..');
const folders = docsFolders(siteDir);
const problems = checkFrontMatterIn(siteDir, folders);
for (const problem of problems) console.error(problem);
console.log(
  problems.length
    ? `${problems.length} front matter problems`
    : `front matter: all pages valid in ${folders.join(', ')}`,
);
process.exit(problems.length ? 1 : 0);
