/**
 * On every page of the current docs, every code block a reader would copy runs: it is
 * a file of an example app (app="…", built and driven by npm run test:examples), run by a unit test
 * (run="<test>", imported by tests/unit/<test>.test.ts through importSample), an excerpt of the
 * options object (wrap="options"), or marked partial with a reason.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentVersion, SITE_DIR } from '../../config/versions';
import { extractCodeBlocks } from '../../scripts/lib/code-blocks';

const CONTENT_DIR = currentVersion().contentDir;
/** Every page of the current docs. */
const PAGES = readdirSync(path.join(SITE_DIR, CONTENT_DIR), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => `${CONTENT_DIR}/${file}`)
  .sort();
const CODE = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript']);

it('covers every page of the current docs', () => {
  expect(PAGES.length).toBeGreaterThan(90);
});

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
