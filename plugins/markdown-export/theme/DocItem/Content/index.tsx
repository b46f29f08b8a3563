import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import type { WrapperProps } from '@docusaurus/types';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import { markdownPathOf } from '../../../paths';
import CopyPage from '../../CopyPage';

/** Every docs page announces its Markdown form and offers to copy it, beside the title. */
export default function DocItemContent(props: WrapperProps<typeof ContentType>): ReactNode {
  const { metadata } = useDoc();
  const markdownPath = markdownPathOf(metadata.permalink);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownPath} title="This page as Markdown" />
      </Head>
      <CopyPage markdownPath={markdownPath} />
      <Content {...props} />
    </>
  );
}
