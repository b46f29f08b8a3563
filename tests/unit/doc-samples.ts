/**
 * Runs a docs code block as the module a reader would save it as. A block marked
 * ```ts title="lib/x.ts" run="<test>"``` is driven by tests/unit/<test>.test.ts: the test imports it
 * through `importSample`, which writes the block's code, unchanged, into the current docs' package
 * world (so `next-auth` and the other imports resolve to the versions the docs describe) and
 * imports that file.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { currentVersion, SITE_DIR } from '../../config/versions';
import { extractCodeBlocks } from '../../scripts/lib/code-blocks';

const WORLD = path.join(SITE_DIR, currentVersion().samplesDir);
/** Scratch folder inside the docs' package world: what is written there resolves its packages. */
export const SCRATCH_DIR = path.join(WORLD, '.doc-samples');

/** Requires a package from the docs' package world: the copy the samples themselves import. */
export const requireFromWorld = createRequire(path.join(WORLD, 'package.json'));

/**
 * The `occurrence`-th block titled `title` that carries run="…" on the page `doc` (relative to the
 * site). Fails naming the page when there is no such block.
 */
export function runBlock(doc: string, title: string, occurrence = 1) {
  const blocks = extractCodeBlocks(readFileSync(path.join(SITE_DIR, doc), 'utf8')).filter(
    (block) => block.meta.title === title && 'run' in block.meta,
  );
  const block = blocks[occurrence - 1];
  if (!block) throw new Error(`${doc}: no block titled "${title}" with run="…" (wanted number ${occurrence})`);
  return block;
}

/**
 * Imports the block `runBlock` finds. `edit` changes the code the way a reader's own data would
 * (their own stored hash in place of the demo one).
 */
export async function importSample<T>(
  doc: string,
  title: string,
  occurrence = 1,
  edit: (code: string) => string = (code) => code,
): Promise<T> {
  const block = runBlock(doc, title, occurrence);
  // A title may name the version after the file: "pages/_app.tsx (v4)".
  const code = edit(block.code);
  // An edited copy gets a file of its own, so that it is not the module imported before.
  const suffix = code === block.code ? '' : `_${createHash('sha256').update(code).digest('hex').slice(0, 8)}`;
  const name = `${doc.replace(/\W+/g, '_')}_L${block.line}${suffix}${path.extname(title.replace(/ \(.*\)$/, ''))}`;
  return importCode<T>(name, code);
}

/** Imports `code` saved as `name` in the docs' package world: a sample shown outside the docs' pages. */
export async function importCode<T>(name: string, code: string): Promise<T> {
  mkdirSync(SCRATCH_DIR, { recursive: true });
  const file = path.join(SCRATCH_DIR, name);
  writeFileSync(file, code);
  return (await import(file)) as T;
}
