import { describe, expect, it } from 'vitest';
import { parsePage } from '../../plugins/built-pages';
import { extractRecords, readPageMeta } from '../../plugins/search/extract';

function docPage(body: string, { tag = 'docs-default-current', crumbs = ['Configuration', 'Callbacks'] } = {}): string {
  return `<!doctype html><html><head>
<title>Callbacks | NextAuth.js</title>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="${tag}">
</head><body><nav aria-label="Main">Navbar text that must not be indexed</nav>
<main><article>
<nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a aria-label="Home page" href="/"></a></li>
${crumbs.map((crumb) => `<li class="breadcrumbs__item"><span>${crumb}</span></li>`).join('')}</ul></nav>
<div class="theme-doc-markdown markdown">${body}</div>
</article></main></body></html>`;
}

const URL_BASE = 'https://next-auth.js.org/configuration/callbacks';

describe('readPageMeta', () => {
  it('reads the docsearch facets of a docs page and ignores other pages', () => {
    expect(readPageMeta(parsePage(docPage('<h1>x</h1>')))).toEqual({ language: 'en', tag: 'docs-default-current' });
    expect(
      readPageMeta(parsePage('<html><head><meta name="docsearch:docusaurus_tag" content="default"></head></html>')),
    ).toBeNull();
  });
});

describe('extractRecords', () => {
  const html = docPage(`
<header><h1>Callbacks</h1></header>
<p>Callbacks run at <code>sign-in</code> time.</p>
<h2 id="jwt-callback">JWT callback<a class="hash-link" href="#jwt-callback">#</a></h2>
<p>Runs whenever a token is created.</p>
<ul><li>First item<ul><li>Nested item</li></ul></li></ul>
<pre><code>const secretCode = 1;</code></pre>
<h3 id="arguments">Arguments</h3>
<table><tr><th>Name</th><td>token</td></tr></table>
<h2 id="session-callback">Session callback</h2>
<div class="theme-admonition"><div class="theme-admonition-heading">note</div><p>Only with JWT.</p></div>
<div aria-hidden="true"><p>Hidden copy</p></div>`);
  const records = extractRecords(parsePage(html), URL_BASE);

  it('makes one record for the title and one per h2/h3 section', () => {
    expect(records.map((record) => [record.type, record.lvl1, record.lvl2, record.lvl3, record.url])).toEqual([
      ['lvl1', 'Callbacks', null, null, URL_BASE],
      ['lvl2', 'Callbacks', 'JWT callback', null, `${URL_BASE}#jwt-callback`],
      ['lvl3', 'Callbacks', 'JWT callback', 'Arguments', `${URL_BASE}#arguments`],
      ['lvl2', 'Callbacks', 'Session callback', null, `${URL_BASE}#session-callback`],
    ]);
  });

  it('takes lvl0 from the sidebar category, facets from the page', () => {
    expect(new Set(records.map((record) => record.lvl0))).toEqual(new Set(['Configuration']));
    expect(records[0]).toMatchObject({ language: 'en', docusaurus_tag: 'docs-default-current' });
  });

  it('indexes paragraphs, list items and cells once, and never code, anchors or UI text', () => {
    expect(records[0]!.content).toBe('Callbacks run at sign-in time.');
    expect(records[1]!.content).toBe('Runs whenever a token is created. First item Nested item');
    expect(records[2]!.content).toBe('Name token');
    expect(records[3]!.content).toBe('Only with JWT.');
    const all = records.map((record) => record.content).join(' ');
    expect(all).not.toContain('secretCode');
    expect(all).not.toContain('Navbar');
    expect(all).not.toContain('Hidden copy');
    expect(records[1]!.lvl2).not.toContain('#');
  });

  it('leaves the page as it was parsed, for the other post-build steps', () => {
    const page = parsePage(html);
    const before = page.html();
    extractRecords(page, URL_BASE);
    expect(page.html()).toBe(before);
    expect(page('.hash-link')).toHaveLength(1);
  });

  it('keeps ids unique when an anchor repeats', () => {
    const repeated = extractRecords(
      parsePage(docPage('<h1>T</h1><h2 id="a">A</h2><p>x</p><h2 id="a">A</h2><p>y</p>')),
      URL_BASE,
    );
    expect(new Set(repeated.map((record) => record.id)).size).toBe(repeated.length);
  });

  it('returns nothing for pages that are not docs', () => {
    expect(extractRecords(parsePage('<html><body><h1>Home</h1></body></html>'), 'https://next-auth.js.org/')).toEqual(
      [],
    );
  });
});
