import { describe, expect, it } from 'vitest';
import { splitAtBreakPoints } from '../../plugins/wide-content/break-points';
import rehypeWideContent from '../../plugins/wide-content/rehype-wide-content';

describe('break points of long inline code', () => {
  it.each([
    ['/api/auth/callback/github', ['/api/', 'auth/', 'callback/', 'github']],
    ['GITHUB_CLIENT_SECRET', ['GITHUB_', 'CLIENT_', 'SECRET']],
    ['__Secure-next-auth.session-token', ['__Secure-next-auth', '.session-token']],
    ['https://github.com/settings/apps', ['https://', 'github', '.com/', 'settings/', 'apps']],
    // Words are never split, short text is left alone.
    ['getServerSession', ['getServerSession']],
    ['a/b.c', ['a/b.c']],
  ])('%s', (text, pieces) => {
    expect(splitAtBreakPoints(text)).toEqual(pieces);
    expect(splitAtBreakPoints(text).join('')).toBe(text);
  });
});

describe('rehype plugin', () => {
  const text = (value: string) => ({ type: 'text', value });
  const element = (tagName: string, children: object[]) => ({ type: 'element', tagName, properties: {}, children });

  it('wraps a table in a labelled, focusable scroll box, named after its heading', () => {
    const tree = { type: 'root', children: [element('h2', [text('Options')]), element('table', [])] };
    rehypeWideContent()(tree as never);
    expect(tree.children[1]).toMatchObject({
      tagName: 'div',
      properties: { className: ['table-scroll'], role: 'region', tabIndex: 0, ariaLabel: 'Table: Options' },
      children: [{ tagName: 'table' }],
    });
  });

  it('puts <wbr> into inline code but leaves code blocks alone', () => {
    const inline = element('code', [text('/api/auth/session')]);
    const block = element('pre', [element('code', [text('/api/auth/session')])]);
    rehypeWideContent()({ type: 'root', children: [element('p', [inline]), block] } as never);
    expect(
      inline.children.map((child) => ('value' in child ? child.value : `<${(child as { tagName: string }).tagName}>`)),
    ).toEqual(['/api/', '<wbr>', 'auth/', '<wbr>', 'session']);
    expect(block.children[0]).toMatchObject({ children: [text('/api/auth/session')] });
  });
});
