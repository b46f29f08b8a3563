/**
 * The theme's Layout with a marker after the page's main content: the page's head asks the
 * browser not to paint before the marker is parsed (see PAINT_AFTER_ID in ../../index.ts).
 */
import type { ReactNode } from 'react';
// The classic theme's own: @theme-init/Layout is Docusaurus's fallback layout, the first theme to give one.
import Layout from '@docusaurus/theme-classic/lib/theme/Layout';
import type { Props } from '@theme/Layout';
import { PAINT_AFTER_ID } from '../../paint-after';

export default function LayoutWithPaintMarker({ children, ...props }: Props): ReactNode {
  return (
    <Layout {...props}>
      {children}
      <span id={PAINT_AFTER_ID} hidden />
    </Layout>
  );
}
