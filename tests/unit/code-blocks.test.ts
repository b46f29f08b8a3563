import { describe, expect, it } from 'vitest';
import { extractCodeBlocks, parseMeta } from '../../scripts/lib/code-blocks';

describe('parseMeta', () => {
  it('reads quoted, bare and flag tokens', () => {
    expect(parseMeta('title="app/route.ts" wrap=options showLineNumbers partial=\'needs prisma\'')).toEqual({
      title: 'app/route.ts',
      wrap: 'options',
      showLineNumbers: '',
      partial: 'needs prisma',
    });
  });
});

describe('extractCodeBlocks', () => {
  it('returns each block with its language, meta and first code line', () => {
    const source = [
      '# Page',
      '',
      '```ts title="a.ts"',
      'const a = 1;',
      '```',
      '',
      '```bash npm2yarn',
      'npm i x',
      '```',
    ].join('\n');
    expect(extractCodeBlocks(source)).toEqual([
      { lang: 'ts', meta: { title: 'a.ts' }, code: 'const a = 1;', line: 4 },
      { lang: 'bash', meta: { npm2yarn: '' }, code: 'npm i x', line: 8 },
    ]);
  });

  it('strips the indentation of a fence nested in a list or a tab', () => {
    const source = ['1. Step', '   ```tsx', '   <div />', '     nested', '   ```'].join('\n');
    expect(extractCodeBlocks(source)[0]!.code).toBe('<div />\n  nested');
  });

  it('keeps shorter fences inside a longer one as code', () => {
    const source = ['````md', '```ts', 'x', '```', '````'].join('\n');
    const [block] = extractCodeBlocks(source);
    expect(block!.lang).toBe('md');
    expect(block!.code).toBe('```ts\nx\n```');
  });

  it('reports an unclosed fence with its line', () => {
    expect(() => extractCodeBlocks('text\n```ts\nconst a = 1;')).toThrow('unclosed code fence opened at line 2');
  });
});
