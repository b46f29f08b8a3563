/**
 * Page weight: the gzip size of the built scripts and stylesheets a page loads, measured from the
 * production build the tests serve. Budgets from the performance issue (KB = 1,024 bytes).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

const KB = 1024;
export const BUDGET = {
  /** Scripts of any docs page, and of the home page. */
  docsJs: 150 * KB,
  homeJs: 160 * KB,
  css: 20 * KB,
};

const BUILD = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');
const sizes = new Map<string, number>();

/** Gzip size (level 9) of a built file, by its URL path. */
function gzipSize(pathname: string): number {
  let size = sizes.get(pathname);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(BUILD, decodeURIComponent(pathname))), { level: 9 }).length;
    sizes.set(pathname, size);
  }
  return size;
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Records the scripts and stylesheets the page requests, from now on until `reset()`.
 * Link prefetches of other pages are not the page's cost (their resource type is "other").
 */
export function recordAssets(page: Page) {
  const files = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const type = request.resourceType();
    if (url.hostname === '127.0.0.1' && (type === 'script' || type === 'stylesheet')) files.add(url.pathname);
  });
  return {
    reset: () => files.clear(),
    weigh() {
      const list = [...files];
      const sum = (suffix: string) =>
        list.filter((file) => file.endsWith(suffix)).reduce((total, file) => total + gzipSize(file), 0);
      return { js: sum('.js'), css: sum('.css'), files: list.length };
    },
  };
}
