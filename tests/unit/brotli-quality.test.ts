/** How hard each built file is compressed (plugins/delivery): the effort goes where it is read most. */
import { describe, expect, it } from 'vitest';
import { brotliQuality } from '../../plugins/delivery';

describe('brotliQuality', () => {
  it('gives the scripts and styles every page starts with the smallest form', () => {
    for (const file of [
      'assets/js/runtime~framework.1e6a0e9b.js',
      'assets/js/framework.fbf9151c.js',
      'assets/js/main.6b6ad494.js',
      'assets/css/styles.da23fa15.css',
    ])
      expect(brotliQuality(file, 300_000), file).toBe(11);
  });

  it("gives a page's route chunks the next best, and libraries loaded on demand a fast one", () => {
    expect(brotliQuality('assets/js/081c3384.3e5f8ace.js', 55_000)).toBe(10);
    expect(brotliQuality('assets/js/4936.eee9c004.js', 665_000)).toBe(5);
  });

  it('compresses the search index well and pages, Markdown and text quickly', () => {
    expect(brotliQuality('assets/search/en-docs-default-current.fdabf50e8b.json', 1_169_109)).toBe(9);
    for (const file of ['configuration/options/index.html', 'configuration/options.md', 'llms-full.txt'])
      expect(brotliQuality(file, 120_000), file).toBe(5);
  });
});
