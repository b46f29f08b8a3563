/**
 * A bundler plugin for the client build: once the bundle's files are written, it hands them to
 * `compress` (the background thread of ./index.ts), so they are compressed while the pages are
 * rendered. The rendering runs in the build's own thread and left the other core idle, while
 * compressing the bundle (brotli 10 and 11 on some 250 scripts, about 4 s) waited for the
 * post-build steps.
 */
import path from 'node:path';
import type { Compiler } from 'webpack';
import { isCompressible } from '../delivery';

export function compressBundleWhileRendering(
  outDir: string,
  compress: (files: string[]) => void,
): { apply: (compiler: Compiler) => void } {
  return {
    apply(compiler) {
      compiler.hooks.done.tap('post-build:compress-bundle', (stats) => {
        // A bundle with errors fails the build: there is nothing to deliver.
        if (stats.hasErrors()) return;
        compress(
          stats.compilation
            .getAssets()
            .map(({ name }) => path.relative(outDir, path.join(compiler.outputPath, name)))
            .filter(isCompressible),
        );
      });
    },
  };
}
