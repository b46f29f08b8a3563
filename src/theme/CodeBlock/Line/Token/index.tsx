/**
 * The theme's code token (a pass-through the theme offers for customizing), with its color as a
 * class instead of an inline style (plugins/prism-on-demand/token-class.ts). A plain token (text
 * that is no keyword, string or other kind Prism colors) is its text alone: it takes the line's
 * color, so its element was one more for the browser to lay out and nothing for the reader. An
 * empty line's plain token keeps its element, which holds the line open.
 */
import type { ReactNode } from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line/Token';
import { isBareText, withColorClass } from '@site/plugins/prism-on-demand/token-class';

export default function CodeBlockLineToken({ className, style, ...props }: Props): ReactNode {
  const colored = withColorClass({ className, style });
  if (isBareText(colored)) return props.children;
  return <Token {...props} {...colored} />;
}
