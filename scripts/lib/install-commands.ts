/**
 * The install commands a reader types: every `npm install` line of a page's shell blocks, and the
 * `package.json` block right before one, which the page has the reader add to the manifest first
 * (the TypeORM adapter's `overrides`). A cell's package world is its starter's package.json after
 * the commands of the pages on its path, run as printed (scripts/lib/fresh-world.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractCodeBlocks } from './code-blocks';

export interface PackageRequest {
  name: string;
  /** What follows the name's `@`, as typed (`0.3.7`, `4`), or undefined for the bare name. */
  spec?: string;
}

export interface InstallCommand {
  doc: string;
  line: number;
  /** The command as printed. */
  command: string;
  packages: PackageRequest[];
  dev: boolean;
  /** A `package.json` block right before the command's block: what the page adds to the manifest first. */
  manifestEdit?: Record<string, unknown>;
}

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console']);
const INSTALL = /^npm (?:install|i)\s+(.+)$/;

/** `@scope/name@spec`, `name@spec` or a bare name: the version is after the last `@` past the first character. */
export function parsePackageRequest(token: string): PackageRequest {
  const at = token.lastIndexOf('@');
  return at > 0 ? { name: token.slice(0, at), spec: token.slice(at + 1) } : { name: token };
}

export function installCommandsOf(doc: string, source: string): InstallCommand[] {
  const commands: InstallCommand[] = [];
  const blocks = extractCodeBlocks(source);
  blocks.forEach((block, index) => {
    if (!SHELL_LANGS.has(block.lang)) return;
    const before = blocks[index - 1];
    const manifestEdit =
      before?.lang === 'json' && before.meta.title === 'package.json'
        ? (JSON.parse(before.code) as Record<string, unknown>)
        : undefined;
    block.code.split('\n').forEach((text, offset) => {
      const match = INSTALL.exec(text.trim());
      if (!match) return;
      const tokens = (match[1] ?? '').split(/\s+/);
      commands.push({
        doc,
        line: block.line + offset,
        command: text.trim(),
        packages: tokens.filter((token) => !token.startsWith('-')).map(parsePackageRequest),
        dev: tokens.includes('--save-dev') || tokens.includes('-D'),
        manifestEdit,
      });
    });
  });
  return commands;
}

/**
 * The lines of the section whose heading carries `{#anchor}`, up to the next heading of its level
 * or above; the other lines are blanked, so that line numbers stay the page's.
 */
function sectionOnly(source: string, anchor: string, where: string): string {
  const lines = source.split('\n');
  const start = lines.findIndex((text) => /^#{1,6} /.test(text) && text.includes(`{#${anchor}}`));
  if (start < 0) throw new Error(`${where}: no heading with {#${anchor}}`);
  const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 0;
  let end = lines.length;
  for (let i = start + 1; i < lines.length; i++) {
    const heading = /^(#+) /.exec(lines[i] ?? '');
    if (heading && (heading[1]?.length ?? 0) <= level) {
      end = i;
      break;
    }
  }
  return lines.map((text, i) => (i >= start && i < end ? text : '')).join('\n');
}

/**
 * The install commands along a reader's path, in its order: each entry a page (`docs/x.mdx`) or one
 * section of it (`docs/x.mdx#anchor`, for a page that offers alternatives).
 */
export function installCommandsOfPath(root: string, entries: string[]): InstallCommand[] {
  return entries.flatMap((entry) => {
    const [doc = '', anchor] = entry.split('#');
    const source = readFileSync(path.join(root, doc), 'utf8');
    const commands = installCommandsOf(doc, anchor ? sectionOnly(source, anchor, entry) : source);
    if (commands.length === 0) throw new Error(`${entry}: no npm install command on the reader's path here`);
    return commands;
  });
}
