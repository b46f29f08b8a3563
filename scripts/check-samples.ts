/**
 * Type-checks every ts/tsx/js/jsx code block of the docs against the next-auth
 * version its docs version describes. Each docs version has its own package world
 * under tools/samples-<version>/ (own package.json and lockfile), because an old
 * major's peers (next-auth 3: React 16/17) cannot live beside the site's React.
 *
 * Fence meta understood by the checker:
 *   ```ts                          a whole module, checked as is
 *   ```ts wrap="options"           properties of the auth options object, checked inside one
 *   ```ts partial="why"            an intentional excerpt, skipped; the reason is printed
 *   ```ts app="name"               a file of a runnable example app (npm run test:examples builds
 *                                  it; next build type-checks it with the rest of its app). Checked
 *                                  here too, unless it imports another file of its app or is
 *                                  for some Next.js versions only (next="16")
 *
 * Usage: tsx scripts/check-samples.ts [file.mdx ...]   (no files: every page of every version)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { docsVersions } from '../config/versions';
import { extractCodeBlocks } from './lib/code-blocks';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHECKED_LANGS: Record<string, string> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
};

/** An import of an app's own file, other than the `@/lib/auth` the sample worlds stub. */
const IMPORTS_APP_FILE = /from\s+["'](\.{1,2}\/|@\/(?!lib\/auth["']))/;

interface World {
  name: string;
  docsDir: string;
  toolDir: string;
  optionsType: string;
}

// Every docs version, each in the package world of the next-auth it documents (config/versions.ts).
const WORLDS: World[] = docsVersions(ROOT).map((version) => ({
  name: version.label,
  docsDir: version.contentDir,
  toolDir: version.samplesDir,
  optionsType: version.facts.optionsType,
}));

interface Sample {
  doc: string;
  /** Line in the doc of the sample file's first line. */
  firstLine: number;
  /** How many generated lines precede the sample's own code. */
  preludeLines: number;
}

function listMdx(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

interface Program {
  /** Name of the temporary folder; the shared program or one per page with augmentations. */
  name: string;
  docs: string[];
}

/**
 * Samples that augment modules (`declare module "next-auth"`, `declare global`) change types for
 * every file of a program, so a page with such a sample gets a program of its own; all other
 * pages share one program (one tsc run is much faster than many).
 */
function planPrograms(docs: string[]): Program[] {
  const shared: Program = { name: 'shared', docs: [] };
  const programs: Program[] = [shared];
  for (const doc of docs) {
    const augments = /^\s*declare\s+(module\s+["']|global\b)/m.test(readFileSync(doc, 'utf8'));
    if (augments) programs.push({ name: `page-${programs.length}`, docs: [doc] });
    else shared.docs.push(doc);
  }
  return programs.filter((program) => program.docs.length > 0);
}

interface Totals {
  errors: number;
  checked: number;
  skipped: number;
}

function checkProgram(world: World, program: Program, workDir: string): Totals {
  const toolDir = path.join(ROOT, world.toolDir);
  const tsc = path.join(toolDir, 'node_modules/typescript/bin/tsc');
  const outDir = path.join(workDir, program.name);
  mkdirSync(outDir, { recursive: true });

  const samples = new Map<string, Sample>();
  let skipped = 0;
  for (const doc of program.docs) {
    const relDoc = path.relative(ROOT, doc);
    let blocks;
    try {
      blocks = extractCodeBlocks(readFileSync(doc, 'utf8'));
    } catch (error) {
      throw new Error(`${relDoc}: ${(error as Error).message}`);
    }
    for (const block of blocks) {
      const ext = CHECKED_LANGS[block.lang];
      if (!ext) continue;
      if ('app' in block.meta && ('next' in block.meta || IMPORTS_APP_FILE.test(block.code))) {
        skipped++;
        continue;
      }
      if ('partial' in block.meta) {
        if (!block.meta.partial.trim()) {
          console.error(`${relDoc}:${block.line}: partial sample needs a reason: partial="why it is incomplete"`);
          process.exitCode = 1;
        } else {
          console.log(`skip ${relDoc}:${block.line}: ${block.meta.partial}`);
        }
        skipped++;
        continue;
      }
      let prelude: string[] = [];
      let epilogue: string[] = [];
      if (block.meta.wrap === 'options') {
        prelude = [
          `import type { ${world.optionsType} } from "next-auth";`,
          `export const sampleOptions: Partial<${world.optionsType}> = {`,
        ];
        epilogue = ['};'];
      } else if (block.meta.wrap) {
        console.error(`${relDoc}:${block.line}: unknown wrap="${block.meta.wrap}" (known: options)`);
        process.exitCode = 1;
        continue;
      }
      const name = `${relDoc.replace(/[^\w]+/g, '_')}_L${block.line}.${ext}`;
      writeFileSync(path.join(outDir, name), [...prelude, block.code, ...epilogue].join('\n') + '\n');
      samples.set(name, { doc: relDoc, firstLine: block.line, preludeLines: prelude.length });
    }
  }
  if (samples.size === 0) return { errors: 0, checked: 0, skipped };

  writeFileSync(
    path.join(outDir, 'tsconfig.json'),
    JSON.stringify(
      {
        extends: path.join(toolDir, 'tsconfig.base.json'),
        compilerOptions: { baseUrl: toolDir },
        include: ['./*.ts', './*.tsx', './*.js', './*.jsx', path.join(toolDir, 'stubs/**/*')],
      },
      null,
      2,
    ),
  );

  let output = '';
  try {
    execFileSync(process.execPath, [tsc, '-p', path.join(outDir, 'tsconfig.json'), '--pretty', 'false'], {
      cwd: toolDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    output = `${failure.stdout ?? ''}${failure.stderr ?? ''}`;
  }

  let errors = 0;
  for (const line of output.split('\n')) {
    const match = /^(.*?)\((\d+),(\d+)\): (error TS\d+: .*)$/.exec(line);
    if (!match) {
      if (line.trim()) console.error(`[${world.name}] ${line}`);
      continue;
    }
    const [, file = '', lineNo, col, message] = match;
    const sample = samples.get(path.basename(file));
    errors++;
    if (!sample) {
      console.error(`[${world.name}] ${file}:${lineNo}:${col}: ${message}`);
      continue;
    }
    const docLine = sample.firstLine + Number(lineNo) - 1 - sample.preludeLines;
    console.error(`${sample.doc}:${docLine}:${col}: ${message}`);
  }
  if (output && errors === 0) errors = 1; // tsc failed without a located error (config or crash)
  return { errors, checked: samples.size, skipped };
}

function checkWorld(world: World, only: Set<string> | null): Totals {
  const toolDir = path.join(ROOT, world.toolDir);
  const docs = listMdx(path.join(ROOT, world.docsDir)).filter((doc) => !only || only.has(doc));
  const totals: Totals = { errors: 0, checked: 0, skipped: 0 };
  if (docs.length === 0) return totals;
  if (!existsSync(path.join(toolDir, 'package.json'))) {
    throw new Error(
      `${world.docsDir} (${world.name}) has no package world: ${world.toolDir} is missing. ` +
        'Create it with a package.json and lockfile that install the next-auth this version documents.',
    );
  }
  if (!existsSync(path.join(toolDir, 'node_modules/typescript/bin/tsc'))) {
    throw new Error(`${world.toolDir} is not installed: run "npm ci --prefix ${world.toolDir}"`);
  }
  // A folder per run, so two checks running at once do not delete each other's files.
  const workDir = mkdtempSync(path.join(toolDir, '.samples-'));
  try {
    for (const program of planPrograms(docs)) {
      const result = checkProgram(world, program, workDir);
      totals.errors += result.errors;
      totals.checked += result.checked;
      totals.skipped += result.skipped;
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  return totals;
}

const args = process.argv.slice(2).map((file) => path.resolve(file));
const only = args.length ? new Set(args) : null;
let failed = false;
for (const world of WORLDS) {
  const { errors, checked, skipped } = checkWorld(world, only);
  console.log(
    `${world.name} (${world.docsDir}, ${world.toolDir}): ${checked} samples type-checked, ${skipped} partial samples skipped, ${errors} errors`,
  );
  if (errors) failed = true;
}
if (failed || process.exitCode) {
  console.error('Code samples failed to type-check (see above).');
  process.exit(1);
}
