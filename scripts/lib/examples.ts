/**
 * Assembles runnable example apps from the docs' own code blocks. A block joins an app with
 * fence meta: ```ts title="lib/auth.ts" app="getting-started" (the file defaults to the title;
 * `file="…"` overrides it). `app` may list several apps, separated by spaces.
 *
 * Which cell of the matrix takes a block follows from its path, the way Next.js reads it:
 * `app/…` only in App Router cells, `pages/…` only in Pages Router cells, `proxy.ts` from
 * Next.js 16 on, `middleware.ts` before it. `next="13-15"` or `next="16"` narrows a block further,
 * and `router="app"` or `router="pages"` ties a block whose path names no router to one.
 *
 * A block with `wrap="options"` and `app=` adds its properties to the app's auth options: the
 * `authOptions` object of the one file that declares it, as a reader adds an option to the file
 * they already have. Setting an option that object already has is an error: where two steps touch
 * the same option, the page must show the merged result.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { extractCodeBlocks } from './code-blocks';

export interface ExampleBlock {
  /** The doc page, relative to the repository root. */
  doc: string;
  /** 1-based line of the block's first code line in the page. */
  line: number;
  apps: string[];
  /** Path of the file inside the app's src/ folder. */
  file: string;
  /** Inclusive range of Next.js major versions the block is for. */
  next: [number, number];
  /** The router the block is for, when its path does not say (`router="app"` on a next.config). */
  router?: 'app' | 'pages';
  code: string;
  /** `wrap="options"`: properties added to the app's `authOptions` rather than a file. */
  addsToOptions?: boolean;
}

/** What a `wrap="options"` block is named as, in place of a file. */
const AUTH_OPTIONS = 'authOptions';

export interface Cell {
  name: string;
  /** The cell's package world, relative to the repository root; cells sharing one run one at a time. */
  dir: string;
  app: string;
  /** An app whose blocks this one builds on: the reader followed its page first. */
  extends?: string;
  docsDir: string;
  router: 'app' | 'pages';
  nextMajor: number;
  /** Which flows prove the cell (scripts/lib/example-flows.ts). */
  flows:
    | 'v4'
    | 'v3'
    | 'email'
    | 'initialization'
    | 'custom-pages'
    | 'landing'
    | 'landing-nextjs'
    | 'landing-credentials'
    | 'landing-files';
  /**
   * A page that is an example app as a whole: every titled code block of it is a file of the
   * app, without fence meta (the v3 pages are frozen; their Example page is one app; a provider
   * page is what a reader who lands on it builds).
   */
  page?: string;
  /**
   * A page of the app built on its own, as by a reader who lands on it from a search: its own blocks
   * of the app, and only the files it sends the reader to other pages for (each one given by a page
   * it links to, or one that page links to: tests/unit/landing-pages.test.ts).
   */
  landing?: { page: string; brings: string[] };
}

/** Where a block is in the docs, the way failures name it. */
export function blockLabel(block: Pick<ExampleBlock, 'doc' | 'line' | 'file'>): string {
  return `${block.doc}:${block.line} (${block.file})`;
}

function parseNextRange(value: string | undefined, where: string): [number, number] {
  if (value === undefined) return [0, Infinity];
  const match = /^(\d+)(?:-(\d+))?$/.exec(value);
  if (!match) throw new Error(`${where}: next="${value}" is not a major version or a range like "13-15"`);
  return [Number(match[1]), Number(match[2] ?? match[1])];
}

export function exampleBlocksOf(doc: string, source: string): ExampleBlock[] {
  const blocks: ExampleBlock[] = [];
  for (const block of extractCodeBlocks(source)) {
    if (!('app' in block.meta)) continue;
    const where = `${doc}:${block.line}`;
    const addsToOptions = block.meta.wrap === 'options';
    const file = addsToOptions ? AUTH_OPTIONS : (block.meta.file ?? block.meta.title);
    if (!file) throw new Error(`${where}: an example block needs a file: title="path" or file="path"`);
    if (path.isAbsolute(file) || file.split('/').includes('..')) {
      throw new Error(`${where}: the example file "${file}" must be a relative path inside the app`);
    }
    if ('partial' in block.meta) throw new Error(`${where}: an example block runs, so it cannot be partial`);
    const apps = block.meta.app.split(/\s+/).filter(Boolean);
    if (apps.length === 0) throw new Error(`${where}: app="" names no app`);
    const { router } = block.meta;
    if (router !== undefined && router !== 'app' && router !== 'pages')
      throw new Error(`${where}: router="${router}" is neither "app" nor "pages"`);
    blocks.push({
      doc,
      line: block.line,
      apps,
      file,
      next: parseNextRange(block.meta.next, where),
      router,
      code: block.code,
      ...(addsToOptions && { addsToOptions }),
    });
  }
  return blocks;
}

function fitsCell(block: ExampleBlock, cell: Cell): boolean {
  if (!block.apps.includes(cell.app) && !(cell.extends && block.apps.includes(cell.extends))) return false;
  if (cell.nextMajor < block.next[0] || cell.nextMajor > block.next[1]) return false;
  if (block.router && block.router !== cell.router) return false;
  const top = block.file.split('/')[0];
  if (top === 'app') return cell.router === 'app';
  if (top === 'pages') return cell.router === 'pages';
  if (/^proxy\.[jt]s$/.test(block.file)) return cell.nextMajor >= 16;
  if (/^middleware\.[jt]s$/.test(block.file)) return cell.nextMajor < 16;
  return true;
}

/**
 * The files of a cell's app, one block each. A page may repeat another page's file word for word
 * (both are then proven by the same run); two different blocks for one file are an error naming both.
 * Then each `wrap="options"` block is added to the file that declares `authOptions`.
 */
export function assembleCell(blocks: ExampleBlock[], cell: Cell): Map<string, ExampleBlock> {
  const files = new Map<string, ExampleBlock>();
  const fitting = blocks.filter((candidate) => fitsCell(candidate, cell));
  for (const block of fitting.filter((candidate) => !candidate.addsToOptions)) {
    const earlier = files.get(block.file);
    if (earlier?.code === block.code) continue;
    if (earlier) {
      throw new Error(
        `${cell.name}: two blocks write ${block.file}: ${blockLabel(earlier)} and ${blockLabel(block)}. ` +
          'Give one of them another app or a next="…" range.',
      );
    }
    files.set(block.file, block);
  }
  for (const addition of fitting.filter((candidate) => candidate.addsToOptions)) {
    const declaring = [...files.values()].filter((block) => authOptionsObject(block.code));
    const [target] = declaring;
    if (!target || declaring.length > 1) {
      throw new Error(
        `${cell.name}: ${blockLabel(addition)} adds to the auth options, but ${declaring.length || 'no'} files of the app ` +
          `declare an authOptions object${declaring.length ? `: ${declaring.map(blockLabel).join(', ')}` : ''}`,
      );
    }
    files.set(target.file, { ...target, code: addToAuthOptions(target, addition) });
  }
  return files;
}

/** The object literal a module assigns to `authOptions` (`export const authOptions: AuthOptions = {…}`). */
function authOptionsObject(code: string, source = parse(code)): ts.ObjectLiteralExpression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let value = declaration.initializer;
      while (value && (ts.isSatisfiesExpression(value) || ts.isAsExpression(value))) value = value.expression;
      if (
        ts.isIdentifier(declaration.name) &&
        declaration.name.text === AUTH_OPTIONS &&
        value &&
        ts.isObjectLiteralExpression(value)
      )
        return value;
    }
  }
  return undefined;
}

function parse(code: string): ts.SourceFile {
  return ts.createSourceFile('file.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

function propertyNames(object: ts.ObjectLiteralExpression): string[] {
  return object.properties.flatMap((property) =>
    property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? [property.name.text] : [],
  );
}

/** The target file's code with the block's properties written at the end of its `authOptions`. */
function addToAuthOptions(target: ExampleBlock, addition: ExampleBlock): string {
  const source = parse(target.code);
  const object = authOptionsObject(target.code, source);
  const fragment = authOptionsObject(`const authOptions = {\n${addition.code}\n};`);
  if (!object || !fragment) throw new Error(`${blockLabel(addition)}: not properties of an object`);
  const existing = new Set(propertyNames(object));
  const clashes = propertyNames(fragment).filter((name) => existing.has(name));
  if (clashes.length) {
    throw new Error(
      `${blockLabel(addition)} sets ${clashes.join(', ')}, which ${blockLabel(target)} already sets. ` +
        'Where two steps touch the same option, show the merged options on the page.',
    );
  }
  const last = object.properties.at(-1);
  const at = last
    ? object.properties.hasTrailingComma
      ? target.code.indexOf(',', last.end) + 1
      : last.end
    : object.getStart(source) + 1;
  const lineStart = last ? target.code.lastIndexOf('\n', last.getStart(source)) + 1 : at;
  const indent = last ? target.code.slice(lineStart, last.getStart(source)) : '  ';
  const added = addition.code
    .trimEnd()
    .split('\n')
    .map((line) => (line ? indent + line : line))
    .join('\n');
  const comma = last && !object.properties.hasTrailingComma ? ',' : '';
  return `${target.code.slice(0, at)}${comma}\n${added}${target.code.slice(at)}`;
}

/** A ```bash curl="<app>"``` block: commands run against the app as written (scripts/lib/curl-samples.ts). */
interface CurlBlock {
  doc: string;
  line: number;
  app: string;
  code: string;
}

/** What a docs folder holds for the examples: its app blocks and its curl blocks, each page read once. */
export interface DocsExamples {
  blocks: ExampleBlock[];
  curl: CurlBlock[];
}

export function collectDocsExamples(root: string, docsDir: string): DocsExamples {
  const examples: DocsExamples = { blocks: [], curl: [] };
  const files = readdirSync(path.join(root, docsDir), { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => /\.mdx?$/.test(name)).sort()) {
    const doc = path.join(docsDir, file);
    const source = readFileSync(path.join(root, doc), 'utf8');
    examples.blocks.push(...exampleBlocksOf(doc, source));
    for (const block of extractCodeBlocks(source)) {
      if (block.lang === 'bash' && 'curl' in block.meta) {
        examples.curl.push({ doc, line: block.line, app: block.meta.curl, code: block.code });
      }
    }
  }
  return examples;
}

const CODE_LANGS = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript']);

/** The blocks of a landing cell: the page's own blocks of the cell's app, and the files it brings. */
export function landingBlocks(blocks: ExampleBlock[], cell: Cell): ExampleBlock[] {
  if (!cell.landing) return blocks;
  const { page, brings } = cell.landing;
  const own = blocks.filter((block) => block.doc === page);
  const brought = blocks.filter((block) => block.doc !== page && brings.includes(block.file));
  const missing = brings.filter((file) => !brought.some((block) => block.file === file));
  if (own.length === 0) throw new Error(`${cell.name}: ${page} has no blocks of app="${cell.app}"`);
  if (missing.length) throw new Error(`${cell.name}: no page gives ${missing.join(', ')} to app="${cell.app}"`);
  return [...own, ...brought];
}

/** The titled code blocks of a page that is one example app as a whole. */
export function pageAsApp(root: string, doc: string, app: string): ExampleBlock[] {
  return extractCodeBlocks(readFileSync(path.join(root, doc), 'utf8'))
    .flatMap((block) => {
      const file = block.meta.title;
      return CODE_LANGS.has(block.lang) && file && !('partial' in block.meta) ? [{ block, file }] : [];
    })
    .map(({ block, file }) => ({
      doc,
      line: block.line,
      apps: [app],
      file,
      next: [0, Infinity],
      code: block.code,
    }));
}
