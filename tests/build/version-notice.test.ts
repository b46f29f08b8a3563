/**
 * A docs version that is no longer maintained says so once per page, in the version banner
 * (worded in i18n/en/code.json); its pages' own text leaves that to the banner.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { frozenVersions } from '../../config/versions';
import { BUILD, builtPages } from './page-scripts';

const NOTICE = /no longer (actively )?maintained|unmaintained/i;

describe.each(frozenVersions().filter(({ facts }) => facts.banner === 'unmaintained'))(
  'the $label docs',
  ({ label, routePrefix }) => {
    const pages = builtPages().filter((file) => file.startsWith(`${routePrefix.slice(1)}/`) && !file.endsWith('404.html'));

    it('say on every page, in the banner alone, that the version is no longer maintained', () => {
      expect(pages.length).toBeGreaterThan(20);
      const faults = pages.flatMap((file) => {
        const $ = load(readFileSync(path.join(BUILD, file), 'utf8'));
        const banners = $('.theme-doc-version-banner');
        if ($('article').length === 0) return [];
        const problems: string[] = [];
        if (banners.length !== 1 || !banners.text().startsWith(`NextAuth.js ${label} is no longer maintained.`))
          problems.push(`${file}: banner "${banners.text()}"`);
        if (NOTICE.test($('article').text())) problems.push(`${file}: the page's own text repeats the notice`);
        return problems;
      });
      expect(faults).toEqual([]);
    });
  },
);
