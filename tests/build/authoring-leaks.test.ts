/**
 * Authoring syntax that reached a page's text (a fence indented one level wrong, a comment or an
 * admonition the compile did not recognise), and links whose words are a raw path: both read as
 * broken to a reader. Checked on the built pages, which is where either shows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../plugins/built-pages';
import { BUILD, builtPages } from './page-scripts';

/** A node of the parsed page: an element, a text, a comment. */
type DomNode = ReturnType<ReturnType<CheerioAPI['root']>['contents']>[number];


/**
 * What only a source file should contain, tested on the page's text outside code blocks. Fence
 * meta is looked for in inline code too, where a fence the compile misread ends up; a comment or
 * an import in inline code is quoted on purpose (the v3 contributors page shows the comment that
 * names a test).
 */
const LEAKS: { name: string; pattern: RegExp; inInlineCode: boolean }[] = [
  { name: 'code fence', pattern: /```|~~~/, inInlineCode: true },
  { name: 'fence title', pattern: /\btitle=["'][^"']*["']/, inInlineCode: true },
  {
    name: 'fence line highlight',
    pattern: /\b(?:js|jsx|ts|tsx|bash|sh|json|diff|text)\s*\{[\d,\s-]+\}/,
    inInlineCode: true,
  },
  { name: 'showLineNumbers', pattern: /\bshowLineNumbers\b/, inInlineCode: true },
  { name: 'admonition marker', pattern: /(?:^|\s):::/, inInlineCode: true },
  { name: 'JSX comment', pattern: /\{\s*\/\*|\*\/\s*\}/, inInlineCode: false },
  {
    name: 'MDX import or export',
    pattern: /^\s*(?:import\s[^;]*\bfrom\s*['"]|export\s+(?:const|default|function)\b)/,
    inInlineCode: false,
  },
];

/** Link text that is a path rather than words: "/configuration/options", "./x.mdx", "../y". */
const BARE_PATH = /^(?:\.{0,2}\/[\w\-./#[\]]*|[\w\-./]+\.mdx?(?:#[\w-]*)?)$/;

interface Finding {
  page: string;
  what: string;
  text: string;
}

function scanPage(file: string): Finding[] {
  const $ = parsePage(readFileSync(path.join(BUILD, file), 'utf8'));
  const findings: Finding[] = [];
  const page = `/${file}`;
  // Code blocks show source on purpose; scripts and styles are not text.
  $('pre, script, style, noscript, template, svg').remove();

  const walk = (node: DomNode, inCode: boolean): void => {
    // nodeType 3: a text node.
    if (node.nodeType === 3 && 'data' in node) {
      const text = node.data;
      for (const { name, pattern, inInlineCode } of LEAKS) {
        if ((inInlineCode || !inCode) && pattern.test(text))
          findings.push({ page, what: name, text: text.trim().slice(0, 120) });
      }
      return;
    }
    if ('children' in node) {
      const isCode = 'name' in node && node.name === 'code';
      for (const child of node.children) walk(child, inCode || isCode);
    }
  };
  const body = $('body').get(0);
  if (body) walk(body, false);

  $('body a[href]').each((_, link) => {
    const text = $(link).text().trim();
    const href = $(link).attr('href') ?? '';
    if (!BARE_PATH.test(text)) return;
    // An endpoint in code that links to its documentation ("`/api/auth/signin`") names the
    // endpoint; a link whose words are its own target, or a file name, is a raw path.
    const inCode = $(link).find('code').length > 0 || $(link).closest('code').length > 0;
    const sameAsTarget = text.replace(/\/$/, '') === href.replace(/[?#].*$/, '').replace(/\/$/, '');
    if (!inCode || sameAsTarget || /\.mdx?\b/.test(text))
      findings.push({ page, what: 'link text is a path', text: `${text} -> ${href}` });
  });
  return findings;
}

describe('the built pages', () => {
  it('show no authoring syntax and no raw paths as link text', { timeout: 120_000 }, () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(150);
    expect(pages.flatMap(scanPage)).toEqual([]);
  });
});
