/**
 * What the installed next-auth packages (in each docs version's package world) say to a developer:
 * the error and warning codes their source logs, and the links to this site they print or document.
 * Read from the published files, so a new release is checked as it is.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { versionLabelled } from '../../config/versions';

// The repository: both test runners start there (Playwright loads this module as CommonJS, so no import.meta).
export const ROOT = process.cwd();

/** The docs versions (by label) whose package is read here: each major lays its files out differently. */
export type Version = 'v4' | 'v3';

const packageOf = (version: Version) => `${versionLabelled(version).samplesDir}/node_modules/next-auth`;

/** The package directory of next-auth for each docs version, relative to the repository. */
export const PACKAGE: Record<Version, string> = { v4: packageOf('v4'), v3: packageOf('v3') };

export interface PackageFile {
  /** Relative to the repository, e.g. tools/samples-v4/node_modules/next-auth/react/index.d.ts. */
  file: string;
  text: string;
}

/** Files under `dirs` whose names pass `keep`, outside nested node_modules. */
function packageFiles(dirs: string[], keep: (name: string) => boolean): PackageFile[] {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => keep(name) && !name.includes('node_modules'))
      .sort()
      .map((name) => {
        const file = path.join(dir, name);
        return { file, text: readFileSync(path.join(ROOT, file), 'utf8') };
      }),
  );
}

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[match.length - 1]!);
}

function unique(values: string[]): string[] {
  return [...new Set(values)].sort();
}

export interface LoggedCodes {
  errors: string[];
  warnings: string[];
}

function v4Codes(): LoggedCodes {
  const pkg = PACKAGE.v4;
  const code = packageFiles(
    ['core', 'next', 'react', 'jwt', 'utils', 'client'].map((dir) => `${pkg}/${dir}`),
    (name) => name.endsWith('.js'),
  )
    .map(({ text }) => text)
    .join('\n');
  const types = readFileSync(path.join(ROOT, pkg, 'core/types.d.ts'), 'utf8');
  const adapterTypes = readFileSync(path.join(ROOT, pkg, 'adapters.d.ts'), 'utf8');

  // Two families of codes are built at run time: "<EVENT>_EVENT_ERROR" for each event callback and
  // "adapter_error_<method>" for each adapter method. If the source stops building them, say so.
  if (!code.includes('_EVENT_ERROR') || !code.includes('"adapter_error_"')) {
    throw new Error(`${pkg}: the event and adapter error codes are no longer built as this test expects`);
  }
  const eventsBlock = /interface EventCallbacks \{([\s\S]*?)\n\}/.exec(types)?.[1] ?? '';
  const events = matches(eventsBlock, /^\s{4}(\w+): \(/gm).map(
    (name) => `${name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}_EVENT_ERROR`,
  );
  const adapterBlock = /interface Adapter \{([\s\S]*?)\n\}/.exec(adapterTypes)?.[1] ?? '';
  const adapterMethods = matches(adapterBlock, /^\s{4}(\w+)\?:/gm).map((name) => `adapter_error_${name}`);
  if (events.length < 5 || adapterMethods.length < 10) {
    throw new Error(`${pkg}: found ${events.length} events and ${adapterMethods.length} adapter methods`);
  }
  return {
    errors: unique([
      ...matches(code, /\berror\(\s*"([A-Z][A-Z0-9_]+)"/g),
      ...matches(code, /"code",\s*"([A-Z][A-Z0-9_]+)"/g),
      ...events,
      ...adapterMethods,
    ]),
    warnings: unique([
      ...matches(code, /warnings\.push\("([A-Z][A-Z0-9_]+)"\)/g),
      ...matches(code, /logger\.warn\(\s*"([A-Z][A-Z0-9_]+)"/g),
    ]),
  };
}

function v3Codes(): LoggedCodes {
  const code = packageFiles(
    [
      `${PACKAGE.v3}/dist`,
      // v3 bundles its TypeORM adapter, which logs through the same logger.
      `${versionLabelled('v3').samplesDir}/node_modules/@next-auth/typeorm-legacy-adapter/dist`,
    ],
    (name) => name.endsWith('.js'),
  )
    .map(({ text }) => text)
    .join('\n');
  return {
    errors: unique(matches(code, /\berror\(\s*['"]([A-Z][A-Z0-9_]+)['"]/g)),
    warnings: unique(matches(code, /\bwarn\(\s*['"]([A-Z][A-Z0-9_]+)['"]/g)),
  };
}

/** The error and warning codes the package's source can log. */
export function loggedCodes(version: Version): LoggedCodes {
  return version === 'v4' ? v4Codes() : v3Codes();
}

export interface LibraryLink {
  /** As the developer sees it, e.g. https://next-auth.js.org/errors#no_secret. */
  url: string;
  /** The package files that contain it (for a logger template: the file with the template). */
  files: string[];
}

const SITE_ORIGIN = 'https://next-auth.js.org';
// A link to this site up to the first character that cannot be part of it in code or Markdown.
const SITE_URL = /https?:\/\/next-auth\.js\.org(?:\/[^\s"'`<>()[\]{}\\$]*)?/g;
// The logger's template: the URL ends in "#" and the code follows, as `${code...}` or ".concat(code...)".
const TEMPLATE_TAIL = /^(?:\$\{|"\s*\.concat\()\s*code(\.toLowerCase\(\))?/;

/**
 * Every link to this site in `files`, with the logger's `errors#${code}` and `warnings#${code}`
 * templates expanded with `codes`.
 */
export function extractLinks(files: PackageFile[], codes: LoggedCodes): LibraryLink[] {
  const links = new Map<string, Set<string>>();
  const add = (url: string, file: string) => links.set(url, (links.get(url) ?? new Set()).add(file));

  for (const { file, text } of files) {
    for (const match of text.matchAll(SITE_URL)) {
      const found = match[0].replace(/[.,;:]+$/, '');
      const url = new URL(found.replace(/^http:/, 'https:'));
      if (!found.endsWith('#')) {
        add(url.href.replace(/\/$/, ''), file);
        continue;
      }
      const template = TEMPLATE_TAIL.exec(text.slice(match.index + found.length));
      const list = { '/errors': codes.errors, '/warnings': codes.warnings }[url.pathname];
      if (!template || !list) {
        throw new Error(`${file}: "${found}" ends in "#" but is not the logger's errors or warnings template`);
      }
      for (const code of list) add(`${SITE_ORIGIN}${url.pathname}#${template[1] ? code.toLowerCase() : code}`, file);
    }
  }
  return [...links]
    .map(([url, where]) => ({ url, files: [...where].sort() }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

/** Every link to this site in the package's compiled source, type definitions and README. */
export function libraryLinks(version: Version): LibraryLink[] {
  const files = packageFiles(
    [PACKAGE[version]],
    (name) => /\.(js|d\.ts)$/.test(name) || path.basename(name) === 'README.md',
  );
  return extractLinks(files, loggedCodes(version));
}
