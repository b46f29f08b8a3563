/**
 * The matrix of example cells: which app of which docs is built in which package world, with
 * which Next.js version and router (scripts/test-examples.ts runs them).
 */
import { versionLabelled } from '../../config/versions';
import type { Cell } from './examples';
import { type InstallCommand, installCommandsOfPath } from './install-commands';
import { type Starter, starterFor } from './starters';

// The cells run the code of the docs of next-auth 4 and of next-auth 3, wherever those docs live.
export const V4_DOCS = versionLabelled('v4').contentDir;
const V3_DOCS = versionLabelled('v3').contentDir;

/**
 * The v3 Example's world: a new app from an empty folder (`npm init -y`, whose package.json holds no
 * packages) and the install commands of the page's "A new app" section.
 */
export const V3_WORLD = {
  dir: 'examples/v3-next12',
  installPath: `${V3_DOCS}/getting-started/example.mdx#new-app`,
};

export const CELLS: Cell[] = [
  {
    name: 'next16-app',
    dir: 'examples/next16-app',
    app: 'getting-started',
    docsDir: V4_DOCS,
    router: 'app',
    nextMajor: 16,
    flows: 'v4',
  },
  {
    name: 'next16-pages',
    dir: 'examples/next16-pages',
    app: 'getting-started',
    docsDir: V4_DOCS,
    router: 'pages',
    nextMajor: 16,
    flows: 'v4',
  },
  {
    name: 'next14-app',
    dir: 'examples/next14-app',
    app: 'getting-started',
    docsDir: V4_DOCS,
    router: 'app',
    nextMajor: 14,
    flows: 'v4',
  },
  {
    name: 'next14-pages',
    dir: 'examples/next14-pages',
    app: 'getting-started',
    docsDir: V4_DOCS,
    router: 'pages',
    nextMajor: 14,
    flows: 'v4',
  },
  // The advanced handlers of the Initialization page, in the package worlds of three cells above.
  {
    name: 'next16-app-initialization',
    dir: 'examples/next16-app',
    app: 'initialization',
    docsDir: V4_DOCS,
    router: 'app',
    nextMajor: 16,
    flows: 'initialization',
  },
  {
    name: 'next16-pages-initialization',
    dir: 'examples/next16-pages',
    app: 'initialization',
    docsDir: V4_DOCS,
    router: 'pages',
    nextMajor: 16,
    flows: 'initialization',
  },
  {
    name: 'next14-app-initialization',
    dir: 'examples/next14-app',
    app: 'initialization',
    docsDir: V4_DOCS,
    router: 'app',
    nextMajor: 14,
    flows: 'initialization',
  },
  // The Email example, in the package worlds of the other v4 cells.
  {
    name: 'next16-pages-email',
    dir: 'examples/next16-pages',
    app: 'email',
    docsDir: V4_DOCS,
    router: 'pages',
    nextMajor: 16,
    flows: 'email',
  },
  {
    name: 'next14-app-email',
    dir: 'examples/next14-app',
    app: 'email',
    docsDir: V4_DOCS,
    router: 'app',
    nextMajor: 14,
    flows: 'email',
  },
  {
    name: 'next14-pages-email',
    dir: 'examples/next14-pages',
    app: 'email',
    docsDir: V4_DOCS,
    router: 'pages',
    nextMajor: 14,
    flows: 'email',
  },
  {
    name: 'next16-email',
    dir: 'examples/next16-email',
    app: 'email',
    docsDir: V4_DOCS,
    router: 'app',
    nextMajor: 16,
    flows: 'email',
  },
  // The Custom pages page's pages on the Email example, under both routers (and the App Router on
  // Next.js 14, where searchParams is an object the pages' await passes through).
  {
    name: 'next16-email-custom-pages',
    dir: 'examples/next16-email',
    app: 'custom-pages',
    extends: 'email',
    docsDir: V4_DOCS,
    router: 'app',
    nextMajor: 16,
    flows: 'custom-pages',
  },
  {
    name: 'next14-app-custom-pages',
    dir: 'examples/next14-app',
    app: 'custom-pages',
    extends: 'email',
    docsDir: V4_DOCS,
    router: 'app',
    nextMajor: 14,
    flows: 'custom-pages',
  },
  {
    name: 'next16-pages-custom-pages',
    dir: 'examples/next16-pages',
    app: 'custom-pages',
    extends: 'email',
    docsDir: V4_DOCS,
    router: 'pages',
    nextMajor: 16,
    flows: 'custom-pages',
  },
  // A reader landing on a provider page from a search: that page alone on the starter.
  {
    name: 'next16-app-landing-github',
    dir: 'examples/next16-app',
    app: 'landing-github',
    docsDir: V4_DOCS,
    router: 'app',
    nextMajor: 16,
    flows: 'landing',
    page: `${V4_DOCS}/providers/github.mdx`,
  },
  {
    name: 'next16-pages-landing-github',
    dir: 'examples/next16-pages',
    app: 'landing-github',
    docsDir: V4_DOCS,
    router: 'pages',
    nextMajor: 16,
    flows: 'landing',
    page: `${V4_DOCS}/providers/github.mdx`,
  },
  // A reader landing on the Next.js page: its files, with the auth options (the Example's, which
  // needs the Credentials page's file and the TypeScript page's types) and the route handler
  // (Initialization) that it sends the reader to.
  ...(['app', 'pages'] as const).map((router): Cell => ({
    name: `next16-${router}-landing-nextjs`,
    dir: `examples/next16-${router}`,
    app: 'getting-started',
    docsDir: V4_DOCS,
    router,
    nextMajor: 16,
    flows: 'landing-nextjs',
    landing: {
      page: `${V4_DOCS}/configuration/nextjs.mdx`,
      brings: [
        'lib/auth.ts',
        'lib/credentials.ts',
        'types/next-auth.d.ts',
        router === 'app' ? 'app/api/auth/[...nextauth]/route.ts' : 'pages/api/auth/[...nextauth].ts',
      ],
    },
  })),
  // A reader landing on the Credentials page: its provider file and login page (App Router), with
  // the auth options it names (the Example's, and the types they need) and the route handler.
  {
    name: 'next16-app-landing-credentials',
    dir: 'examples/next16-app',
    app: 'getting-started',
    docsDir: V4_DOCS,
    router: 'app',
    nextMajor: 16,
    flows: 'landing-credentials',
    landing: {
      page: `${V4_DOCS}/configuration/providers/credentials.mdx`,
      brings: ['lib/auth.ts', 'types/next-auth.d.ts', 'app/api/auth/[...nextauth]/route.ts'],
    },
  },
  // Every OAuth provider page's route handler and every complete options file of the configuration
  // pages, as a reader who lands on that page copies it (scripts/lib/landing-files.ts).
  ...(['app', 'pages'] as const).map((router): Cell => ({
    name: `next16-${router}-landing-files`,
    dir: `examples/next16-${router}`,
    app: 'landing-files',
    docsDir: V4_DOCS,
    router,
    nextMajor: 16,
    flows: 'landing-files',
  })),
  {
    name: 'v3-next12',
    dir: V3_WORLD.dir,
    app: 'v3-example',
    docsDir: V3_DOCS,
    router: 'pages',
    nextMajor: 12,
    flows: 'v3',
    page: `${V3_DOCS}/getting-started/example.mdx`,
  },
];

/**
 * Where the reader of each v4 app types install commands, in order: a page, or one section of a
 * page that offers alternatives (`#anchor`). Each world's package.json is its starter's after the
 * commands of every app it builds (`npm run test:examples -- --fresh` runs them as printed).
 */
const EMAIL_INSTALLS = [
  `${V4_DOCS}/getting-started/example.mdx`,
  `${V4_DOCS}/adapters.mdx#sqlite-with-typeorm`,
  `${V4_DOCS}/configuration/providers/email.mdx`,
];
const INSTALL_PATHS: Record<string, string[]> = {
  'getting-started': [`${V4_DOCS}/getting-started/example.mdx`],
  initialization: [`${V4_DOCS}/getting-started/example.mdx`],
  email: EMAIL_INSTALLS,
  // The Custom pages page installs nothing more.
  'custom-pages': EMAIL_INSTALLS,
};

export interface V4World {
  dir: string;
  /** The cells built in it, all of one Next.js version and router. */
  cells: Cell[];
  /** What create-next-app gave the reader of its cells. */
  starter: Starter;
}

/** The v4 package worlds, each with the apps built in it and the starter they begin from. */
export function v4Worlds(): V4World[] {
  const worlds = new Map<string, Cell[]>();
  for (const cell of CELLS.filter((candidate) => candidate.flows !== 'v3'))
    worlds.set(cell.dir, [...(worlds.get(cell.dir) ?? []), cell]);
  return [...worlds].map(([dir, cells]) => {
    const starter = cells[0] && starterFor(cells[0]);
    if (!starter) throw new Error(`${dir}: no starter for its cells' Next.js version and router`);
    return { dir, cells, starter };
  });
}

/** The install commands a world's readers type: those along every one of its apps' paths, each once. */
export function installCommandsOfWorld(root: string, world: V4World): InstallCommand[] {
  return installCommandsOfPath(root, [...new Set(world.cells.flatMap((cell) => INSTALL_PATHS[cell.app] ?? []))]);
}
