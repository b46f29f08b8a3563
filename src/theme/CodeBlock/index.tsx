/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock), the root of a code block.
 *
 * EDIT (next-auth docs): no remount after hydration. The original gives the content
 * `key={String(isBrowser)}` so that every code block renders again once the page is interactive,
 * in the colors of the color mode. Our token colors are CSS variables that follow the mode by
 * themselves (config/prism.ts), and a remount would throw away the highlighted static HTML that
 * CodeBlock/Content keeps so that pages do not load Prism.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((element) => isValidElement(element))) return children;
  // The children are now one or more plain strings.
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
}
