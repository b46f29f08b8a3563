import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DRAWN_DIR, drawingName, readManifest } from '../../plugins/diagrams/drawings';
import remarkDiagrams from '../../plugins/diagrams/remark-diagrams';
import { diagramSources } from '../../plugins/diagrams/sources.mjs';
import { SITE_DIR } from '../../config/versions';

describe('the drawings', () => {
  const sources = diagramSources();
  const manifest = readManifest();

  it('every diagram of the docs has its drawing: run `npm run diagrams` after editing one', () => {
    expect(sources.length).toBeGreaterThan(0);
    const undrawn = sources
      .filter(({ source }) => !manifest[drawingName(source)])
      .map(({ file, line }) => `${file}:${line}`);
    expect(undrawn).toEqual([]);
  });

  it('every drawing is used by a diagram, and listed with its size', () => {
    const used = new Set(sources.map(({ source }) => drawingName(source)));
    const files = readdirSync(DRAWN_DIR).filter((file) => file.endsWith('.svg'));
    expect(files.filter((file) => !used.has(file))).toEqual([]);
    expect(Object.keys(manifest).sort()).toEqual(files.sort());
  });
});

describe('remarkDiagrams', () => {
  const file = { path: path.join(SITE_DIR, 'docs/guides/basics.mdx') };
  const drawn = diagramSources().find(({ file: where }) => where === 'docs/guides/basics.mdx')!;
  const run = (meta: string | null, value: string) => {
    const tree = {
      type: 'root',
      children: [{ type: 'code', lang: 'mermaid', meta, value, position: { start: { line: 7 } } }],
    };
    remarkDiagrams()(tree, file);
    return tree.children[0] as unknown as {
      name: string;
      attributes: { name: string; value: string }[];
      children: { children: { type: string; url: string; alt: string }[] }[];
    };
  };

  it('puts a drawn diagram in a labelled, focusable figure as an image of its drawing', () => {
    const figure = run('title="A sign-in"', drawn.source);
    expect(figure.name).toBe('figure');
    expect(Object.fromEntries(figure.attributes.map(({ name, value }) => [name, value]))).toEqual({
      className: 'diagram scroll-box',
      role: 'region',
      'aria-label': 'Diagram: A sign-in',
      tabIndex: '0',
    });
    const [image] = figure.children[0]!.children;
    expect(image).toMatchObject({ type: 'image', alt: 'A sign-in' });
    expect(existsSync(path.resolve(path.dirname(file.path), image!.url))).toBe(true);
  });

  it('fails naming the file and line: no title, a title Docusaurus would garble, a diagram not drawn', () => {
    const where = `${file.path}:7`;
    expect(() => run(null, drawn.source)).toThrow(`${where}: a diagram needs a title="…"`);
    expect(() => run(`title="The site's URL"`, drawn.source)).toThrow(`${where}: a diagram's title cannot hold`);
    expect(() => run('title="New"', 'sequenceDiagram\n  A->>B: not drawn yet')).toThrow(
      `${where}: this diagram has not been drawn (or was edited since): run \`npm run diagrams\``,
    );
  });
});
