/**
 * The site's root, around every page (Docusaurus's documented wrapper). After each change of
 * location it offers the section a link's hash names in an older version (src/olderSectionOffer).
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { offerOlderSection } from '@site/src/olderSectionOffer';

export default function Root({ children }: { children: ReactNode }): ReactNode {
  const location = useLocation();
  const { siteConfig } = useDocusaurusContext();
  useEffect(() => offerOlderSection(location, siteConfig), [location, siteConfig]);
  return children;
}
