// Side-effect CSS import of the DocSearch modal styles, loaded with the modal.
declare module '@docsearch/react/style';

// Written by plugins/provider-catalog at build time.
declare module '@generated/provider-catalog/v4.json' {
  import type { CatalogEntry } from '@site/plugins/provider-catalog/catalog';
  const catalog: CatalogEntry[];
  export default catalog;
}
