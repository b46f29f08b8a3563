/**
 * The highlighted inside of a code block (its `<code>` element) as an HTML string, for the server
 * render only: the markup React renders from the theme's CodeBlock/Content with our Token
 * (src/theme/CodeBlock/Line/Token), byte for byte, without a React element per token.
 *
 * Rendering a long page's thousands of tokens as elements was most of what highlighting cost the
 * build. The browser keeps this markup (src/theme/CodeBlock/Content) and renders a code block
 * itself only after a client-side navigation, with the theme's components:
 * tests/e2e/components.spec.ts checks that both give the same markup.
 */
import clsx from 'clsx';
import { normalizeTokens, type EnvConfig, type PrismLib, type PrismTheme, type Token } from 'prism-react-renderer';
import { isBareText, withColorClass } from '../../plugins/prism-on-demand/token-class';

/** What shapes a code block's highlighted lines (the theme's code block metadata). */
export interface CodeLines {
  code: string;
  language: string;
  lineNumbersStart: number | undefined;
  lineClassNames: Record<number, string[]>;
}

/** The theme's CSS module class names the markup uses (CodeBlock/Content's and CodeBlock/Line's). */
export interface CodeClassNames {
  codeBlockLines: string;
  codeBlockLinesWithNumbering: string;
  codeLine: string;
  codeLineNumber: string;
  codeLineContent: string;
}

type Style = Record<string, string | number | undefined>;

const ESCAPED = /["&'<>]/g;
const ENTITIES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** Text and attribute values escaped as React escapes them. */
function escape(text: string): string {
  return text.replace(ESCAPED, (char) => ENTITIES[char] ?? char);
}

/** A `style` attribute as React writes it, or nothing for a style without values. */
function styleAttribute(style: Style | undefined): string {
  if (!style) return '';
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(style)) {
    if (value === undefined || value === '') continue;
    // React adds "px" to some numbers; the site's Prism theme has none, so no need to copy that rule.
    if (typeof value !== 'string') throw new Error(`code block HTML: style ${name} is ${value}, not a string`);
    declarations.push(`${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${escape(value.trim())}`);
  }
  return declarations.length ? ` style="${declarations.join(';')}"` : '';
}

/** prism-react-renderer's theme dictionary for a language (its `themeToDict`): each token type's style. */
function themeStyles(theme: PrismTheme, language: string): Record<string, Style> {
  const styles: Record<string, Style> = {};
  for (const { languages, types, style } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) styles[type] = { ...styles[type], ...style };
  }
  styles.plain = { ...theme.plain, backgroundColor: undefined };
  return styles;
}

/** A token's opening tag, or '' for a token rendered as its text alone (src/theme/CodeBlock/Line/Token). */
function tokenTag(token: Token, styles: Record<string, Style>): string {
  const { types, empty } = token;
  const [only] = types.length === 1 ? types : [];
  let style: Style | undefined;
  if (only === 'plain') style = empty ? { display: 'inline-block' } : undefined;
  else if (only !== undefined && empty) style = styles[only];
  else
    style = types.reduce<Style>(
      (merged, type) => ({ ...merged, ...styles[type] }),
      empty ? { display: 'inline-block' } : {},
    );
  const colored = withColorClass({ className: clsx('token', ...types), style });
  if (isBareText(colored)) return '';
  return `<span class="${escape(colored.className)}"${styleAttribute(colored.style)}>`;
}

/** The `<code>` element of a code block: its lines, highlighted by `prism`. */
export function highlightedCodeHtml(
  { code, language: rawLanguage, lineNumbersStart, lineClassNames }: CodeLines,
  { prism, theme, classNames }: { prism: PrismLib; theme: PrismTheme; classNames: CodeClassNames },
): string {
  const language = rawLanguage.toLowerCase();
  const grammar = prism.languages[language];
  let lines: Token[][];
  if (grammar) {
    // As prism-react-renderer's useTokenize, hooks included.
    const env: EnvConfig = { code, grammar, language, tokens: [] };
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    lines = normalizeTokens(env.tokens);
  } else lines = normalizeTokens([code]);
  const styles = themeStyles(theme, language);
  const lineStyle = styleAttribute(styles.plain);
  const numbered = lineNumbersStart !== undefined;
  const tags = new Map<string, string>();
  let html = `<code class="${escape(clsx(classNames.codeBlockLines, numbered && classNames.codeBlockLinesWithNumbering))}"${
    numbered ? styleAttribute({ counterReset: `line-count ${lineNumbersStart - 1}` }) : ''
  }>`;
  lines.forEach((tokens, index) => {
    const className = clsx('token-line', clsx(lineClassNames[index], numbered && classNames.codeLine));
    html += `<div class="${escape(className)}"${lineStyle}>`;
    if (numbered)
      html += `<span class="${escape(classNames.codeLineNumber)}"></span><span class="${escape(classNames.codeLineContent)}">`;
    // The theme's Line renders a line holding only a line break as an empty token.
    const [first] = tokens;
    const line = tokens.length === 1 && first?.content === '\n' ? [{ ...first, content: '' }] : tokens;
    // React separates two text nodes in a row with an empty comment, and writes no empty text.
    let afterText = false;
    for (const token of line) {
      const key = `${token.types.join(' ')}|${token.empty ? 1 : 0}`;
      let tag = tags.get(key);
      if (tag === undefined) tags.set(key, (tag = tokenTag(token, styles)));
      if (tag) {
        html += `${tag}${escape(token.content)}</span>`;
        afterText = false;
      } else if (token.content !== '') {
        html += `${afterText ? '<!-- -->' : ''}${escape(token.content)}`;
        afterText = true;
      }
    }
    html += `${numbered ? '</span>' : ''}<br/></div>`;
  });
  return `${html}</code>`;
}
