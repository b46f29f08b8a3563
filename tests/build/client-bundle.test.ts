/**
 * What every page's main.js carries of the site config (plugins/client-bundle): what the browser
 * reads, without the fields only the build reads.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../docusaurus.config';

const JS = path.resolve(import.meta.dirname, '../../build/assets/js');

describe("main.js's site config", () => {
  const main = existsSync(JS) ? readdirSync(JS).find((file) => /^main\.[\da-f]+\.js$/.test(file)) : undefined;
  if (!main) {
    it('needs the production build', () => {
      throw new Error('build/assets/js/main.*.js is missing: run "npm run build" before "npm run test:build"');
    });
    return;
  }
  const source = readFileSync(path.join(JS, main), 'utf8');
  // A key of an object literal, as the minifier writes it (quoted or not).
  const hasKey = (key: string) => new RegExp(`[{,]"?${key}"?:`).test(source);

  it('has what the browser reads: the title, the tagline, the theme config', () => {
    for (const value of [config.title, config.tagline]) expect(source).toContain(value);
    for (const key of ['themeConfig', 'customFields', 'baseUrl']) expect(hasKey(key), key).toBe(true);
  });

  it('leaves out the page template and the plugin lists', () => {
    for (const key of ['ssrTemplate', 'presets', 'plugins', 'themes']) expect(hasKey(key), key).toBe(false);
    // A line of the page template that appears nowhere else.
    expect(source).not.toContain('<%~ it.headTags %>');
  });
});
