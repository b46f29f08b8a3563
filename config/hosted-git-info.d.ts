// The part of hosted-git-info (v9) that config/edit-url.ts uses; @types/hosted-git-info describes v3, without edit().
declare module 'hosted-git-info' {
  interface GitHost {
    type: 'github' | 'gitlab' | 'bitbucket' | 'gist' | 'sourcehut';
    /** The URL that opens `path` in the host's web editor. */
    edit(path: string, options?: { committish?: string }): string | undefined;
  }
  const hostedGitInfo: { fromUrl(url: string): GitHost | undefined };
  export default hostedGitInfo;
}
