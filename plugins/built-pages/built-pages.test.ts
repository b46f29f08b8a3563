import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { parsePage } from '.';
import { inlineScriptHashes } from '../delivery/inline-scripts';
import { extractRecords } from '../search/extract';

/** Markup as the build's HTML minifier writes it: unquoted attributes, end tags left out, entities. */
const MINIFIED = `<!doctype html><html lang=en-US><head><meta charset=UTF-8><title>Options | NextAuth.js</title>
<meta name=docsearch:language content=en><meta name=docsearch:docusaurus_tag content=docs-default-current>
<script>!function(){document.documentElement.setAttribute("data-theme","light")}()</script>
<script type=application/ld+json>{"@type":"BreadcrumbList"}</script></head><body>
<nav class=menu><ul><li class=menu__item><a href=/faq>FAQ</a><li class=menu__item><a href=/errors>Errors</a></ul></nav>
<article><nav class=theme-doc-breadcrumbs><ul><li class=breadcrumbs__item><a aria-label="Home page" href=/></a>
<li class=breadcrumbs__item><span>Configuration</span><li class=breadcrumbs__item><span>Options</span></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>Options</h1></header>
<p>One object &amp; its <code>secret</code><p>Second paragraph
<h2 id=lists>Lists</h2><ul><li>First<li>Second<ul><li>Nested</ul></ul>
<h3 id=tables>Tables</h3><table><thead><tr><th>Name<th>Default<tbody><tr><td>a<td>b<tr><td>c<td>d</table>
<dl><dt>Term<dd>Meaning</dl><pre><code>const a = 1 &lt; 2;</code></pre></div></article></body></html>`;

describe('parsePage', () => {
  it("gives the post-build steps what cheerio's default parser (parse5) gives them", () => {
    const fast = parsePage(MINIFIED);
    const reference = load(MINIFIED);
    const url = 'https://next-auth.js.org/configuration/options';
    expect(extractRecords(fast, url)).toEqual(extractRecords(reference, url));
    expect(extractRecords(fast, url).map((record) => record.content)).toEqual([
      'One object & its secret Second paragraph',
      'First Second Nested',
      'Name Default a b c d Term Meaning',
    ]);
    expect(inlineScriptHashes(fast)).toEqual(inlineScriptHashes(reference));
    expect(fast('article').text()).toBe(reference('article').text());
  });

  it('reads the same elements, though a table body whose head has no end tags nests in its last cell', () => {
    // htmlparser2 closes <th> at the next <th> but not at <tbody>; parse5 follows the HTML standard.
    // No step reads a table's structure, only each cell's own text, which is the same.
    const count = ($: ReturnType<typeof load>, selector: string) => $(selector).length;
    for (const selector of ['p', 'li', 'th', 'td', 'dt', 'dd', 'h2', 'h3', 'script'])
      expect(count(parsePage(MINIFIED), selector), selector).toBe(count(load(MINIFIED), selector));
    expect(parsePage(MINIFIED)('th tbody')).toHaveLength(1);
  });
});
