/**
 * The getting-started pages' complete files, against the files create-next-app gave the reader
 * (examples/starters, recorded by `npm run starters:record`): a block that replaces a generated
 * file keeps every module it imported and every name it exported, so that pasting it loses
 * nothing (the generated layout's global stylesheet and metadata, say), unless the page says, in its
 * section's prose, that the block replaces the generated file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { versionLabelled } from '../../config/versions';
import { assembleCell, blockLabel, collectDocsExamples } from '../../scripts/lib/examples';
import { droppedSurface, moduleSurface } from '../../scripts/lib/module-surface';
import { STARTERS, STARTERS_DIR } from '../../scripts/lib/starters';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = versionLabelled('v4').contentDir;
const { blocks } = collectDocsExamples(ROOT, DOCS);

/** The prose of the block's section (from its heading to the block), without code. */
function sectionProse(doc: string, line: number): string {
  const lines = readFileSync(path.join(ROOT, doc), 'utf8')
    .split('\n')
    .slice(0, line - 1);
  let heading = lines.length - 1;
  while (heading >= 0 && !/^#{1,6} /.test(lines[heading] ?? '')) heading--;
  let inCode = false;
  return lines
    .slice(heading + 1)
    .filter((text) => {
      if (/^\s*```/.test(text)) inCode = !inCode;
      return !inCode && !/^\s*```/.test(text);
    })
    .join('\n');
}

describe('the getting-started files against create-next-app output', () => {
  it.each(STARTERS)('$name: each replaced file keeps what the generated one imported and exported', (starter) => {
    const starterDir = path.join(ROOT, STARTERS_DIR, starter.name);
    expect(existsSync(path.join(starterDir, 'package.json')), `${starter.name} is recorded`).toBe(true);
    const cell = { ...starter, dir: '', app: 'getting-started', docsDir: DOCS, flows: 'v4' as const };
    const losses: string[] = [];
    let replaced = 0;
    for (const [file, block] of assembleCell(blocks, cell)) {
      const generated = path.join(starterDir, 'src', file);
      if (!existsSync(generated)) continue;
      replaced++;
      const dropped = droppedSurface(
        moduleSurface(file, readFileSync(generated, 'utf8')),
        moduleSurface(file, block.code),
      );
      if (dropped.length === 0 || /\breplaces?\b/i.test(sectionProse(block.doc, block.line))) continue;
      losses.push(`${file} drops ${dropped.join(', ')} (${blockLabel(block)})`);
    }
    expect(losses).toEqual([]);
    // The pages do replace generated files (the root layout or _app): the check is not idle.
    expect(replaced).toBeGreaterThan(0);
  });

  it('reads imports, side-effect imports and every form of export', () => {
    const surface = moduleSurface(
      'a.tsx',
      [
        'import "./globals.css";',
        'import type { Metadata } from "next";',
        'export const metadata: Metadata = {};',
        'export default function Layout() { return null; }',
        'const a = 1; export { a as b };',
      ].join('\n'),
    );
    expect([...surface.imports]).toEqual(['./globals.css', 'next']);
    expect([...surface.exports].sort()).toEqual(['b', 'default', 'metadata']);
    expect(droppedSurface(surface, moduleSurface('b.tsx', 'export default 1;'))).toEqual([
      'import "./globals.css"',
      'import "next"',
      'export metadata',
      'export b',
    ]);
  });
});
