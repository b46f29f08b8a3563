/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/NavbarItem/DocNavbarItem), a leaf that
 * cannot be wrapped: it hard-codes when the item is active.
 * Our edit is marked "EDIT (next-auth docs)": the original marks an item active on every page of
 * the doc's sidebar, and our current docs share one sidebar, so every item of the Documentation
 * dropdown lit up on every docs page. An item is now active on its own section only: the pages
 * beside its doc ("Configuration" on /configuration/*), or its doc alone when that is top-level.
 */
import type { ReactNode } from 'react';
import { useActiveDocContext, useLayoutDoc } from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props } from '@theme/NavbarItem/DocNavbarItem';

/** The path every page of a doc's section starts with, or null for a top-level doc. */
function sectionPath(docId: string, docPath: string): string | null {
  return docId.includes('/') ? docPath.slice(0, docPath.lastIndexOf('/') + 1) : null;
}

export default function DocNavbarItem({ docId, label: staticLabel, docsPluginId, ...props }: Props): ReactNode {
  const { activeDoc } = useActiveDocContext(docsPluginId);
  const doc = useLayoutDoc(docId, docsPluginId);
  const pageActive = activeDoc?.path === doc?.path;
  // Draft and unlisted items are not displayed in the navbar.
  if (doc === null || (doc.unlisted && !pageActive)) {
    return null;
  }
  // EDIT (next-auth docs): active on the doc's section, not on its whole sidebar.
  const section = sectionPath(docId, doc.path);
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={(_match, location) => pageActive || (section !== null && location.pathname.startsWith(section))}
      label={staticLabel ?? doc.id}
      to={doc.path}
    />
  );
}
