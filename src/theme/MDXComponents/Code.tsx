import type { ComponentProps, ReactNode } from 'react';
import Code from '@theme-original/MDXComponents/Code';
import CodeInline from '@theme/CodeInline';
import WithBreakPoints from '@site/plugins/wide-content/WithBreakPoints';

// The theme's Code takes what MDX passes an inline or block `code` element.
type Props = ComponentProps<'code'>;

/**
 * Inline code (a string without a line break, as the original decides) may wrap at its break
 * points (plugins/wide-content), so a long identifier or path never widens a phone screen. The
 * break points are made here, when the page renders, rather than written into every page's
 * compiled content, where each `<wbr>` would add to the page's JavaScript.
 */
export default function CodeWrapper(props: Props): ReactNode {
  const { children } = props;
  if (typeof children === 'string' && !children.includes('\n')) {
    return (
      <CodeInline {...props}>
        <WithBreakPoints text={children} />
      </CodeInline>
    );
  }
  return <Code {...props} />;
}
