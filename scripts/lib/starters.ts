/**
 * The apps a reader starts from: `create-next-app` for each Next.js version and router the
 * getting-started pages lead with or tab for, with the answers the pages assume (TypeScript, a
 * src/ folder, the `@/*` alias; the generator's defaults otherwise). scripts/record-starters.ts
 * writes each one's files into examples/starters/<name>/.
 */
export interface Starter {
  /** The getting-started cell that starts from it (scripts/test-examples.ts). */
  name: string;
  router: 'app' | 'pages';
  nextMajor: number;
  /** The create-next-app version range, as the reader types it after the `@`. */
  createNextApp: string;
  flags: string[];
}

export const STARTERS_DIR = 'examples/starters';

const COMMON = ['--ts', '--eslint', '--tailwind', '--src-dir', '--import-alias', '@/*', '--use-npm'];

export const STARTERS: Starter[] = [
  {
    name: 'next16-app',
    router: 'app',
    nextMajor: 16,
    createNextApp: '16',
    flags: [...COMMON, '--app', '--disable-git', '--skip-install'],
  },
  {
    name: 'next16-pages',
    router: 'pages',
    nextMajor: 16,
    createNextApp: '16',
    flags: [...COMMON, '--no-app', '--disable-git', '--skip-install'],
  },
  // create-next-app 14 always installs and knows neither --skip-install nor --disable-git.
  { name: 'next14-app', router: 'app', nextMajor: 14, createNextApp: '14', flags: [...COMMON, '--app'] },
  { name: 'next14-pages', router: 'pages', nextMajor: 14, createNextApp: '14', flags: [...COMMON, '--no-app'] },
];

/**
 * Files of a starter, besides src/ and public/, that the cells take as they are: Tailwind's set-up,
 * and ESLint's, which `next build` runs over the app before Next.js 16 (an error fails the build).
 */
export const STARTER_CONFIG_FILES = ['postcss.config.mjs', 'tailwind.config.ts', '.eslintrc.json', 'eslint.config.mjs'];

/** The starter a cell of the v4 docs begins from: the one of its Next.js version and router. */
export function starterFor(cell: { router: 'app' | 'pages'; nextMajor: number }): Starter | undefined {
  return STARTERS.find((starter) => starter.router === cell.router && starter.nextMajor === cell.nextMajor);
}
