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
    // A hand-built HAST tree with only the fields the plugin reads.
    rehypeWideContent()(tree as never);
    expect(tree.children[1]).toMatchObject({
      tagName: 'div',
      properties: { className: ['scroll-box'], role: 'region', tabIndex: 0, ariaLabel: 'Table: Options' },
      children: [{ tagName: 'table' }],
    });
  });

  it('puts <wbr> into link text that is a URL and leaves code to its component', () => {
    const link = element('a', [text('https://example.com/api/auth/session')]);
    const inline = element('code', [text('/api/auth/session')]);
    // A hand-built HAST tree with only the fields the plugin reads.
    rehypeWideContent()({ type: 'root', children: [element('p', [link, inline])] } as never);
    expect(
      link.children.map((child) => ('value' in child ? child.value : `<${(child as { tagName: string }).tagName}>`)),
    ).toEqual([
      'https://',
      '<wbr>',
      'example',
      '<wbr>',
      '.com/',
      '<wbr>',
      'api/',
      '<wbr>',
      'auth/',
      '<wbr>',
      'session',
    ]);
    expect(inline.children).toEqual([text('/api/auth/session')]);
  });
});
