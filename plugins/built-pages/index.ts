/**
 * The built HTML pages, for the post-build steps that look inside them (the search records, the
 * CSP hashes of inline scripts). Each page is read and parsed once and handed to every step in
 * turn: the steps used to parse the whole site three times. Pages are parsed with htmlparser2,
 * three times faster than cheerio's default parser (parse5) on this site's minified pages. Its
 * tree differs in one place, a table body whose head the minifier left without end tags (it nests
 * in the last header cell), which no step reads: the steps get the same from either parser
 * (./built-pages.test.ts, and tests/build/built-pages.test.ts on every built page).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { load, type CheerioAPI } from 'cheerio';

/** A built page as the post-build steps see it. */
export interface BuiltPage {
  /** The file, relative to the output folder ("providers/github/index.html"). */
  file: string;
  /** The route the file serves, when it is one of the site's routes ("/providers/github"). */
  route: string | undefined;
  $: CheerioAPI;
}

export type PageVisitor = (page: BuiltPage) => void;

export function parsePage(html: string): CheerioAPI {
  return load(html, { xml: { xmlMode: false } });
}

/** The built HTML file of a route, or null when the route has none (e.g. a redirect). */
export function htmlFileForRoute(outDir: string, baseUrl: string, route: string): string | null {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  const candidates = [
    path.join(outDir, relative, 'index.html'),
    path.join(outDir, `${relative.replace(/\/$/, '')}.html`),
  ];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/**
 * Reads and parses every HTML file in `outDir` once and hands it to each visitor in turn: first
 * the files of `routes` in the routes' sorted order (a file two routes share, once), then the
 * other HTML files in file order. Between pages it lets the event loop run, so that work another
 * step started on the thread pool (compression) goes on meanwhile.
 */
export async function visitBuiltPages(
  outDir: string,
  { baseUrl, routes }: { baseUrl: string; routes: string[] },
  visitors: PageVisitor[],
): Promise<void> {
  const routeOfFile = new Map<string, string>();
  for (const route of [...routes].sort()) {
    const file = htmlFileForRoute(outDir, baseUrl, route);
    if (file && !routeOfFile.has(path.relative(outDir, file))) routeOfFile.set(path.relative(outDir, file), route);
  }
  const others = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !routeOfFile.has(file))
    .sort();
  for (const file of [...routeOfFile.keys(), ...others]) {
    const page: BuiltPage = {
      file,
      route: routeOfFile.get(file),
      $: parsePage(readFileSync(path.join(outDir, file), 'utf8')),
    };
    for (const visit of visitors) visit(page);
    await setImmediate();
  }
}
