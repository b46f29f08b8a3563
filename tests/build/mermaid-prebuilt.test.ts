/**
 * Mermaid reaches the browser as its own prebuilt files (plugins/mermaid-prebuilt), never through
 * the bundler, which spent about 7 s of every build on it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIN_COMPRESS_BYTES } from '../../plugins/delivery';
import { OUTPUT_DIR, prebuiltFiles } from '../../plugins/mermaid-prebuilt';

const BUILD = path.resolve(import.meta.dirname, '../../build');
const DIST = path.join(path.dirname(createRequire(import.meta.url).resolve('mermaid/package.json')), 'dist');

describe('Mermaid in the build', () => {
  it('has every prebuilt file, byte for byte, with its compressed forms from 1 KB on', () => {
    const files = prebuiltFiles();
    // The entry and its chunks, one per diagram type and more: a listing gone wrong would be short.
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const built = path.join(BUILD, OUTPUT_DIR, file);
      expect(readFileSync(built).equals(readFileSync(path.join(DIST, file))), file).toBe(true);
      const compressed = statSync(built).size >= MIN_COMPRESS_BYTES;
      expect(existsSync(`${built}.br`) && existsSync(`${built}.gz`), `${file} compressed`).toBe(compressed);
    }
  });

  it('leaves Mermaid out of the bundled scripts', () => {
    const scripts = path.join(BUILD, 'assets/js');
    // Mermaid's detector for C4 diagrams, in its core: wherever Mermaid is bundled, this is too.
    const bundled = readdirSync(scripts).filter(
      (file) => file.endsWith('.js') && readFileSync(path.join(scripts, file), 'utf8').includes('C4Context|C4Container'),
    );
    expect(bundled).toEqual([]);
    expect(readFileSync(path.join(BUILD, OUTPUT_DIR, 'mermaid.esm.min.mjs'), 'utf8')).toContain('C4Context|C4Container');
  });
});
