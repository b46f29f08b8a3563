import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadedContent, PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';

/**
 * The classic docs plugin, minus every doc's description in the version metadata.
 *
 * Each docs page loads its version's metadata: the sidebars plus the id, title, description and
 * sidebar of every doc in the version. Only DocCard (category index cards, which this site does
 * not use) reads the description, yet it is over half of the chunk: about 4 KB gzip on every docs
 * page. Page meta descriptions come from each doc's own metadata and are untouched.
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
        actions: { ...args.actions, addRoute: (route) => args.actions.addRoute(withoutDocDescriptions(route)) },
      }),
  };
}

export { validateOptions };

interface VersionDocs {
  [id: string]: { description?: string };
}

/** The route tree with `description` dropped from every `props.version.docs` entry. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as { docs?: VersionDocs } | undefined;
  const props =
    version?.docs === undefined
      ? route.props
      : {
          ...route.props,
          version: {
            ...version,
            docs: Object.fromEntries(
              Object.entries(version.docs).map(([id, { description: _description, ...doc }]) => [id, doc]),
            ),
          },
        };
  return { ...route, props, routes: route.routes?.map(withoutDocDescriptions) };
}
