import { Fragment, type ReactNode } from 'react';
import { splitAtBreakPoints } from './break-points';

/** Text that may wrap at its slashes, dots and underscores (./break-points.ts), as in docs pages. */
export default function WithBreakPoints({ text }: { text: string }): ReactNode {
  return splitAtBreakPoints(text).map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
