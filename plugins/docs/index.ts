import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadedContent, PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';

/**
 * The classic docs plugin, minus the list of the version's docs in the version metadata.
 *
 * Each docs page loads its version's metadata: the sidebars, and the id, title, description and
 * sidebar of every doc in the version. That list is read by one thing only, `useDocById`, which
 * only DocCard (the cards of a category index, which this site does not use) calls; yet it was
 * most of the chunk. Without the descriptions it was still 1.2–1.5 KB gzip on every docs page.
 * The list is left empty, so a DocCard added later fails the build at once ("no version doc
 * found by id=..."), naming the page. Page meta descriptions come from each doc's own metadata
 * and are untouched.
 */
export default async function leanDocsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const { contentLoaded } = plugin;
  if (!contentLoaded) throw new Error('plugins/docs: the docs plugin no longer has contentLoaded');
  return {
    ...plugin,
    contentLoaded: (args) =>
      contentLoaded({
        ...args,
        actions: { ...args.actions, addRoute: (route) => args.actions.addRoute(withoutVersionDocs(route)) },
      }),
  };
}

export { validateOptions };

/** The route tree with every `props.version.docs` emptied. */
export function withoutVersionDocs(route: RouteConfig): RouteConfig {
  const version = route.props?.version as { docs?: unknown } | undefined;
  const props = version?.docs === undefined ? route.props : { ...route.props, version: { ...version, docs: {} } };
  return { ...route, props, routes: route.routes?.map(withoutVersionDocs) };
}
