import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { Prism } from 'prism-react-renderer';
import { prism } from '../../config/prism';
import { highlightedCodeHtml, type CodeLines } from '../../src/prism/static-html';

// The markup's agreement with the theme's own components is checked in the browser
// (tests/e2e/components.spec.ts); these are the cases a docs page seldom has.
const classNames = {
  codeBlockLines: 'lines',
  codeBlockLinesWithNumbering: 'numbered',
  codeLine: 'line',
  codeLineNumber: 'number',
  codeLineContent: 'content',
};

function html(code: string, language: string, more: Partial<CodeLines> = {}): string {
  return highlightedCodeHtml(
    { code, language, lineNumbersStart: undefined, lineClassNames: {}, ...more },
    { prism: Prism, theme: prism.theme, classNames },
  );
}

describe('highlightedCodeHtml', () => {
  it('colors tokens with classes and escapes text as React does', () => {
    expect(html(`const a = "<b>" & 'c'`, 'ts')).toBe(
      '<code class="lines"><div class="token-line">' +
        '<span class="token keyword tc-keyword">const</span> a <span class="token operator tc-operator">=</span> ' +
        '<span class="token string tc-string">&quot;&lt;b&gt;&quot;</span> <span class="token operator tc-operator">&amp;</span> ' +
        '<span class="token string tc-string">&#x27;c&#x27;</span><br/></div></code>',
    );
    // The same escaping as React's own.
    expect(renderToString(createElement('span', null, `"<b>" & 'c'`))).toBe(
      '<span>&quot;&lt;b&gt;&quot; &amp; &#x27;c&#x27;</span>',
    );
  });

  it('keeps an empty line open with an empty token, and marks highlighted lines', () => {
    expect(html('a\n\nb', 'text', { lineClassNames: { 2: ['theme-code-block-highlighted-line'] } })).toBe(
      '<code class="lines"><div class="token-line">a<br/></div>' +
        '<div class="token-line"><span class="token plain" style="display:inline-block"></span><br/></div>' +
        '<div class="token-line theme-code-block-highlighted-line">b<br/></div></code>',
    );
  });

  it('numbers lines from where the code block says', () => {
    expect(html('a\nb', 'text', { lineNumbersStart: 3 })).toBe(
      '<code class="lines numbered" style="counter-reset:line-count 2">' +
        '<div class="token-line line"><span class="number"></span><span class="content">a</span><br/></div>' +
        '<div class="token-line line"><span class="number"></span><span class="content">b</span><br/></div></code>',
    );
  });

  it('separates two texts in a row with an empty comment, as React does', () => {
    Prism.languages['plain-pair'] = { plain: /b/ };
    try {
      expect(html('ab', 'plain-pair')).toBe('<code class="lines"><div class="token-line">a<!-- -->b<br/></div></code>');
    } finally {
      delete Prism.languages['plain-pair'];
    }
    expect(renderToString(createElement('div', null, 'a', 'b'))).toBe('<div>a<!-- -->b</div>');
  });
});
