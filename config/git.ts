/** The checkout the site is built from, as git sees it: "Last updated" dates and edit links come from it. */
import { execFileSync } from 'node:child_process';

/** What `git <args>` prints in `cwd`, trimmed; undefined when git is missing or the command fails. */
export function git(args: string[], cwd: string): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/**
 * Whether `dir` is inside a git work tree. Docusaurus's git reader stops the build outside one, so a
 * checkout without history (a copied or exported tree) builds without "Last updated" dates.
 */
export function insideGitWorktree(dir: string): boolean {
  return git(['rev-parse', '--is-inside-work-tree'], dir) === 'true';
}
