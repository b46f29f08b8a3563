import { splitAtBreakPoints } from './break-points';

/**
 * Keeps wide Markdown content inside the page at phone width (src/css/custom.css styles it):
 * - every table is wrapped in a box that scrolls sideways on its own, focusable and labelled so a
 *   keyboard can scroll it (WCAG 2.1.1) and a screen reader says what it is;
 * - link text that is a URL gets `<wbr>` break points (./break-points.ts), so a long address wraps
 *   at a slash instead of widening the page or splitting a word. Inline code gets the same break
 *   points when it renders (src/theme/MDXComponents/Code.tsx).
 */

// The few hast shapes this plugin reads and writes (hast's own types are not a direct dependency).
interface Text {
  type: 'text';
  value: string;
}
interface Element {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: Node[];
}
type Node = Text | Element | { type: string; children?: Node[] };
type Parent = { children: Node[] };

const HEADING = /^h[2-4]$/;
const URL_TEXT = /^https?:\/\//;

const isElement = (node: Node, tagName?: string): node is Element =>
  node.type === 'element' && (tagName === undefined || (node as Element).tagName === tagName);

function textOf(node: Node): string {
  if (node.type === 'text') return (node as Text).value;
  return (node as Parent).children.map(textOf).join('');
}

function withBreakPoints(text: Text): Node[] {
  const pieces = splitAtBreakPoints(text.value);
  return pieces.flatMap((value, index) => [
    ...(index > 0 ? [{ type: 'element', tagName: 'wbr', properties: {}, children: [] } as Element] : []),
    { type: 'text', value },
  ]);
}

function addBreakPoints(element: Element): void {
  element.children = element.children.flatMap((child) =>
    child.type === 'text' ? withBreakPoints(child as Text) : [child],
  );
}

export default function rehypeWideContent() {
  return (tree: Parent): void => {
    let heading = '';
    const labels = new Map<string, number>();
    const visit = (parent: Parent) => {
      parent.children = parent.children.map((node) => {
        if (!isElement(node)) {
          if ('children' in node && node.children) visit(node as Parent);
          return node;
        }
        if (HEADING.test(node.tagName)) heading = textOf(node).trim();
        if (node.tagName === 'code') return node;
        if (node.tagName === 'a' && URL_TEXT.test(textOf(node))) addBreakPoints(node);
        visit(node);
        if (node.tagName !== 'table') return node;
        const base = heading ? `Table: ${heading}` : 'Table';
        const count = (labels.get(base) ?? 0) + 1;
        labels.set(base, count);
        return {
          type: 'element',
          tagName: 'div',
          properties: {
            className: ['scroll-box'],
            role: 'region',
            tabIndex: 0,
            ariaLabel: count > 1 ? `${base} (${count})` : base,
          },
          children: [node],
        } satisfies Element;
      });
    };
    visit(tree);
  };
}
