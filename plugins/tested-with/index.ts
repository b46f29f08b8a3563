import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { z } from 'zod';

/** What the lockfile of an example cell says was installed: the versions its flows ran on. */
export interface TestedStack {
  next: string;
  react: string;
  nextAuth: string;
}

const lockfileSchema = z.object({
  packages: z.object({
    'node_modules/next': z.object({ version: z.string() }),
    'node_modules/react': z.object({ version: z.string() }),
    'node_modules/next-auth': z.object({ version: z.string() }),
  }),
});

/** Folders of `examples/` that are not package worlds: create-next-app's output (scripts/lib/starters.ts). */
const NOT_CELLS = new Set(['starters']);

/**
 * The stacks the example cells under `examples/` are installed with, newest Next.js first, one
 * entry per Next.js and React pair. Read from each cell's lockfile, so the pages say exactly what
 * `npm run test:examples` ran, and an upgrade of a cell updates every page at once.
 */
export function testedStacks(examplesDir: string): TestedStack[] {
  const stacks = new Map<string, TestedStack>();
  const cells = readdirSync(examplesDir, { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && !NOT_CELLS.has(entry.name),
  );
  for (const cell of cells) {
    const lockfile = path.join(examplesDir, cell.name, 'package-lock.json');
    const parsed = lockfileSchema.safeParse(JSON.parse(readFileSync(lockfile, 'utf8')));
    if (!parsed.success)
      throw new Error(`${lockfile}: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')} missing`);
    const { packages } = parsed.data;
    const stack = {
      next: packages['node_modules/next'].version,
      react: packages['node_modules/react'].version,
      nextAuth: packages['node_modules/next-auth'].version,
    };
    stacks.set(`${stack.next} ${stack.react} ${stack.nextAuth}`, stack);
  }
  return [...stacks.values()].sort((a, b) => b.next.localeCompare(a.next, 'en', { numeric: true }));
}

/** Gives `<TestedWith />` (theme/TestedWith.tsx) the stacks the examples ran on. */
export default function testedWithPlugin(context: LoadContext): Plugin<TestedStack[]> {
  const examplesDir = path.join(context.siteDir, 'examples');
  return {
    name: 'tested-with',
    getPathsToWatch: () => [path.join(examplesDir, '*/package-lock.json')],
    getThemePath: () => path.join(__dirname, 'theme'),
    loadContent: () => testedStacks(examplesDir),
    contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },
  };
}
