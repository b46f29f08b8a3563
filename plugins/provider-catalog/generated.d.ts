// Written by ./index.ts at build time, imported by theme/ProviderCatalog.
declare module '@generated/provider-catalog/catalogs.json' {
  import type { CatalogData } from '@site/plugins/provider-catalog/data';
  const catalog: CatalogData;
  export default catalog;
}
