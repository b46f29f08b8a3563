/**
 * On the pages a reader follows to build an app, every code block a reader would copy runs: it is
 * a file of an example app (app="…", built and driven by npm run test:examples), run by a unit test
 * (run="<test>", imported by tests/unit/<test>.test.ts through importSample), an excerpt of the
 * options object (wrap="options"), or marked partial with a reason.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_DIR } from '../../config/versions';
import { extractCodeBlocks } from '../../scripts/lib/code-blocks';

const PAGES = [
  'docs/getting-started/example.mdx',
  'docs/getting-started/client.mdx',
  'docs/getting-started/typescript.mdx',
  'docs/getting-started/rest-api.mdx',
  'docs/configuration/initialization.mdx',
  'docs/configuration/nextjs.mdx',
  'docs/configuration/options.mdx',
  'docs/configuration/providers/credentials.mdx',
  'docs/configuration/providers/email.mdx',
  'docs/adapters.mdx',
];
const CODE = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript']);

describe.each(PAGES)('%s', (page) => {
  const blocks = extractCodeBlocks(readFileSync(path.join(SITE_DIR, page), 'utf8')).filter((block) =>
    CODE.has(block.lang),
  );

  it('has no code block that nothing runs', () => {
    const unproven = blocks
      .filter(({ meta }) => !('app' in meta || 'run' in meta || 'wrap' in meta || meta.partial?.trim()))
      .map((block) => `line ${block.line}: ${block.meta.title ?? block.lang}`);
    expect(unproven, 'add app="…", run="<test>" or partial="why"').toEqual([]);
  });

  it('names, in each run="…", a test that loads the block', () => {
    const missing = blocks
      .filter(({ meta }) => 'run' in meta)
      .filter(({ meta }) => {
        const test = path.join(SITE_DIR, 'tests/unit', `${meta.run}.test.ts`);
        return !existsSync(test) || !readFileSync(test, 'utf8').includes(`'${meta.title}'`);
      })
      .map((block) => `line ${block.line}: ${block.meta.title} (run="${block.meta.run}")`);
    expect(missing).toEqual([]);
  });
});
