/**
 * Garbage collection at the points where the build leaves the most: when both bundles have built
 * their modules, when both are done (before the static rendering), and when the pages are
 * rendered (before the post-build steps read them all again).
 *
 * Compiling the docs' MDX for both bundles, and rendering every page, each leave hundreds of
 * megabytes of garbage in the build's heap; V8 sizes its heap to the machine (4 GB on a 24 GB one)
 * and collects only when it needs the room, so the build's peak memory depended on when V8
 * happened to collect (1.13 to 1.37 GB over four cold builds, the rendering sometimes starting
 * with 450 MB of it). Collecting at these points, about 80 ms each, makes the peak the live
 * data's.
 *
 * V8 lets a script collect only under --expose-gc, which is turned on here for that moment. (Set
 * when the build starts, the flag slowed the rendering's worker threads by 2 s; the site renders
 * in the build's own thread: see the `faster` options in docusaurus.config.ts.)
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Compiler } from 'webpack';

export function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  // The gc function a context gets under --expose-gc.
  (vm.runInNewContext('gc') as () => void)();
  v8.setFlagsFromString('--no-expose-gc');
}

/** A bundler plugin, for both the client and the server build, that collects at the two points of bundling. */
export function collectGarbageWhileBundling(): { apply: (compiler: Compiler) => void } {
  let built = 0;
  let done = 0;
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('post-build:collect-garbage', (compilation) =>
        compilation.hooks.finishModules.tap('post-build:collect-garbage', () => {
          built += 1;
          if (built === 2) collectGarbage();
        }),
      );
      compiler.hooks.done.tap('post-build:collect-garbage', () => {
        done += 1;
        if (done === 2) collectGarbage();
      });
    },
  };
}
