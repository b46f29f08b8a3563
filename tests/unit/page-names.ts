/**
 * The names a docs page puts in inline code, classified by shape, and the check of each against
 * its version's package (see package-names.ts). Only shapes that are unambiguous are names: a
 * bare lower-case word (`email`, `jwt`) is prose and is not checked.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { providerKey, type PackageNames } from './package-names';
import { ROOT } from './next-auth-packages';

type NameKind = 'option path' | 'environment variable' | 'cookie' | 'function' | 'identifier';

export interface PageName {
  kind: NameKind;
  /** The name as a page marks it: `session.strategy`, `GITHUB_ID`, `getServerSession`. */
  name: string;
  line: number;
}

const COOKIE = /^(?:__Secure-|__Host-)?next-auth\.[a-z][\w.-]*$/;
const SCREAMING = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
// NextAuth.js's own prefixes, and the names provider setups conventionally give their credentials.
const ENV_SHAPE = /^_?(?:NEXTAUTH|AUTH)_|_(?:ID|SECRET|CLIENT_ID|CLIENT_SECRET|ISSUER|TENANT_ID|URL|SERVER|FROM)$/;
const DOTTED = /^[a-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/;
const FILE_NAME = /\.(?:d\.ts|[cm]?[jt]sx?|json|mdx?|css)$/;
const CALL = /^(?:await\s+|new\s+)?([A-Za-z_$][\w$]*)\(.*\)$/s;
const JSX_TAG = /^<\/?([A-Z][\w$]*)[\s/>]/;
// camelCase with a hump (`getServerSession`, `unstable_getServerSession`) or PascalCase of two words
// or more (`SessionProvider`); one capitalised word (`User`, `Secure`) is as often prose as a type.
const IDENTIFIER = /^(?:[a-z_$][\w$]*[A-Z][\w$]*|[A-Z]+[a-z0-9]+[A-Z][A-Za-z0-9]*)$/;
// Adapters are packages of their own (`@next-auth/prisma-adapter`), not part of next-auth.
const ADAPTER_PACKAGE_EXPORT = /^\w+Adapter$/;
// Cookie attributes a page names next to the package's cookies.
const COOKIE_ATTRIBUTES = new Set(['HttpOnly', 'SameSite']);

/** The dotted paths of a small object literal: `session: { strategy: "jwt", maxAge: 60 }`. */
function literalPaths(code: string): string[][] {
  const paths: string[][] = [];
  const stack: string[] = [];
  let last: string | undefined;
  const tokens = code.replace(/(["'])(?:\\.|(?!\1).)*\1/g, '""').matchAll(/([A-Za-z_$][\w$]*)\s*:|[{}[\]()]/g);
  for (const [token, key] of tokens) {
    if (key) {
      last = key;
      paths.push([...stack, key]);
    } else if (token === '{' && last) {
      stack.push(last);
      last = undefined;
    } else if (token === '}') {
      stack.pop();
    } else {
      // A call or array in the literal: its keys are not option paths.
      return paths;
    }
  }
  return paths;
}

/** Classifies one inline code span. */
export function namesIn(code: string, names: PackageNames): Omit<PageName, 'line'>[] {
  const text = code.trim();
  if (COOKIE.test(text) && !text.includes('.js.org')) return [{ kind: 'cookie', name: text }];

  const env = /^process\.env\.([A-Za-z_]\w*)$/.exec(text)?.[1] ?? /^([A-Z][A-Z0-9_]*)=/.exec(text)?.[1] ?? text;
  // A part of a logged code (`GET_USER_BY_PROVIDER_ACCOUNT_ID` of v3's `…_ERROR` codes) is not a variable.
  const partOfCode = [...names.codes].some((code) => code.includes(env));
  if (SCREAMING.test(env) && ENV_SHAPE.test(env) && !partOfCode) {
    return [{ kind: 'environment variable', name: env }];
  }

  const dotted = text.replace(/\(.*\)$/s, '');
  if (DOTTED.test(dotted) && !FILE_NAME.test(dotted)) {
    const root = dotted.split('.')[0];
    return names.roots.has(root!) ? [{ kind: 'option path', name: dotted }] : [];
  }
  const literal = /^([a-z]\w*)\s*:(?=\s|\{)/.exec(text);
  if (literal && names.roots.has(literal[1]!)) {
    return literalPaths(text).map((segments) => ({ kind: 'option path', name: segments.join('.') }));
  }

  // `http(s)` is a word with an optional plural, not a call.
  const called = /^\w+\(s\)$/.test(text) ? undefined : CALL.exec(text)?.[1];
  // `VARCHAR(255)` is SQL; `PrismaAdapter()` is an adapter package's.
  if (called && /[a-z]/.test(called) && !ADAPTER_PACKAGE_EXPORT.test(called))
    return [{ kind: 'function', name: called }];
  if (called) return [];
  const tag = JSX_TAG.exec(text)?.[1];
  const identifier = tag ?? text;
  if (IDENTIFIER.test(identifier) && !ADAPTER_PACKAGE_EXPORT.test(identifier) && !COOKIE_ATTRIBUTES.has(identifier)) {
    return [{ kind: 'identifier', name: identifier }];
  }
  return [];
}

/** Why the package does not have `name`, or undefined when it does. */
export function missing({ kind, name }: Omit<PageName, 'line'>, names: PackageNames): string | undefined {
  switch (kind) {
    case 'cookie':
      // v4 splits a large session cookie into next-auth.session-token.0, .1, …
      return names.cookies.has(name.replace(/\.\d+$/, '')) ? undefined : 'no cookie of this name is set by the package';
    case 'environment variable':
      return names.envNames.has(name) ? undefined : 'the package does not read this environment variable';
    case 'option path':
      return names.resolvePath(name.split('.')) ? undefined : 'the package types declare no such property';
    case 'function':
    case 'identifier': {
      const known =
        names.exports.has(name) ||
        names.members.has(name) ||
        names.stack.has(name) ||
        names.codes.has(name) ||
        (kind === 'identifier' && (names.sourceWords.has(name) || names.typeWords.has(name))) ||
        isProviderImport(name, names);
      return known ? undefined : 'the package neither exports nor declares this name';
    }
  }
}

/** `GitHubProvider`, `FortyTwoProvider`: the usual local name of a provider module's default export. */
function isProviderImport(name: string, names: PackageNames): boolean {
  return names.providerNames.has(providerKey(name.replace(/Provider$/, '')));
}

// What a page's own code samples define: `function adapterContract`, `const authOptions`,
// `token.expiresAt = …`, and the local name of a default import. A page may name those without marking them.
const DECLARATION = /\b(?:function|const|let|var|class|interface|type|import(?:\s+type)?)\s+([A-Za-z_$][\w$]*)/g;
const ASSIGNED_PATH = /(?<![\w.])([a-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+)\s*=(?![=>])/g;

export interface Page {
  /** Relative to the repository, e.g. docs/configuration/callbacks.mdx. */
  file: string;
  names: PageName[];
  /** The names the page marks as not the package's: `own_names`, and a provider page's `provider.env`. */
  marks: string[];
  /** How many of `marks`, at the end, come from `provider.env`. */
  providerEnvCount: number;
  /** `other_version_names`: names of the other major version's package. */
  otherVersion: string[];
  /** The names the page's code samples declare or assign. */
  declared: Set<string>;
}

export function readPage(file: string, names: PackageNames): Page {
  const raw = readFileSync(path.join(ROOT, file), 'utf8');
  const { data, content } = matter(raw);
  const offset = raw.slice(0, raw.length - content.length).split('\n').length - 1;
  const found: PageName[] = [];
  const declared = new Set<string>();
  let fence: string | undefined;
  content.split('\n').forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      return;
    }
    if (fence) {
      for (const [, name] of line.matchAll(DECLARATION)) declared.add(name!);
      for (const [, name] of line.matchAll(ASSIGNED_PATH))
        declared.add(name!).add(name!.slice(name!.lastIndexOf('.') + 1));
      return;
    }
    if (/^(?:import|export)\s/.test(line)) return;
    for (const [, code] of line.matchAll(/(?<!`)`([^`]+)`(?!`)/g)) {
      for (const name of namesIn(code!, names)) found.push({ ...name, line: offset + index + 1 });
    }
  });
  const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);
  return {
    file,
    names: found,
    marks: [...list(data.own_names), ...list(data.provider?.env)],
    providerEnvCount: list(data.provider?.env).length,
    otherVersion: list(data.other_version_names),
    declared,
  };
}
