/**
 * The title of a code block, usually a file path (`app/api/auth/[...nextauth]/route.ts`). On a
 * phone a long path needs two lines: it may break only after a slash or at a space, never inside a
 * file or folder name (the parts do not wrap; src/css/custom.css). It takes the place of the theme's
 * Title, a pass-through the theme ships for sites to customize (contributing/upgrading.md).
 */
import { Fragment, type ReactNode } from 'react';

export default function CodeBlockTitle({ children }: { children: ReactNode }): ReactNode {
  if (typeof children !== 'string') return children;
  // Each part ends with the slash or space after which a line may break.
  const parts = children.split(/(?<=[/ ])/);
  return (
    <span className="code-title">
      {parts.map((part, index) => (
        <Fragment key={index}>
          <span className="code-title__part">{part}</span>
          <wbr />
        </Fragment>
      ))}
    </span>
  );
}
