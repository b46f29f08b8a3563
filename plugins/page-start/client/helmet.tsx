/**
 * react-helmet-async itself, in a chunk of its own that ./lazy-helmet.tsx loads once the head first
 * has to change. Every Helmet shares one HelmetData, so none needs a HelmetProvider above it.
 */
import type { ReactNode } from 'react';
// The package's own module, past the alias that points its name at ./lazy-helmet.tsx.
import { Helmet, HelmetData, type HelmetProps } from 'react-helmet-async/lib/index.module.js';

const helmetData = new HelmetData({});

export default function SharedHelmet(props: HelmetProps): ReactNode {
  return <Helmet {...props} helmetData={helmetData} />;
}
