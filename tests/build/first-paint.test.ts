/**
 * The first paint waits for the navbar (plugins/page-start, FIRST_PAINT_AFTER): every built page
 * asks the browser to hold its first paint until the element after the navbar is parsed, and has
 * that element. Without it, the hold lasts until the whole page is parsed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../plugins/built-pages';
import { FIRST_PAINT_AFTER } from '../../plugins/page-start';
import { BUILD, builtPages } from './page-scripts';

describe('the first paint', () => {
  it('waits on every page for the element that follows the navbar', { timeout: 60_000 }, () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(150);
    const wrong = pages.flatMap((file) => {
      const $ = parsePage(readFileSync(path.join(BUILD, file), 'utf8'));
      // The redirect stubs of old addresses paint nothing.
      if ($('meta[http-equiv="refresh"]').length) return [];
      const hold = $('head link[rel="expect"][blocking="render"]');
      const target = $(`#${FIRST_PAINT_AFTER}`);
      if (hold.attr('href') !== `#${FIRST_PAINT_AFTER}`) return [`${file}: no <link rel="expect"> for #${FIRST_PAINT_AFTER}`];
      if (target.length !== 1) return [`${file}: ${target.length} elements with id ${FIRST_PAINT_AFTER}`];
      if (target.prevAll('nav.navbar').length !== 1) return [`${file}: #${FIRST_PAINT_AFTER} does not follow the navbar`];
      return [];
    });
    expect(wrong).toEqual([]);
  });
});
