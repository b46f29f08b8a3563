// Side-effect CSS imports of DocSearch's styles (the button's with the page, the modal's with the modal).
declare module '@docsearch/css/dist/*.css';

// Written by plugins/provider-catalog at build time.
declare module '@generated/provider-catalog/catalogs.json' {
  import type { CatalogData } from '@site/plugins/provider-catalog/data';
  const catalog: CatalogData;
  export default catalog;
}
