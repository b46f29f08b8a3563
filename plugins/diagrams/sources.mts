/** Every diagram block of the docs, in every version, with where it is. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import { docsVersions, SITE_DIR } from '../../config/versions';
import { DIAGRAM_LANG } from './drawings';

export interface DiagramSource {
  source: string;
  /** The file, relative to the site. */
  file: string;
  line: number;
}

interface MdastNode {
  type: string;
  lang?: string | null;
  value?: string;
  position?: { start: { line: number } };
  children?: MdastNode[];
}

function* codeBlocks(node: MdastNode): Generator<MdastNode> {
  if (node.type === 'code') yield node;
  for (const child of node.children ?? []) yield* codeBlocks(child);
}

export function diagramSources(siteDir = SITE_DIR): DiagramSource[] {
  // Read as plain Markdown: fences parse the same, and MDX's expressions (a heading's `{#id}`) need
  // Docusaurus's own handling, which only the build has.
  const processor = createProcessor({ format: 'md' });
  return docsVersions(siteDir).flatMap(({ contentDir }) =>
    readdirSync(path.join(siteDir, contentDir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.mdx?$/.test(file))
      .sort()
      .flatMap((file) => {
        const relative = path.join(contentDir, file);
        const text = readFileSync(path.join(siteDir, relative), 'utf8');
        return [...codeBlocks(processor.parse(text) as MdastNode)]
          .filter((node) => node.lang === DIAGRAM_LANG)
          .map((node) => ({ source: node.value ?? '', file: relative, line: node.position?.start.line ?? 0 }));
      }),
  );
}
