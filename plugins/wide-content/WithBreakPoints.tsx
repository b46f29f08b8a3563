import { Fragment, type ReactNode } from 'react';
import { splitAtBreakPoints } from './break-points';

/** Pieces of one text, with a `<wbr>` break point between each two. */
export function JoinedAtBreakPoints({ pieces }: { pieces: string[] }): ReactNode {
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}

/** Text that may wrap at its slashes, dots and underscores (./break-points.ts), as in docs pages. */
export default function WithBreakPoints({ text }: { text: string }): ReactNode {
  return <JoinedAtBreakPoints pieces={splitAtBreakPoints(text)} />;
}
