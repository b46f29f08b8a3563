/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (lib/nprogress.js: the client module that shows a
 * progress bar at the top of the page when a client-side navigation takes longer than 200 ms), in
 * the browser bundle only, with one edit.
 *
 * EDIT (next-auth docs): the nprogress library (about 1.6 KB gzip) is a chunk of its own,
 * prefetched at low priority once main.js runs and loaded at the first client-side navigation,
 * instead of a part of main.js, which every page runs as it starts. A bar that is due before the
 * library has arrived shows when it arrives, if the navigation is still going on.
 */
import type { ClientModule } from '@docusaurus/types';
import type { NProgress } from 'nprogress';
import '@docusaurus/theme-classic/lib/nprogress.css';

const delay = 200;

let loading: Promise<NProgress> | undefined;
let progress: NProgress | undefined;
/** The navigation under way, if any: the one a bar may be shown for. */
let navigation: object | undefined;

function loadProgress(): Promise<NProgress> {
  loading ??= import(/* webpackPrefetch: true */ 'nprogress').then(
    ({ default: nprogress }) => {
      nprogress.configure({ showSpinner: false });
      progress = nprogress;
      return nprogress;
    },
    (error: unknown) => {
      // Offline, say: no bar this time, and the next navigation tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      const current = {};
      navigation = current;
      const progressBarTimeout = window.setTimeout(() => {
        loadProgress().then(
          (nprogress) => {
            if (navigation === current) nprogress.start();
          },
          () => undefined,
        );
      }, delay);
      return () => window.clearTimeout(progressBarTimeout);
    }
    return undefined;
  },
  onRouteDidUpdate() {
    navigation = undefined;
    progress?.done();
  },
};

export default clientModule;
