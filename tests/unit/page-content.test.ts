/**
 * Every docs page of every version is real: it has body text beyond its title, links to at
 * least one other page of the site, and contains no placeholder wording.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { docsVersions } from '../../config/versions';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MIN_WORDS = 150;
const PLACEHOLDERS = /\b(coming soon|lorem ipsum|TODO|TBD|to be written|content goes here)\b/i;

const pages = docsVersions(ROOT).flatMap(({ contentDir: dir }) =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => path.join(dir, file))
    // Drafts (new:provider pages awaiting their prose) are left out of production builds.
    .filter((file) => matter(readFileSync(path.join(ROOT, file), 'utf8')).data.draft !== true),
);

function prose(content: string): string {
  return content.replace(/^(```|~~~)[\s\S]*?^\1/gm, ' ').replace(/`[^`\n]*`/g, ' ');
}

describe('docs pages', () => {
  it('cover every version', () => {
    expect(pages.length).toBeGreaterThan(180);
  });

  it.each(pages)('%s is a real page that links into the site', (page) => {
    const { content } = matter(readFileSync(path.join(ROOT, page), 'utf8'));
    const text = prose(content);
    const words = text.split(/\s+/).filter((word) => /\w/.test(word)).length;
    expect(words, 'words of prose').toBeGreaterThanOrEqual(MIN_WORDS);
    const internalLinks = [...text.matchAll(/\]\(((?:\.{1,2}\/|\/)[^)\s]*)\)/g)].map((match) => match[1]);
    expect(internalLinks.length, 'links to other pages of the site').toBeGreaterThan(0);
    expect(text).not.toMatch(PLACEHOLDERS);
  });
});
