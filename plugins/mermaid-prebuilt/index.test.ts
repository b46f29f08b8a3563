import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import mermaidPrebuiltPlugin, { OUTPUT_DIR } from './index';

/** The definitions the plugin gives the bundler for one bundle, with a DefinePlugin that records them. */
function definitions(baseUrl: string, isServer: boolean): Record<string, string> {
  const defined: Record<string, string> = {};
  class DefinePlugin {
    constructor(readonly values: Record<string, string>) {
      Object.assign(defined, values);
    }
  }
  const plugin = mermaidPrebuiltPlugin({ baseUrl } as LoadContext);
  const configure = plugin.configureWebpack as unknown as (
    config: object,
    isServer: boolean,
    utils: { currentBundler: { instance: { DefinePlugin: typeof DefinePlugin } } },
  ) => unknown;
  configure({}, isServer, { currentBundler: { instance: { DefinePlugin } } });
  return defined;
}

describe('mermaid-prebuilt', () => {
  it('points the browser at the copied entry under the site base URL', () => {
    for (const isServer of [false, true]) {
      expect(JSON.parse(definitions('/', isServer).__MERMAID_PREBUILT_URL__!)).toBe(
        `/${OUTPUT_DIR}/mermaid.esm.min.mjs`,
      );
      expect(JSON.parse(definitions('/docs/', isServer).__MERMAID_PREBUILT_URL__!)).toBe(
        `/docs/${OUTPUT_DIR}/mermaid.esm.min.mjs`,
      );
    }
  });
});
