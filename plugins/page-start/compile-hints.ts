/**
 * Chromium's explicit compile hint on every script of the browser bundle, so V8 compiles it while
 * it downloads, on a background thread, instead of on the main thread as the page starts.
 *
 * V8 compiles a function the first time it is called. A script streamed from the network is only
 * pre-parsed off the main thread, so React's, main.js's and the route's functions were compiled on
 * the main thread while they evaluated and hydrated the page. A script whose first line is the
 * magic comment `//# allFunctionsCalledOnLoad` has all its functions compiled on the streaming
 * thread (Chromium 136 and later; other browsers read a comment).
 */
import type { Compiler } from 'webpack';

const NAME = 'page-start:compile-hints';
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A bundler plugin for the client build: prepends the hint to every chunk's script. */
export class CompileHints {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the minifier, which drops comments; before the content hashes are computed.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}
