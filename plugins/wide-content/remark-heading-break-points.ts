import { splitAtBreakPoints } from './break-points';

/**
 * Section headings get the same `<wbr>` break points as inline code (./break-points.ts), so that a
 * heading such as OAUTH_CALLBACK_HANDLER_ERROR wraps at an underscore in the table of contents and
 * on a phone, instead of splitting mid-word or running out of its column. Docusaurus builds the
 * table of contents from these nodes after this plugin, and `<wbr>` adds nothing to a heading's
 * text, so ids, the TOC and search keep the words as written. An explicit id (`{#some_id}`) at the
 * end of a heading is left whole, since the headings plugin reads it from the last text.
 */

// The few mdast shapes this plugin reads and writes.
interface Text {
  type: 'text';
  value: string;
}
interface Heading {
  type: 'heading';
  depth: number;
  children: Node[];
}
type Node = Text | Heading | { type: string; children?: Node[] };

const WBR = { type: 'mdxJsxTextElement', name: 'wbr', attributes: [], children: [] };
const EXPLICIT_ID = /\s*\{#[^}]*\}\s*$/;

function withBreakPoints(text: Text): Node[] {
  const explicitId = EXPLICIT_ID.exec(text.value)?.[0] ?? '';
  const words = text.value.slice(0, text.value.length - explicitId.length);
  // Only words are cut; the spaces between them already let a line wrap.
  const pieces = words
    .split(/(\s+)/)
    .flatMap((word) => splitAtBreakPoints(word).map((piece, index) => ({ piece, index })));
  const nodes: Node[] = [];
  for (const { piece, index } of pieces) {
    if (index > 0) nodes.push({ ...WBR });
    const last = nodes.at(-1);
    if (last?.type === 'text') (last as Text).value += piece;
    else nodes.push({ type: 'text', value: piece });
  }
  if (explicitId) {
    const last = nodes.at(-1);
    if (last?.type === 'text') (last as Text).value += explicitId;
    else nodes.push({ type: 'text', value: explicitId });
  }
  return nodes;
}

export default function remarkHeadingBreakPoints() {
  return (tree: { children: Node[] }): void => {
    for (const node of tree.children) {
      // The table of contents lists levels 2 to 4; the page title (level 1) stays as written.
      if (node.type !== 'heading' || (node as Heading).depth < 2) continue;
      const heading = node as Heading;
      heading.children = heading.children.flatMap((child) =>
        child.type === 'text' ? withBreakPoints(child as Text) : [child],
      );
    }
  };
}
