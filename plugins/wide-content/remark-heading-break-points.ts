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
  // The text between two break points. Only words are cut; the spaces between them already let a
  // line wrap, so a word's first piece joins the text before it.
  const segments: string[] = [];
  let current = '';
  for (const word of words.split(/(\s+)/)) {
    const [first = '', ...rest] = splitAtBreakPoints(word);
    current += first;
    for (const piece of rest) {
      segments.push(current);
      current = piece;
    }
  }
  segments.push(current + explicitId);
  return segments.flatMap((value, index) => [...(index > 0 ? [{ ...WBR }] : []), { type: 'text', value }]);
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
