/**
 * The route handler of every OAuth provider page, built together: a reader who lands on any one of
 * them copies the page's one file (its facts box sends them to the Example's set-up for the rest).
 * Each page's file goes under a path of its own, `api/provider-pages/<page>/…`, so that one
 * `next build` per router checks every page's file as the reader's app builds it, and a request to
 * `…/<page>/providers` then asks that page's handler which providers it serves.
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

export interface ProviderPageRoute {
  /** The provider id the page's front matter gives. */
  providerId: string;
  /** Where the app serves the page's handler (`/api/provider-pages/github`). */
  basePath: string;
  block: ExampleBlock;
}

export function providerPageRoutes(root: string, docsDir: string, router: 'app' | 'pages'): ProviderPageRoute[] {
  const dir = path.join(docsDir, 'providers');
  return readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .flatMap((name) => {
      const doc = path.join(dir, name);
      const source = readFileSync(path.join(root, doc), 'utf8');
      const providerId = (matter(source).data as { provider?: { id?: string } }).provider?.id;
      const block = extractCodeBlocks(source).find(
        (candidate) => candidate.meta.title === ROUTE_FILES[router] && !('partial' in candidate.meta),
      );
      if (!providerId || !block) return [];
      // A folder name Next.js serves as is ("battle.net" would read as a file name).
      const segment = name.replace(/\.mdx$/, '').replace(/[^a-z0-9-]/gi, '-');
      const basePath = `/api/provider-pages/${segment}`;
      const file = ROUTE_FILES[router].replace('api/auth', basePath.slice(1));
      return [
        {
          providerId,
          basePath,
          block: {
            doc,
            line: block.line,
            apps: ['provider-pages'],
            file,
            next: [0, Infinity],
            code: block.code,
          },
        },
      ];
    });
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
