/**
 * What `mermaid` resolves to in both bundles (./index.ts): the prebuilt Mermaid the browser
 * imported natively. The theme's diagram component is rendered only once `loadMermaid()` has
 * resolved (src/theme/Mermaid), so by the time it calls Mermaid the module is here.
 */
import type { Mermaid } from 'mermaid';

declare const __MERMAID_PREBUILT_URL__: string;

let loaded: Mermaid | undefined;
let loading: Promise<Mermaid> | undefined;

/** Imports the prebuilt Mermaid; a failed import is not remembered, so a retry fetches it again. */
export function loadMermaid(): Promise<Mermaid> {
  loading ??= (import(/* webpackIgnore: true */ __MERMAID_PREBUILT_URL__) as Promise<{ default: Mermaid }>).then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function mermaid(): Mermaid {
  if (!loaded) throw new Error('Mermaid was used before loadMermaid() resolved');
  return loaded;
}

/** Mermaid's API, read from the loaded module at each use (its methods keep it as `this`). */
export default new Proxy({} as Mermaid, {
  get(_target, key) {
    const loadedMermaid = mermaid();
    const value: unknown = Reflect.get(loadedMermaid, key);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(loadedMermaid) : value;
  },
});
