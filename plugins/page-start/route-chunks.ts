/**
 * Lets each page list the scripts of its route, so the browser downloads them beside main.js.
 *
 * Docusaurus lists a page's scripts from the client manifest, by the modules the page rendered:
 * react-loadable names those by their import request ("@site/docs/faq.mdx"), while the manifest
 * (react-loadable-ssr-addon) knows a lazily loaded chunk only by its chunk name. No page found
 * its route's chunks there, so every page listed the entry scripts alone, and its route's chunks
 * were asked for only once main.js had run: a second round trip before the page could start, and
 * main.js's first task spent adding their script elements. This adds, for each lazily imported
 * module, its request as another name of its chunk group's chunks.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Compilation, Compiler } from 'webpack';

const NAME = 'page-start:route-chunks';

/** The parts of react-loadable-ssr-addon's manifest read here: chunk ids by origin name. */
interface ClientManifest {
  origins: Record<string, (string | number)[] | undefined>;
}

/** Adds each lazily imported module's request to `manifest`'s origins; returns how many were added. */
function addImportRequests(manifest: ClientManifest, chunkGroups: Compilation['chunkGroups']): number {
  let added = 0;
  for (const group of chunkGroups) {
    const chunkIds = group.name ? manifest.origins[group.name] : undefined;
    if (!chunkIds) continue;
    for (const { request } of group.origins) {
      if (!request || manifest.origins[request]) continue;
      manifest.origins[request] = chunkIds;
      added += 1;
    }
  }
  return added;
}

/** A bundler plugin for the client build that completes the manifest at `manifestPath` once it is written. */
export class RouteChunksInManifest {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: Compiler): void {
    // After react-loadable-ssr-addon, which writes the manifest on emit at the default stage.
    compiler.hooks.emit.tap({ name: NAME, stage: 100 }, (compilation) => {
      const manifest = JSON.parse(readFileSync(this.manifestPath, 'utf8')) as ClientManifest;
      if (addImportRequests(manifest, compilation.chunkGroups) === 0) {
        throw new Error(`${NAME}: no lazily imported module found in ${this.manifestPath}`);
      }
      writeFileSync(this.manifestPath, JSON.stringify(manifest));
    });
  }
}
