/**
 * The global not-found page (the theme marks NotFound safe to eject): the theme's layout around
 * our help.
 */
import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import NotFoundHelp from './NotFoundHelp';

export default function NotFound(): ReactNode {
  return (
    <Layout>
      <NotFoundHelp />
    </Layout>
  );
}
