/**
 * Puts each ```mermaid block's drawing (./drawings.ts) on the page in its place: an image of the
 * diagram's own size, in a figure that scrolls sideways where the page is narrower (a phone), so
 * that its text is never scaled down. The block's `title="…"` is the image's text alternative and
 * the figure's label. Docusaurus's image plugin, which runs after this one, bundles the file and
 * sets its size, so the page keeps the diagram's space while it loads.
 */
import path from 'node:path';
import { DIAGRAM_LANG, DRAWN_DIR, drawingName, readManifest, type Manifest } from './drawings';

// The few mdast shapes this plugin reads and writes.
interface Code {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
  value: string;
  position?: { start: { line: number } };
}
type Node = Code | { type: string; children?: Node[]; [field: string]: unknown };
interface VFile {
  path: string;
}

const TITLE = /(?:^|\s)title="([^"]+)"/;
/** Docusaurus's image plugin escapes these in an image's text once too often (3.10: `&#39;` shows). */
const ESCAPED_TWICE = /[&'<>]/;

function attribute(name: string, value: string) {
  return { type: 'mdxJsxAttribute', name, value };
}

function figure(code: Code, file: VFile, manifest: Manifest): Node {
  const where = `${file.path}:${code.position?.start.line ?? 0}`;
  const title = TITLE.exec(code.meta ?? '')?.[1];
  if (!title) {
    throw new Error(
      `${where}: a diagram needs a title="…" after \`\`\`${DIAGRAM_LANG}: it is the text a screen reader reads`,
    );
  }
  if (ESCAPED_TWICE.test(title)) {
    throw new Error(`${where}: a diagram's title cannot hold & ' < or > (write ’ for an apostrophe): "${title}"`);
  }
  const name = drawingName(code.value);
  if (!manifest[name]) {
    throw new Error(`${where}: this diagram has not been drawn (or was edited since): run \`npm run diagrams\``);
  }
  const url = path.relative(path.dirname(file.path), path.join(DRAWN_DIR, name)).split(path.sep).join('/');
  return {
    type: 'mdxJsxFlowElement',
    name: 'figure',
    attributes: [
      attribute('className', 'diagram scroll-box'),
      // Scrolls where the page is narrower (src/css/custom.css): the keyboard can scroll it, and a
      // screen reader names it.
      attribute('role', 'region'),
      attribute('aria-label', `Diagram: ${title}`),
      attribute('tabIndex', '0'),
    ],
    children: [
      { type: 'paragraph', children: [{ type: 'image', url: url.startsWith('.') ? url : `./${url}`, alt: title }] },
    ],
  };
}

export default function remarkDiagrams() {
  return (tree: Node, file: VFile): void => {
    // Read afresh for each page (a drawing may be added while the dev server runs), once per page.
    let manifest: Manifest | undefined;
    const visit = (node: Node) => {
      if (!('children' in node) || !node.children) return;
      node.children = node.children.map((child) =>
        child.type === 'code' && (child as Code).lang === DIAGRAM_LANG
          ? figure(child as Code, file, (manifest ??= readManifest()))
          : child,
      );
      node.children.forEach(visit);
    };
    visit(tree);
  };
}
