/**
 * The README stays a short map of the repository. Its Layout section names every top-level folder git
 * tracks and every plugin folder, read from git when the test runs, so adding or deleting a folder
 * without the README fails here. Every relative link in the README and the contributing guides
 * reaches a file, and the heading it names.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const README = 'README.md';
const GUIDES = 'contributing';
const MAX_README_LINES = 260;
/** Guides being written in another change; the README links to them before they land. */
const GUIDES_TO_COME = new Set(['contributing/performance.md', 'contributing/upgrading.md']);

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** Every file in git's index and every folder holding one ("plugins", "plugins/search", ...). */
function tracked(): { files: Set<string>; folders: Set<string> } {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  const folders = new Set<string>();
  for (const file of files) {
    const segments = file.split('/');
    for (let depth = 1; depth < segments.length; depth++) folders.add(segments.slice(0, depth).join('/'));
  }
  return { files: new Set(files), folders };
}

/** The lines of a Markdown file outside fenced code blocks. */
function proseLines(markdown: string): string[] {
  let inFence = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*```/.test(line)) {
      inFence = !inFence;
      return false;
    }
    return !inFence;
  });
}

/** The paths the Layout section lists, one per "- `path`: ..." line ("config/", "sidebars.ts"). */
function layoutEntries(markdown: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf('## Layout');
  if (start === -1) return [];
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start + 1, end === -1 ? undefined : end).flatMap((line) => /^- `([^`]+)`/.exec(line)?.[1] ?? []);
}

/** GitHub's anchor for each heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const repeats = seen.get(base) ?? 0;
    seen.set(base, repeats + 1);
    anchors.add(repeats === 0 ? base : `${base}-${repeats}`);
  }
  return anchors;
}

/** The targets of the inline links of a Markdown file, outside code. */
function linkTargets(markdown: string): string[] {
  const prose = proseLines(markdown)
    .map((line) => line.replace(/`[^`]*`/g, ''))
    .join('\n');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].flatMap((match) => match[1] ?? []);
}

/** What is wrong with each relative link of `file` (a path from the root), as "file: target: problem". */
function brokenLinks(file: string): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(read(file))) {
    if (/^[a-z][a-z\d+.-]*:/i.test(target)) continue; // https:, mailto:
    const [targetPath = '', anchor] = target.split('#');
    const linked =
      targetPath === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), targetPath));
    if (!existsSync(path.join(ROOT, linked))) {
      if (!GUIDES_TO_COME.has(linked)) problems.push(`${file}: ${target}: no such file`);
      continue;
    }
    if (anchor !== undefined && linked.endsWith('.md') && !headingAnchors(read(linked)).has(anchor))
      problems.push(`${file}: ${target}: no heading with that anchor in ${linked}`);
  }
  return problems;
}

const guides = () =>
  readdirSync(path.join(ROOT, GUIDES))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${GUIDES}/${name}`);

describe('README', () => {
  it(`is at most ${MAX_README_LINES} lines`, () => {
    expect(read(README).trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it('names every top-level folder and every plugin folder in its Layout section', () => {
    const { folders } = tracked();
    const required = [...folders].filter(
      (folder) => (!folder.includes('/') && !folder.startsWith('.')) || /^plugins\/[^/]+$/.test(folder),
    );
    // Guards against a git listing that came back empty, which would require nothing.
    expect(required).toContain('plugins');
    const listed = new Set(layoutEntries(read(README)));
    expect(required.filter((folder) => !listed.has(`${folder}/`)).sort()).toEqual([]);
  });

  it('lists in its Layout section only folders and files git tracks', () => {
    const { files, folders } = tracked();
    const entries = layoutEntries(read(README));
    expect(entries.length).toBeGreaterThan(0);
    const stale = entries.filter((entry) =>
      entry.endsWith('/') ? !folders.has(entry.slice(0, -1)) : !files.has(entry),
    );
    expect(stale).toEqual([]);
  });

  it('links to every contributing guide', () => {
    const targets = new Set(linkTargets(read(README)).map((target) => target.split('#')[0]));
    expect(guides().filter((guide) => !targets.has(guide))).toEqual([]);
  });
});

describe('README and contributing guides', () => {
  it('have relative links that reach an existing file and heading', () => {
    expect([README, ...guides()].flatMap(brokenLinks)).toEqual([]);
  });
});
