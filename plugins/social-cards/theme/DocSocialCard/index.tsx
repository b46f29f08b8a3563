import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc, useDocsVersion, useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import { CARD_HEIGHT, CARD_WIDTH, DEFAULT_SECTION, cardAlt, socialCardPathOf } from '../../paths';

/**
 * The page's own social card (plugins/social-cards), in place of the site's: rendered at the end of
 * every doc's content (../../remark-social-card.ts), after the site's metadata, so its tags win.
 */
export default function DocSocialCard(): ReactNode {
  const { metadata } = useDoc();
  const { label } = useDocsVersion();
  const breadcrumbs = useSidebarBreadcrumbs();
  const { siteConfig } = useDocusaurusContext();
  const route = metadata.permalink.slice(siteConfig.baseUrl.length - 1);
  const image = useBaseUrl(socialCardPathOf(route), { absolute: true });
  const section = breadcrumbs?.find((item) => item.type === 'category')?.label ?? DEFAULT_SECTION;
  const alt = cardAlt({ title: metadata.title, section, version: label });
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(CARD_WIDTH)} />
      <meta property="og:image:height" content={String(CARD_HEIGHT)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
