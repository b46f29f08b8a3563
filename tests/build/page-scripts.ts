import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const BUILD = path.resolve(import.meta.dirname, '../../build');
/** Every HTML file of the build, relative to it. */
export const builtPages = (): string[] =>
  readdirSync(BUILD, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

/** The build's scripts. */
export const JS = path.join(BUILD, 'assets/js');

/** The file of a named entry script (main, runtime~framework), as the build named it. */
export const entryScript = (name: string) =>
  existsSync(JS) ? readdirSync(JS).find((file) => new RegExp(`^${name}\\.[\\da-f]+\\.js$`).test(file)) : undefined;

/** The scripts a built page starts with: the list its template runs after the first paint. */
export function pageScripts(route: string): string[] {
  const html = readFileSync(path.join(BUILD, route, 'index.html'), 'utf8');
  const list = /<script type=application\/json id=__docusaurus_page_scripts>(.*?)<\/script>/.exec(html)?.[1];
  if (!list) throw new Error(`${route}: no list of page scripts`);
  return JSON.parse(list) as string[];
}
