import { isValidElement, Children, type ComponentProps, type ReactNode } from 'react';
import Code from '@theme-original/MDXComponents/Code';
import CodeInline from '@theme/CodeInline';

type Props = ComponentProps<typeof Code>;

/**
 * Inline code with `<wbr>` break points (plugins/wide-content) stays inline: the original takes
 * any code whose children are not all strings for a code block.
 */
export default function CodeWrapper(props: Props): ReactNode {
  const pieces = Children.toArray(props.children);
  const inlineWithBreakPoints =
    pieces.some((piece) => isValidElement(piece) && piece.type === 'wbr') &&
    pieces.every((piece) =>
      typeof piece === 'string' ? !piece.includes('\n') : isValidElement(piece) && piece.type === 'wbr',
    );
  return inlineWithBreakPoints ? <CodeInline {...props} /> : <Code {...props} />;
}
