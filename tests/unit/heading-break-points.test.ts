import { describe, expect, it } from 'vitest';
import remarkHeadingBreakPoints from '../../plugins/wide-content/remark-heading-break-points';

type Node = { type: string; value?: string; depth?: number; name?: string; children?: Node[] };

const heading = (depth: number, ...children: Node[]): Node => ({ type: 'heading', depth, children });
const text = (value: string): Node => ({ type: 'text', value });
const transform = (...children: Node[]) => {
  const tree = { type: 'root', children };
  remarkHeadingBreakPoints()(tree);
  return tree.children;
};
/** A heading as its HTML would read, `<wbr>` included. */
const render = (node: Node): string =>
  (node.children ?? [])
    .map((child) =>
      child.type === 'text' ? child.value : child.type === 'mdxJsxTextElement' ? `<${child.name}>` : `[${child.type}]`,
    )
    .join('');

describe('remarkHeadingBreakPoints', () => {
  it('lets a section heading wrap after the underscores of an identifier', () => {
    const [section] = transform(heading(3, text('OAUTH_CALLBACK_HANDLER_ERROR')));
    expect(render(section!)).toBe('OAUTH_<wbr>CALLBACK_<wbr>HANDLER_<wbr>ERROR');
  });

  it('leaves an explicit id whole, as the last text, for the headings plugin to read', () => {
    const [section] = transform(heading(3, text('MISSING_ADAPTER_METHODS_ERROR {#missing_adapter_methods_error}')));
    const last = section!.children!.at(-1)!;
    expect(last).toEqual({ type: 'text', value: 'ERROR {#missing_adapter_methods_error}' });
    expect(render(section!)).toBe('MISSING_<wbr>ADAPTER_<wbr>METHODS_<wbr>ERROR {#missing_adapter_methods_error}');
  });

  it('cuts only words, keeps prose and other nodes as they are, and leaves the page title alone', () => {
    const code: Node = { type: 'inlineCode', value: 'NEXTAUTH_URL_INTERNAL' };
    const [title, section] = transform(
      heading(1, text('SIGN_IN_EVENT_ERROR')),
      heading(2, text('Set the '), code, text(' variable for a_very_long_name here')),
    );
    expect(render(title!)).toBe('SIGN_IN_EVENT_ERROR');
    expect(render(section!)).toBe('Set the [inlineCode] variable for a_very_<wbr>long_<wbr>name here');
    expect(section!.children![1]).toBe(code);
  });
});
