/**
 * Ends every doc's content with `<DocSocialCard />` (./theme/DocSocialCard), which names the page's
 * own card in its head. Content is the one place a doc renders from that Docusaurus lets a site
 * add to (a `<head>` in MDX is documented); it renders after the theme's metadata, so the card's
 * tags take the place of the site's. Partials (`_name.mdx`, or in a `_folder`) are left alone:
 * they render inside a doc that has its card already.
 */
import path from 'node:path';
import { SITE_DIR, isPartial } from '../../config/versions';

const COMPONENT = 'DocSocialCard';
const SOURCE = '@theme/DocSocialCard';

// The few mdast shapes this plugin reads and writes.
interface Root {
  type: 'root';
  children: unknown[];
}
interface VFile {
  path: string;
}

/** `import DocSocialCard from '@theme/DocSocialCard';`, as MDX expects an import: with its syntax tree. */
const importNode = {
  type: 'mdxjsEsm',
  value: `import ${COMPONENT} from '${SOURCE}';`,
  data: {
    estree: {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ImportDeclaration',
          specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: COMPONENT } }],
          source: { type: 'Literal', value: SOURCE, raw: `'${SOURCE}'` },
        },
      ],
    },
  },
};

export default function remarkSocialCard() {
  return (tree: Root, file: VFile): void => {
    // Within the site: a folder above it may start with `_` too.
    if (isPartial(path.relative(SITE_DIR, file.path))) return;
    tree.children.unshift(structuredClone(importNode));
    tree.children.push({ type: 'mdxJsxFlowElement', name: COMPONENT, attributes: [], children: [] });
  };
}
