import { describe, expect, it } from 'vitest';
import { isBareText, tokenColorClass, withColorClass } from '../../plugins/prism-on-demand/token-class';

// What src/theme/CodeBlock/Line/Token does to each token the theme renders, on the server and in
// the browser; tests/e2e/components.spec.ts checks the result on a page.
describe('token colors as classes', () => {
  it("moves a color variable into a class and keeps the token's other styles", () => {
    expect(withColorClass({ className: 'token keyword', style: { color: 'var(--prism-keyword)' } })).toEqual({
      className: `token keyword ${tokenColorClass('keyword')}`,
      style: undefined,
    });
    expect(
      withColorClass({ className: 'token string', style: { color: 'var(--prism-string)', fontStyle: 'italic' } }),
    ).toEqual({ className: 'token string tc-string', style: { fontStyle: 'italic' } });
  });

  it('leaves any other color inline', () => {
    const style = { color: '#ff0000' };
    expect(withColorClass({ className: 'token keyword', style })).toEqual({ className: 'token keyword', style });
  });

  it('writes a plain token as its text, except the one that holds an empty line open', () => {
    expect(isBareText(withColorClass({ className: 'token plain', style: undefined }))).toBe(true);
    const emptyLine: { color?: string; display: string } = { display: 'inline-block' };
    expect(isBareText(withColorClass({ className: 'token plain', style: emptyLine }))).toBe(false);
    expect(isBareText(withColorClass({ className: 'token keyword', style: { color: 'var(--prism-keyword)' } }))).toBe(
      false,
    );
  });
});
