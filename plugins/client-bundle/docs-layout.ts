import type { Chunk, ChunkGraph, Compiler, Module } from 'webpack';
import { DOCS_LAYOUT_COMPONENTS, type DocsChunks } from './browser-registry';

/** The docs layout chunk's name: in the bundler's runtime, which maps chunk names to files. */
const DOCS_LAYOUT_CHUNK = 'docs-layout';

/**
 * One chunk for what lays out every docs page: the docs plugin's route components (the docs root,
 * the version root with its sidebar, the doc page with its TOC, pagination and breadcrumbs) and
 * everything they import that main.js does not have, such as the Markdown components (code
 * blocks, admonitions, Mermaid).
 *
 * Docusaurus's bundle split that between the four components' chunks and the chunks of the
 * modules they share with some pages' content, so a docs page loaded seven scripts for its layout,
 * each compressed on its own, one of them (`common`) with the tabs' code whether the page had tabs
 * or not. In one, the compression reuses what the parts have in common: 4.0–5.9 KB gzip less on
 * every docs page, and six fewer requests. Every docs page loads all of it, in every version, so
 * nothing is loaded that was not before; what only some pages' content imports (tabs, provider
 * facts) stays with those pages. Working out the chunk adds about 0.3 s to a cold build.
 */
export function docsLayoutCacheGroup({ layout, routes }: DocsChunks) {
  if (layout.length === 0)
    throw new Error(
      `client-bundle: the route registry has none of the docs layout components (${DOCS_LAYOUT_COMPONENTS.join(', ')})`,
    );
  const layoutChunks = new Set(layout);
  const docsRouteChunks = new Set(routes);
  return {
    name: DOCS_LAYOUT_CHUNK,
    // Taken out of the docs routes' chunks, content included, so a module a page's content shares
    // with the layout (a code block, a link) is not loaded twice; other pages keep their own copy.
    chunks: (chunk: Chunk) => docsRouteChunks.has(chunk.name ?? ''),
    test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
      chunkGraph.getModuleChunks(module).some((chunk) => layoutChunks.has(chunk.name ?? '')),
    enforce: true,
    // Above Docusaurus's `common` (40), which would take the modules most pages share; below its
    // `styles` (50), which gathers every stylesheet into one file.
    priority: 45,
  };
}

/**
 * Links prefetch a route's chunks by name (Docusaurus's `__webpack_require__.gca`, in
 * plugins/page-start/client/docusaurus.ts), and the layout components' chunks are gone, all their
 * modules in the docs layout chunk: their names would find no file, and a link to a docs page
 * would prefetch none of its layout. This adds a step to the runtime's lookup that gives their
 * names the docs layout chunk's file.
 */
export function docsLayoutPrefetchPlugin(
  // Rspack, which bundles the site, has RuntimeModule at the top level only (webpack 5 has both).
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  { RuntimeModule }: typeof import('webpack'),
  { layout }: Pick<DocsChunks, 'layout'>,
) {
  class DocsLayoutChunkAliases extends RuntimeModule {
    constructor() {
      // After Docusaurus's ChunkAssetPlugin, which defines the lookup at STAGE_ATTACH.
      super('DocsLayoutChunkAliases', RuntimeModule.STAGE_TRIGGER);
    }
    override generate(): string {
      return `var gca = __webpack_require__.gca;
__webpack_require__.gca = function (name) { return gca(${JSON.stringify(layout)}.includes(name) ? ${JSON.stringify(DOCS_LAYOUT_CHUNK)} : name); };`;
    }
  }
  const name = 'client-bundle:docs-layout-prefetch';
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.additionalTreeRuntimeRequirements.tap(name, (chunk) => {
          compilation.addRuntimeModule(chunk, new DocsLayoutChunkAliases());
        });
      });
    },
  };
}
