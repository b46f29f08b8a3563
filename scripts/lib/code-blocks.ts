/**
 * Finds fenced code blocks in an MDX file. Kept separate from the checker so the
 * fence and meta rules are unit-tested on their own.
 */
export interface CodeBlock {
  lang: string;
  meta: Record<string, string>;
  code: string;
  /** 1-based line of the first code line (the line after the opening fence). */
  line: number;
}

const OPEN_FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/;

/** Parses `key="value"`, `key='value'`, `key=value` and bare `key` tokens of a fence's meta string. */
export function parseMeta(meta: string): Record<string, string> {
  const result: Record<string, string> = {};
  const token = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\{[^}]*\})|([^\s]+)))?/g;
  for (const [, key = '', dq, sq, braces, bare] of meta.matchAll(token)) {
    result[key] = dq ?? sq ?? braces ?? bare ?? '';
  }
  return result;
}

export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPEN_FENCE.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '```', lang = '', meta = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j] ?? '';
      const trimmed = line.trimStart();
      if (trimmed.startsWith(fence.charAt(0).repeat(fence.length)) && trimmed.replace(/[`~]+/, '').trim() === '') break;
      // Code inside an indented fence (a list item, a tab) carries the fence's indentation.
      body.push(line.startsWith(indent) ? line.slice(indent.length) : trimmed);
    }
    if (j >= lines.length) {
      throw new Error(`unclosed code fence opened at line ${i + 1}`);
    }
    blocks.push({ lang: lang.toLowerCase(), meta: parseMeta(meta), code: body.join('\n'), line: i + 2 });
    i = j;
  }
  return blocks;
}
