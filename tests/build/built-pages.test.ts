/**
 * The post-build steps read every built page once, parsed with htmlparser2 (plugins/built-pages):
 * on every page of the build they get the same search records and inline scripts as with
 * cheerio's default parser (parse5), which follows the HTML standard.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../plugins/built-pages';
import { inlineScriptHashes } from '../../plugins/delivery/inline-scripts';
import { extractRecords } from '../../plugins/search/extract';
import { BUILD, builtPages } from './page-scripts';


describe('the built pages, parsed once with htmlparser2', () => {
  it('give every step what the standard parser gives it', { timeout: 60_000 }, () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(150);
    const differing = pages.filter((file) => {
      const html = readFileSync(path.join(BUILD, file), 'utf8');
      const [fast, standard] = [parsePage(html), load(html)];
      const url = `https://next-auth.js.org/${file}`;
      return (
        JSON.stringify(extractRecords(fast, url)) !== JSON.stringify(extractRecords(standard, url)) ||
        JSON.stringify(inlineScriptHashes(fast)) !== JSON.stringify(inlineScriptHashes(standard))
      );
    });
    expect(differing).toEqual([]);
  });
});
