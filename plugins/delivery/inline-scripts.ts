import { createHash } from 'node:crypto';
import * as cheerio from 'cheerio';

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Base64 SHA-256 of each inline script a browser would execute (CSP hash sources). */
export function inlineScriptHashes(html: string): string[] {
  const $ = cheerio.load(html);
  return $('script:not([src])')
    .toArray()
    .filter((script) => EXECUTABLE_TYPES.has(($(script).attr('type') ?? '').toLowerCase()))
    .map((script) =>
      createHash('sha256')
        .update($(script).html() ?? '', 'utf8')
        .digest('base64'),
    );
}
