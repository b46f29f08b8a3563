/**
 * The theme's code line, with its tokens' colors as classes (plugins/prism-on-demand/token-class.ts)
 * instead of inline styles, and no inline style on the line itself: its color is the code
 * block's, which it inherits.
 */
import type { ReactNode } from 'react';
import type { LineInputProps, TokenInputProps } from 'prism-react-renderer';
import Line from '@theme-original/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Line';
import { colorClassOf, withoutColor } from '@site/plugins/prism-on-demand/token-class';

export default function CodeBlockLine({ getLineProps, getTokenProps, ...props }: Props): ReactNode {
  return (
    <Line
      {...props}
      getLineProps={(input: LineInputProps) => {
        const lineProps = getLineProps(input);
        return { ...lineProps, style: withoutColor(lineProps.style) };
      }}
      getTokenProps={(input: TokenInputProps) => {
        const tokenProps = getTokenProps(input);
        const colorClass = colorClassOf(tokenProps.style?.color);
        if (!colorClass) return tokenProps;
        return {
          ...tokenProps,
          className: `${tokenProps.className} ${colorClass}`,
          style: withoutColor(tokenProps.style),
        };
      }}
    />
  );
}
