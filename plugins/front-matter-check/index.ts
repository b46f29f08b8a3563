import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { docsVersions, isPartial } from '../../config/versions';
import { validateFrontMatter } from './schema';

/** The content folder of every docs version of the site. */
export function docsFolders(siteDir: string): string[] {
  return docsVersions(siteDir).map((version) => version.contentDir);
}

/** Every problem of every page, as "path: problem" lines. */
export function checkFrontMatterIn(siteDir: string, folders = docsFolders(siteDir)): string[] {
  const problems: string[] = [];
  for (const folder of folders) {
    const dir = path.join(siteDir, folder);
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.mdx?$/.test(file) && !isPartial(file),
    );
    for (const file of files.sort()) {
      const relPath = file.split(path.sep).join('/');
      let data: Record<string, unknown>;
      try {
        data = matter(readFileSync(path.join(dir, file), 'utf8')).data;
      } catch (error) {
        problems.push(`${folder}/${relPath}: front matter is not valid YAML: ${(error as Error).message}`);
        continue;
      }
      for (const problem of validateFrontMatter(relPath, data)) problems.push(`${folder}/${relPath}: ${problem}`);
    }
  }
  return problems;
}

/** Fails the build on bad front matter, naming each file and problem. */
export default function frontMatterCheck(context: LoadContext): Plugin {
  return {
    name: 'front-matter-check',
    loadContent() {
      const problems = checkFrontMatterIn(context.siteDir);
      if (problems.length) {
        throw new Error(`Front matter problems (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
      }
    },
  };
}
