/**
 * The "Edit this page" link of each docs page: from EDIT_URL when it is set (config/env.ts),
 * otherwise from this checkout's origin remote when it is a GitHub or GitLab repository, on the
 * branch checked out (or the remote's default branch on a detached HEAD). Anything else (no git,
 * no remote, another host) gives no link, never one that points at the wrong files.
 */
import hostedGitInfo from 'hosted-git-info';
import { EDIT_URL } from './env';
import { git } from './git';
import { SITE_DIR } from './versions';

/** Turns a file's path inside the repository into its edit URL. */
export type EditLink = (pathInRepository: string) => string;

/** The edit link of a remote URL on a branch, for GitHub and GitLab; undefined for anything else. */
export function editLinkOfRemote(remote: string, branch: string): EditLink | undefined {
  const info = hostedGitInfo.fromUrl(remote);
  if (!info || (info.type !== 'github' && info.type !== 'gitlab')) return undefined;
  return (file) => info.edit(file, { committish: branch }) ?? '';
}

/** The edit link of an EDIT_URL base. */
export function editLinkOfBase(base: string): EditLink {
  if (!URL.canParse(base) || !/^https?:$/.test(new URL(base).protocol)) {
    throw new Error(
      `EDIT_URL must be an http(s) URL such as https://github.com/<owner>/<repo>/edit/main/, got ${JSON.stringify(base)}`,
    );
  }
  return (file) => new URL(file, base.endsWith('/') ? base : `${base}/`).href;
}

function branchOf(cwd: string): string | undefined {
  const branch = git(['rev-parse', '--abbrev-ref', 'HEAD'], cwd);
  if (branch && branch !== 'HEAD') return branch;
  return git(['symbolic-ref', '--short', 'refs/remotes/origin/HEAD'], cwd)?.replace(/^origin\//, '');
}

/**
 * The docs plugin's `editUrl`: the site's files sit at `prefix` inside the repository
 * (`git rev-parse --show-prefix`), so a page's link names its path from the repository root.
 */
export function editUrlOption(
  siteDir = SITE_DIR,
): ((params: { versionDocsDirPath: string; docPath: string }) => string) | undefined {
  const prefix = git(['rev-parse', '--show-prefix'], siteDir);
  let link: EditLink | undefined;
  if (EDIT_URL) link = editLinkOfBase(EDIT_URL);
  else {
    const remote = git(['remote', 'get-url', 'origin'], siteDir);
    const branch = branchOf(siteDir);
    link = remote && branch ? editLinkOfRemote(remote, branch) : undefined;
  }
  if (!link) return undefined;
  const editLink = link;
  return ({ versionDocsDirPath, docPath }) => editLink(`${prefix ?? ''}${versionDocsDirPath}/${docPath}`);
}
