/**
 * The browser every Chromium-driven check uses: the system's Chromium (never a downloaded one),
 * started so that every host but this machine fails to resolve, and a stray request to another
 * host fails loudly instead of reaching the network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const HOST_RESOLVER_RULES = 'MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1';

export const OFFLINE_CHROMIUM_ARGS = [
  `--host-resolver-rules=${HOST_RESOLVER_RULES}`,
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
