import { createHash } from 'node:crypto';
import type { CheerioAPI } from 'cheerio';

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Base64 SHA-256 of each inline script a browser would execute (CSP hash sources). */
export function inlineScriptHashes($: CheerioAPI): string[] {
  return $('script:not([src])')
    .toArray()
    .filter((script) => EXECUTABLE_TYPES.has(($(script).attr('type') ?? '').toLowerCase()))
    .map((script) =>
      createHash('sha256')
        .update($(script).html() ?? '', 'utf8')
        .digest('base64'),
    );
}
