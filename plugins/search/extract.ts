/**
 * Turns one built docs page into DocSearch-shaped records: the page title with its intro,
 * then one record per h2/h3 section with the text of its paragraphs, list items and cells.
 */
import type { CheerioAPI } from 'cheerio';
import type { SearchRecord } from './client/schema';

/** A record as the page gives it; its rank depends on the docs version and is added by the plugin. */
export type PageRecord = Omit<SearchRecord, 'rank'>;

export interface PageMeta {
  language: string;
  tag: string;
}

/** The docsearch facets a Docusaurus page declares in its <meta> tags; null for non-docs pages. */
export function readPageMeta($: CheerioAPI): PageMeta | null {
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content');
  const language = $('meta[name="docsearch:language"]').attr('content');
  if (!tag || !language || !tag.startsWith('docs-')) return null;
  return { language, tag };
}

/** The blocks whose text makes a record's content. */
const TEXT_BLOCKS: ReadonlySet<string> = new Set(['p', 'li', 'td', 'th', 'dt', 'dd', 'blockquote']);
const NO_BLOCKS: ReadonlySet<string> = new Set();
// Text that is UI rather than content: copy buttons, code, the heading anchor links.
const SKIP =
  'pre, .hash-link, button, nav, .theme-admonition-heading, script, style, svg, .sr-only, [aria-hidden="true"]';

/** What the text walk reads of a parsed node (domhandler's, as cheerio gives them). */
interface ParsedNode {
  type: string;
  name?: string;
  data?: string;
  parent?: ParsedNode | null;
  children?: ParsedNode[];
}

/**
 * The text of `nodes` as cheerio's text() gives it, without the nodes in `left` or under them and
 * without elements named in `blocks` (a block's own text, when blocks nest). Walking the page
 * instead of cloning it and removing those: the pages are parsed once for every post-build step,
 * so extraction leaves them as they are, and cloning every block was most of its time.
 */
function textWithout(nodes: ParsedNode[], left: ReadonlySet<ParsedNode>, blocks: ReadonlySet<string>): string {
  let text = '';
  for (const node of nodes) {
    if (left.has(node) || (node.name !== undefined && node.children && blocks.has(node.name))) continue;
    if (node.children) text += textWithout(node.children, left, blocks);
    else if (node.type === 'text') text += node.data ?? '';
  }
  return text;
}

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * @param $ the built page, parsed (plugins/built-pages); left as it is, for the other steps
 * @param pageUrl the page's absolute URL (records carry absolute URLs, as DocSearch expects)
 */
export function extractRecords($: CheerioAPI, pageUrl: string): PageRecord[] {
  const meta = readPageMeta($);
  if (!meta) return [];
  const article = $('article').first();
  const markdown = article.find('.theme-doc-markdown').first();
  const title = clean(markdown.find('h1').first().text() || ($('title').text().split('|', 1)[0] ?? ''));
  if (!markdown.length || !title) return [];

  // lvl0 is the sidebar category the page sits in (the first breadcrumb after "home").
  const crumbs = $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .toArray()
    .map((item) => clean($(item).text()))
    .filter((text) => text && text !== 'Home page');
  const lvl0 = (crumbs.length > 1 ? crumbs[0] : undefined) ?? 'Documentation';

  const ui = new Set<ParsedNode>(markdown.find(SKIP).toArray());
  const inUi = (node: ParsedNode) => {
    for (let at: ParsedNode | null | undefined = node; at; at = at.parent) if (ui.has(at)) return true;
    return false;
  };

  const records: PageRecord[] = [];
  const usedIds = new Set<string>();
  let current: PageRecord = {
    id: pageUrl,
    url: pageUrl,
    type: 'lvl1',
    lvl0,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    content: '',
    language: meta.language,
    docusaurus_tag: meta.tag,
  };
  const parts: string[] = [];
  const flush = () => {
    current.content = parts.join(' ').trim();
    parts.length = 0;
    // The same anchor can appear twice (e.g. one heading in two tabs): keep ids unique.
    let id = current.id;
    for (let n = 2; usedIds.has(id); n++) id = `${current.id}~${n}`;
    usedIds.add(id);
    records.push({ ...current, id });
  };

  for (const element of markdown.find(`h2[id], h3[id], ${[...TEXT_BLOCKS].join(', ')}`).toArray()) {
    if (inUi(element)) continue;
    const name = element.tagName.toLowerCase();
    if (name === 'h2' || name === 'h3') {
      flush();
      const heading = clean(textWithout(element.children, ui, NO_BLOCKS));
      const lvl2 = name === 'h2' ? heading : (current.lvl2 ?? heading);
      const anchor = `${pageUrl}#${element.attribs.id}`;
      current = {
        ...current,
        id: anchor,
        url: anchor,
        type: name === 'h2' ? 'lvl2' : 'lvl3',
        lvl2,
        lvl3: name === 'h3' ? heading : null,
        content: '',
      };
      continue;
    }
    // Blocks nest (a list item holds paragraphs and lists): take each block's own text once.
    const text = clean(textWithout(element.children, ui, TEXT_BLOCKS));
    if (text) parts.push(text);
  }
  flush();
  return records;
}
