/**
 * One docs page's MDX as plain CommonMark/GFM: no import or export lines, no JSX, no MDX comments.
 * The site's components become what they mean in text (./components.ts), admonitions become
 * blockquotes that name their kind, code keeps its language and title, and every link is absolute
 * to the site. The tree converted is the one Docusaurus's MDX compile parsed (./index.ts hands it
 * over), so what is read here is what the site renders.
 */
import type { BlockContent, Code, Heading, Link, Nodes, Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

/** Docusaurus's admonition kinds, and how a reader of the Markdown sees each. */
const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** What a page's components mean in text: the mdast that stands for `<Name … />`. */
export type ComponentRenderer = (
  element: JsxElement,
  convert: (nodes: RootContent[]) => RootContent[],
) => RootContent[];

export interface PageToConvert {
  /** The MDX file, for error messages ("docs/faq.mdx:12"). */
  file: string;
  /** Absolute URL of the page itself: in-page anchors ("#options") become links to it. */
  pageUrl: string;
  /** Absolute URL of a link to the site as the page writes it (a relative .mdx path, a site path); undefined for one it cannot place. */
  resolveLink: (url: string) => string | undefined;
  components: Record<string, ComponentRenderer>;
}

const printer = unified().use(remarkGfm).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  resourceLink: true,
});

class ConversionError extends Error {}

/** A URL with a scheme (https:, mailto:) is kept as it is. */
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

function where(page: PageToConvert, node: Nodes): string {
  const line = node.position?.start.line;
  return line === undefined ? page.file : `${page.file}:${line}`;
}

/** "Title {#anchor}" keeps its stable id on the site; in Markdown the id is noise. */
function withoutHeadingId(heading: Heading): Heading {
  const last = heading.children.at(-1);
  if (last?.type === 'text') {
    const value = last.value.replace(/\s*\{#[^}]*\}\s*$/, '');
    return { ...heading, children: [...heading.children.slice(0, -1), ...(value ? [{ ...last, value }] : [])] };
  }
  return heading;
}

/** Only the title of a code block's meta is for readers; app=, run=, partial= and npm2yarn are the site's own. */
function codeForReaders(code: Code): Code {
  const title = /(?:^|\s)title="([^"]*)"/.exec(code.meta ?? '')?.[1];
  return { ...code, meta: title ? `title="${title}"` : null };
}

/** The text a directive the parser found in prose came from (":30" in "10:30" is no directive). */
function directiveAsText(node: TextDirective | LeafDirective, convert: (nodes: RootContent[]) => RootContent[]) {
  const marker = node.type === 'textDirective' ? ':' : '::';
  const children = convert(node.children) as PhrasingContent[];
  const text: Text = { type: 'text', value: `${marker}${node.name}` };
  return node.type === 'textDirective'
    ? [text, ...children]
    : [{ type: 'paragraph' as const, children: [text, ...children] }];
}

function admonition(node: ContainerDirective, kind: string, convert: (nodes: RootContent[]) => RootContent[]) {
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const label: PhrasingContent[] = [
    { type: 'text', value: kind },
    ...(hasLabel ? [{ type: 'text' as const, value: ': ' }, ...(convert(first.children) as PhrasingContent[])] : []),
  ];
  // Children of a container directive are blocks, and so is what the conversion makes of them.
  const body = convert(hasLabel ? rest : node.children) as BlockContent[];
  return [
    {
      type: 'blockquote' as const,
      children: [{ type: 'paragraph' as const, children: [{ type: 'strong' as const, children: label }] }, ...body],
    },
  ];
}

function isComment(node: { value: string }): boolean {
  return /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value);
}

/**
 * Converts one page's tree, as MDX parsed it, without changing it; throws, naming the file and
 * line, on anything it has no Markdown form for.
 */
export function mdastToMarkdown(tree: Root, page: PageToConvert): string {
  const convertLink = <T extends Link | { type: 'definition'; url: string }>(node: T): T => {
    if (EXTERNAL.test(node.url)) return node;
    if (node.url.startsWith('#')) return { ...node, url: `${page.pageUrl}${node.url}` };
    const url = page.resolveLink(node.url);
    if (url === undefined)
      throw new ConversionError(`${where(page, node as Nodes)}: cannot place the link "${node.url}"`);
    return { ...node, url };
  };

  const convert = (nodes: RootContent[]): RootContent[] =>
    nodes.flatMap((node): RootContent[] => {
      switch (node.type) {
        case 'yaml':
        case 'mdxjsEsm':
          return [];
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          if (isComment(node)) return [];
          throw new ConversionError(`${where(page, node)}: the expression {${node.value}} has no Markdown form`);
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement': {
          const render = node.name ? page.components[node.name] : undefined;
          if (!render) {
            throw new ConversionError(
              `${where(page, node)}: <${node.name ?? ''}> has no Markdown form; add one in plugins/markdown-export/components.ts`,
            );
          }
          return render(node, convert);
        }
        case 'containerDirective': {
          const kind = ADMONITIONS[node.name];
          if (!kind) throw new ConversionError(`${where(page, node)}: ":::${node.name}" is not an admonition`);
          return admonition(node, kind, convert);
        }
        case 'leafDirective':
        case 'textDirective':
          return directiveAsText(node, convert);
        case 'heading': {
          const heading = withoutHeadingId(node);
          return [{ ...heading, children: convert(heading.children) as PhrasingContent[] }];
        }
        case 'code':
          return [codeForReaders(node)];
        case 'link':
          return [{ ...convertLink(node), children: convert(node.children) as PhrasingContent[] }];
        case 'definition':
          return [convertLink(node)];
        case 'image': {
          const url = EXTERNAL.test(node.url) ? node.url : page.resolveLink(node.url);
          if (url === undefined)
            throw new ConversionError(`${where(page, node)}: cannot place the image "${node.url}"`);
          return [{ ...node, url }];
        }
        default:
          return 'children' in node
            ? [{ ...node, children: convert((node as Parent).children) } as RootContent]
            : [node];
      }
    });

  const converted: Root = { type: 'root', children: convert(tree.children) };
  return printer.stringify(converted);
}
