/** "Edit this page" and "Last updated": where the links point (config/edit-url.ts), and when git history is there (config/git.ts). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editLinkOfBase, editLinkOfRemote } from '../../config/edit-url';
import { insideGitWorktree } from '../../config/git';

describe('editLinkOfRemote', () => {
  it('opens the file in GitHub or GitLab web editor on the branch, whatever form the remote URL takes', () => {
    for (const remote of [
      'git@github.com:nextauthjs/docs.git',
      'https://github.com/nextauthjs/docs.git',
      'https://github.com/nextauthjs/docs',
    ]) {
      expect(editLinkOfRemote(remote, 'main')?.('docs/faq.mdx'), remote).toBe(
        'https://github.com/nextauthjs/docs/edit/main/docs/faq.mdx',
      );
    }
    expect(editLinkOfRemote('git@gitlab.com:group/docs.git', 'next')?.('versioned_docs/version-v3/faq.mdx')).toBe(
      'https://gitlab.com/group/docs/-/edit/next/versioned_docs/version-v3/faq.mdx',
    );
  });

  it('gives no link for a remote that is not on GitHub or GitLab', () => {
    expect(editLinkOfRemote('/work/main', 'main')).toBeUndefined();
    expect(editLinkOfRemote('https://example.com/git/docs.git', 'main')).toBeUndefined();
    expect(editLinkOfRemote('git@bitbucket.org:team/docs.git', 'main')).toBeUndefined();
  });
});

describe('editLinkOfBase', () => {
  it('appends the path in the repository to EDIT_URL, with or without its last slash', () => {
    expect(editLinkOfBase('https://github.com/o/r/edit/main/')('docs/faq.mdx')).toBe(
      'https://github.com/o/r/edit/main/docs/faq.mdx',
    );
    expect(editLinkOfBase('https://git.example.com/o/r/edit/main')('docs/faq.mdx')).toBe(
      'https://git.example.com/o/r/edit/main/docs/faq.mdx',
    );
  });

  it('refuses an EDIT_URL that is not an http(s) URL, saying what it takes', () => {
    expect(() => editLinkOfBase('github.com/o/r')).toThrow(/^EDIT_URL must be an http\(s\) URL/);
    expect(() => editLinkOfBase('javascript:alert(1)')).toThrow(/^EDIT_URL must be an http\(s\) URL/);
  });
});

describe('insideGitWorktree', () => {
  it('tells a git checkout from a folder without history', () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'no-git-'));
    try {
      expect(insideGitWorktree(outside)).toBe(false);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
    const checkout = mkdtempSync(path.join(tmpdir(), 'git-'));
    try {
      execFileSync('git', ['init', '-q'], { cwd: checkout });
      expect(insideGitWorktree(checkout)).toBe(true);
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
  });
});
