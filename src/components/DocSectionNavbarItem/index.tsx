/**
 * A navbar link to a doc that is active on the doc's own section only: on the pages beside its doc
 * ("Configuration" on /configuration/*), or on the doc alone when that doc is top-level. The
 * theme's `doc` item is active on every page of the doc's sidebar, and the current docs share one
 * sidebar, so every item of the Documentation dropdown would light up on every docs page.
 * Registered as the navbar item type `custom-docSection` (src/theme/NavbarItem/ComponentTypes.tsx).
 */
import type { ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import { useLayoutDoc } from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props as DocItemProps } from '@theme/NavbarItem/DocNavbarItem';

/** A path as the router compares it: without a trailing slash, and not case-sensitive. */
const comparable = (path: string) => path.replace(/\/$/, '').toLowerCase();

/** The path every page of a doc's section starts with, or null for a top-level doc. */
function sectionPath(docId: string, docPath: string): string | null {
  return docId.includes('/') ? docPath.slice(0, docPath.lastIndexOf('/') + 1) : null;
}

export default function DocSectionNavbarItem({ docId, label, docsPluginId, ...props }: DocItemProps): ReactNode {
  const { pathname } = useLocation();
  // The doc in the version being read: null when that version has no such doc.
  const doc = useLayoutDoc(docId, docsPluginId);
  // Against this doc alone: the docs plugin's useActiveDocContext tries every doc of the site, and
  // each of these items rendered it on every page.
  const onDoc = doc !== null && comparable(pathname) === comparable(doc.path);
  if (doc === null || (doc.unlisted && !onDoc)) return null;
  const section = sectionPath(docId, doc.path);
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={(_match, location) => onDoc || (section !== null && location.pathname.startsWith(section))}
      label={label ?? doc.id}
      to={doc.path}
    />
  );
}
