/**
 * The files a reader who lands on one page copies on their own, built together, each under a path of
 * its own (`api/landing/<page>…`), so that one `next build` per router checks them all as the
 * reader's app builds them, and a request to `…/providers` then asks each one's handler what it
 * serves:
 *
 * - every OAuth provider page's route handler (its facts box sends the reader to the Example's
 *   set-up for the rest);
 * - every complete `lib/auth.ts` of the configuration pages and the Adapters page, served by the
 *   Example's route handler, which those pages send the reader to, with its import pointed at it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { extractCodeBlocks } from './code-blocks';
import type { ExampleBlock } from './examples';

const ROUTE_FILES = {
  app: 'app/api/auth/[...nextauth]/route.ts',
  pages: 'pages/api/auth/[...nextauth].ts',
} as const;
const OPTIONS_FILE = 'lib/auth.ts';
/** The page whose route handler serves the options files, importing them from `@/lib/auth`. */
const SET_UP_PAGE = 'getting-started/example.mdx';

export interface LandingRoute {
  /** Where the app serves the handler (`/api/landing/providers-github`). */
  basePath: string;
  /** The provider id the handler must serve, where the page's front matter gives one. */
  providerId?: string;
  /** The blocks written for it: the page's file, and the route handler that serves an options file. */
  blocks: ExampleBlock[];
}

function block(doc: string, line: number, file: string, code: string): ExampleBlock {
  return { doc, line, apps: ['landing-files'], file, next: [0, Infinity], code };
}

/** A folder name for a page and block that Next.js serves as is ("battle.net" would read as a file name). */
function segmentOf(page: string, line?: number): string {
  const name = page.replace(/\.mdx$/, '').replace(/[^a-z0-9]+/gi, '-');
  return line === undefined ? name : `${name}-${line}`;
}

function routeFile(router: 'app' | 'pages', basePath: string): string {
  return ROUTE_FILES[router].replace('api/auth', basePath.slice(1));
}

function providerPageRoutes(root: string, docsDir: string, router: 'app' | 'pages'): LandingRoute[] {
  const dir = path.join(docsDir, 'providers');
  return readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .flatMap((name) => {
      const doc = path.join(dir, name);
      const source = readFileSync(path.join(root, doc), 'utf8');
      const providerId = (matter(source).data as { provider?: { id?: string } }).provider?.id;
      const route = extractCodeBlocks(source).find(
        (candidate) => candidate.meta.title === ROUTE_FILES[router] && !('partial' in candidate.meta),
      );
      if (!providerId || !route) return [];
      const basePath = `/api/landing/${segmentOf(`providers/${name}`)}`;
      return [{ basePath, providerId, blocks: [block(doc, route.line, routeFile(router, basePath), route.code)] }];
    });
}

function optionsFileRoutes(root: string, docsDir: string, router: 'app' | 'pages'): LandingRoute[] {
  const setUp = path.join(docsDir, SET_UP_PAGE);
  const handler = extractCodeBlocks(readFileSync(path.join(root, setUp), 'utf8')).find(
    (candidate) => candidate.meta.title === ROUTE_FILES[router],
  );
  if (!handler?.code.includes('"@/lib/auth"'))
    throw new Error(`${setUp}: no ${ROUTE_FILES[router]} that imports "@/lib/auth"`);
  const pages = [
    'adapters.mdx',
    ...readdirSync(path.join(root, docsDir, 'configuration'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => path.join('configuration', name)),
  ].sort();
  return pages.flatMap((page) => {
    const doc = path.join(docsDir, page);
    return extractCodeBlocks(readFileSync(path.join(root, doc), 'utf8'))
      .filter(
        (candidate) =>
          candidate.meta.title === OPTIONS_FILE && !('partial' in candidate.meta) && !('app' in candidate.meta),
      )
      .map((options) => {
        const segment = segmentOf(page, options.line);
        const basePath = `/api/landing/${segment}`;
        const module = `lib/landing/${segment}`;
        return {
          basePath,
          blocks: [
            block(doc, options.line, `${module}.ts`, options.code),
            block(
              setUp,
              handler.line,
              routeFile(router, basePath),
              handler.code.replace('"@/lib/auth"', `"@/${module}"`),
            ),
          ],
        };
      });
  });
}

export function landingRoutes(root: string, docsDir: string, router: 'app' | 'pages'): LandingRoute[] {
  return [...providerPageRoutes(root, docsDir, router), ...optionsFileRoutes(root, docsDir, router)];
}

/**
 * The variables the provider pages have the reader put in `.env.local`, with the pages' own example
 * values (an issuer URL where the page gives one), for the one server that serves every page's
 * handler. A name the front matter lists but no block sets gets a placeholder.
 */
export function providerPagesEnvironment(root: string, docsDir: string): Record<string, string> {
  const dir = path.join(docsDir, 'providers');
  const env: Record<string, string> = {};
  for (const name of readdirSync(path.join(root, dir)).filter((file) => file.endsWith('.mdx'))) {
    const source = readFileSync(path.join(root, dir, name), 'utf8');
    const listed = (matter(source).data as { provider?: { env?: string[] } }).provider?.env ?? [];
    for (const variable of listed) env[variable] ??= `${variable.toLowerCase()}-value`;
    for (const block of extractCodeBlocks(source).filter((candidate) => candidate.meta.title === '.env.local')) {
      for (const [, variable = '', value = ''] of block.code.matchAll(/^(\w+)=(.*)$/gm))
        if (!variable.startsWith('NEXTAUTH_')) env[variable] = value.replace(/^"(.*)"$/, '$1');
    }
  }
  return env;
}
