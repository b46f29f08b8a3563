/**
 * Diagrams are drawn ahead of time: `npm run diagrams` (scripts/draw-diagrams.mts) renders every
 * ` ```mermaid ` block of the docs to an SVG file in ./drawn, named by a hash of its source, and
 * the build puts that file on the page as an image (./remark-diagrams.ts). The browser never loads
 * Mermaid, and a page shows its diagrams without JavaScript.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SITE_DIR } from '../../config/versions';

export const DRAWN_DIR = path.join(SITE_DIR, 'plugins/diagrams/drawn');
export const MANIFEST_FILE = path.join(DRAWN_DIR, 'manifest.json');

/** The fence's language that marks a diagram. */
export const DIAGRAM_LANG = 'mermaid';

/** The name of a diagram's drawing: a hash of its source, so an edited diagram needs a new one. */
export function drawingName(source: string): string {
  return `${createHash('sha256').update(source.trim()).digest('hex').slice(0, 16)}.svg`;
}

const manifestSchema = z.record(
  z.string(),
  z.object({ width: z.number().int().positive(), height: z.number().int().positive() }),
);
/** Each drawing's size in CSS pixels, by file name. */
export type Manifest = z.infer<typeof manifestSchema>;

export function readManifest(): Manifest {
  return manifestSchema.parse(JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')));
}
