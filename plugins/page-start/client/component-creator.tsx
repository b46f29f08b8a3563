/**
 * Ejected from @docusaurus/core 3.10.2 (lib/client/exports/ComponentCreator.js: the component of
 * each route, which loads the route's modules), in the browser bundle only, with one edit.
 *
 * EDIT (next-auth docs): a route's loadable component is created when the route is first rendered
 * or preloaded, not when the routes table is evaluated. The table holds every route of every
 * docs version, and main.js created a loadable component for each of them as it started, a part
 * of its first task that grew with each version. A page uses a few.
 */
import type { ComponentType, ReactNode } from 'react';
import Loadable from 'react-loadable';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import Loading from '@theme/Loading';
import flat from '@docusaurus/core/lib/client/flat';
import { RouteContextProvider } from '@docusaurus/core/lib/client/routeContext';
import type { PluginRouteContext, RouteChunkNames } from '@docusaurus/types';

/** The module of a route chunk, as `import()` gives it. */
type LoadedModule = { default?: unknown } & Record<string, unknown>;
/** A route's component, with the preload that Docusaurus calls before it renders the route. */
type RouteComponent = ComponentType<object> & { preload: () => Promise<unknown> };
/** The bundler's `require`, which resolves a module's id without loading it. */
type WeakResolver = { resolveWeak: (request: string) => string | number };

function createLoadable(path: string, hash: string): RouteComponent {
  // The 404 page.
  if (path === '*') {
    return Loadable({
      loading: Loading,
      loader: () => import('@theme/NotFound'),
      modules: ['@theme/NotFound'],
      // The bundler's require (resolveWeak is not in Node's types).
      webpack: () => [(require as unknown as WeakResolver).resolveWeak('@theme/NotFound')],
      render(loaded, props) {
        const NotFound = loaded.default;
        return (
          <RouteContextProvider value={{ plugin: { name: 'native', id: 'default' } }}>
            <NotFound {...props} />
          </RouteContextProvider>
        );
      },
    }) as RouteComponent;
  }
  const chunkNames = routesChunkNames[`${path}-${hash}`] as RouteChunkNames;
  const loader: Record<string, () => Promise<LoadedModule>> = {};
  const modules: string[] = [];
  const optsWebpack: (string | number)[] = [];
  // The chunk names flattened to key paths ({ "prop.foo": chunk, "items.0": chunk }); Loadable.Map
  // loads each key.
  const flatChunkNames = flat(chunkNames);
  Object.entries(flatChunkNames).forEach(([keyPath, chunkName]) => {
    const chunkRegistry = registry[chunkName];
    if (chunkRegistry) {
      loader[keyPath] = chunkRegistry[0] as () => Promise<LoadedModule>;
      modules.push(chunkRegistry[1]);
      optsWebpack.push(chunkRegistry[2]);
    }
  });
  return Loadable.Map({
    loading: Loading,
    loader,
    modules,
    webpack: () => optsWebpack,
    render(loaded: Record<string, LoadedModule>, props: object) {
      // Each chunk name of the route's shape is replaced by its loaded module.
      const loadedModules = JSON.parse(JSON.stringify(chunkNames)) as Record<string, unknown>;
      Object.entries(loaded).forEach(([keyPath, loadedModule]) => {
        // JSON modules load as { default: ... } too; the props want the value.
        const chunk = loadedModule.default as Record<string, unknown> | undefined;
        if (!chunk) {
          throw new Error(
            `The page component at ${path} doesn't have a default export. This makes it impossible to render anything. Consider default-exporting a React component.`,
          );
        }
        // A module's other exports go on its default export (a primitive has none to carry).
        if (typeof chunk === 'object' || typeof chunk === 'function') {
          Object.keys(loadedModule)
            .filter((k) => k !== 'default')
            .forEach((nonDefaultKey) => {
              chunk[nonDefaultKey] = loadedModule[nonDefaultKey];
            });
        }
        let val = loadedModules;
        const keys = keyPath.split('.');
        const lastKey = keys.pop() ?? keyPath;
        keys.forEach((k) => {
          val = val[k] as Record<string, unknown>;
        });
        val[lastKey] = chunk;
      });
      const {
        __comp: Component,
        __context: routeContext,
        __props: routeProps,
        ...rest
      } = loadedModules as {
        __comp: ComponentType<object>;
        __context?: PluginRouteContext;
        __props?: object;
      } & Record<string, unknown>;
      return (
        // No context (undefined) reads as null: the parent route's.
        <RouteContextProvider value={routeContext ?? null}>
          <Component {...rest} {...routeProps} {...props} />
        </RouteContextProvider>
      );
    },
  }) as RouteComponent;
}

export default function ComponentCreator(path: string, hash: string): RouteComponent {
  // EDIT: created on first use (see the top of this file).
  let loadable: RouteComponent | undefined;
  const get = () => (loadable ??= createLoadable(path, hash));
  function Route(props: object): ReactNode {
    const Component = get();
    return <Component {...props} />;
  }
  Route.preload = () => get().preload();
  return Route;
}
