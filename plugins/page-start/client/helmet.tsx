/**
 * react-helmet-async's Helmet for plugins/page-start's <Head> (./head.tsx), in a chunk of its own that
 * loads once the head first has to change. Every Helmet shares one HelmetData, so none needs a
 * HelmetProvider above it (the browser's app has none: ./client-entry.tsx).
 */
import type { ReactNode } from 'react';
import { Helmet, HelmetData } from 'react-helmet-async';
import type { Props } from '@docusaurus/Head';

const helmetData = new HelmetData({});

export default function SharedHelmet(props: Props): ReactNode {
  return <Helmet {...props} helmetData={helmetData} />;
}
