/**
 * Diagrams drawn ahead of time (plugins/diagrams): in the built pages as images of their drawn
 * size, named by their title, with no diagram library in the site's scripts and the source kept in
 * the page's Markdown.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../plugins/built-pages';
import { readManifest } from '../../plugins/diagrams/drawings';
import { diagramSources } from '../../plugins/diagrams/sources.mjs';
import { BUILD, builtPages, JS } from './page-scripts';

const manifest = readManifest();

function diagramsOf(file: string) {
  const $ = parsePage(readFileSync(path.join(BUILD, file), 'utf8'));
  return $('figure.diagram')
    .toArray()
    .map((figure) => {
      const img = $(figure).find('img');
      return {
        label: $(figure).attr('aria-label'),
        focusable: $(figure).attr('tabindex') === '0',
        alt: img.attr('alt'),
        drawing: /\/([\da-f]{16})-[\da-f]+\.svg$/.exec(img.attr('src') ?? '')?.[1],
        width: Number(img.attr('width')),
        height: Number(img.attr('height')),
      };
    });
}

describe('diagrams in the build', () => {
  const pages = builtPages().filter((file) => !file.startsWith('_test-fixtures'));
  const diagrams = pages.flatMap((file) => diagramsOf(file).map((diagram) => ({ file, ...diagram })));

  it('every diagram block is in its page as an image of its drawn size, named by its title', () => {
    expect(diagrams).toHaveLength(diagramSources().length);
    for (const { file, label, focusable, alt, drawing, width, height } of diagrams) {
      expect(alt, file).toMatch(/\w/);
      expect(label, file).toBe(`Diagram: ${alt}`);
      expect(focusable, file).toBe(true);
      expect(manifest[`${drawing}.svg`], file).toEqual({ width, height });
    }
  });

  it('no script of the site carries a diagram library', () => {
    // Mermaid's parser names its diagram types; no page text does, since blocks become images.
    const withParser = readdirSync(JS).filter((file) => readFileSync(path.join(JS, file), 'utf8').includes('sequenceDiagram'));
    expect(withParser).toEqual([]);
  });

  it("a page's Markdown keeps the diagram's source", () => {
    const markdown = readFileSync(path.join(BUILD, 'getting-started/introduction.md'), 'utf8');
    expect(markdown).toMatch(/```mermaid title="A GitHub sign-in, step by step"\nsequenceDiagram\n/);
  });
});
