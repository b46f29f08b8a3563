/**
 * The names a next-auth package has, read from its type definitions (with the TypeScript checker)
 * and its compiled source, and the names a page puts in inline code, classified by shape. Used by
 * package-names.test.ts: a name a page gives that the package does not have is a bug in the page.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { versionLabelled } from '../../config/versions';
import { PACKAGE, ROOT, loggedCodes, type Version } from './next-auth-packages';

const WORLD: Record<Version, string> = { v4: versionLabelled('v4').samplesDir, v3: versionLabelled('v3').samplesDir };

/** The modules a reader imports from, per version. Provider modules are added from the package. */
const ENTRY_POINTS: Record<Version, string[]> = {
  v4: ['next-auth', 'next-auth/adapters', 'next-auth/jwt', 'next-auth/react', 'next-auth/next', 'next-auth/middleware'],
  v3: [
    'next-auth',
    'next-auth/adapters',
    'next-auth/jwt',
    'next-auth/client',
    'next-auth/providers',
    'next-auth/errors',
  ],
};

/**
 * Modules of the reader's stack whose exports a page may name next to next-auth's (`redirect()`,
 * `useState`, `createTransport()`), where the version's sample world has them.
 */
const STACK_MODULES: Record<Version, string[]> = {
  v4: [
    ...['next', 'next/server', 'next/navigation', 'next/headers', 'next/router', 'react', 'nodemailer', 'ldapjs'],
    // next-auth's own dependencies, whose names surface in its errors and options (`JWEDecryptionFailed`, `HttpOptions`).
    ...['jose', 'openid-client'],
  ],
  v3: ['next', 'next/router', 'react', 'typeorm'],
};

/**
 * Next.js names a page exports by convention rather than imports, so no module exports them.
 * Listed here because the checker cannot derive them.
 */
const NEXT_CONVENTIONS = ['getServerSideProps', 'getStaticProps', 'getInitialProps', 'generateMetadata'];

export interface PackageNames {
  version: Version;
  /** Exported names of every entry point, with the declared names of default exports (`NextAuth`). */
  exports: Set<string>;
  /** Property and parameter names declared in the package's type definitions (`authorize`, `callbackUrl`). */
  members: Set<string>;
  /** JavaScript and DOM globals, and the exports of Next.js and React. */
  stack: Set<string>;
  /** Provider names, lower case, letters and digits only: modules (`azuread`), default exports (`fortytwo`), v3's `Providers` keys. */
  providerNames: Set<string>;
  /** `process.env` names the compiled source reads. */
  envNames: Set<string>;
  /** Cookie names the compiled source sets, each with its allowed prefixes (`__Secure-next-auth.state`). */
  cookies: Set<string>;
  /** Error and warning codes the source logs. */
  codes: Set<string>;
  /** Every string literal and identifier of the compiled source. */
  sourceWords: Set<string>;
  /** Every identifier of the type definitions, comments left out. */
  typeWords: Set<string>;
  /** Roots of checked dotted paths (`session`, `callbacks`, `token`); see {@link resolvePath}. */
  roots: Set<string>;
  /** Whether the dotted path names a property the package's types declare. */
  resolvePath(segments: string[]): boolean;
}

function listFiles(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => keep(name) && !name.includes('node_modules'))
    .map((name) => path.join(ROOT, dir, name));
}

// v3 ships its TypeORM and Prisma adapters (`Adapters.TypeORM`, `Adapters.Prisma`) as dependencies.
const V3_ADAPTERS = ['@next-auth/typeorm-legacy-adapter', '@next-auth/prisma-legacy-adapter'].map(
  (name) => `${WORLD.v3}/node_modules/${name}`,
);

/** The package's files, with v3's bundled adapters, that pass `keep`, outside src/ (v4 ships its TypeScript there). */
function packageFiles(version: Version, keep: (name: string) => boolean): string[] {
  const dirs = version === 'v4' ? [PACKAGE.v4] : [PACKAGE.v3, ...V3_ADAPTERS];
  return dirs.flatMap((dir) => listFiles(dir, (name) => keep(name) && !name.startsWith('src/')));
}

function providerModules(version: Version): string[] {
  const dir = version === 'v4' ? `${PACKAGE.v4}/providers` : `${PACKAGE.v3}/dist/providers`;
  return readdirSync(path.join(ROOT, dir))
    .filter((name) => name.endsWith('.js') && name !== 'index.js')
    .map((name) => name.replace(/\.js$/, ''));
}

function cookieNames(source: string): Set<string> {
  const names = new Set<string>();
  // `${cookiePrefix}next-auth.state`, `${useSecureCookies ? "__Host-" : ""}next-auth.csrf-token`, "__Secure-next-auth.session-token"
  for (const [, prefix = '', name] of source.matchAll(
    /(\$\{[^}]*\}|__Secure-|__Host-)?next-auth\.([a-z][\w.-]*[a-z])/g,
  )) {
    if (name!.startsWith('js.org')) continue;
    names.add(prefix.startsWith('${') ? `next-auth.${name}` : `${prefix}next-auth.${name}`);
    if (prefix.includes('cookiePrefix') || prefix.includes('__Secure-')) names.add(`__Secure-next-auth.${name}`);
    if (prefix.includes('__Host-')) names.add(`__Host-next-auth.${name}`);
  }
  return names;
}

/** Builds a program over the version's sample world that imports every module a page may name. */
function typeProgram(version: Version, modules: string[]) {
  const world = path.join(ROOT, WORLD[version]);
  const entry = path.join(world, '__package_names__.ts');
  const text = modules
    .map((name, i) => `import * as m${i} from ${JSON.stringify(name)};\nexport { m${i} };`)
    .join('\n');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    // v3 predates package.json "exports"; v4 declares its entry points there.
    moduleResolution: version === 'v4' ? ts.ModuleResolutionKind.Bundler : ts.ModuleResolutionKind.Node10,
    esModuleInterop: true,
    jsx: ts.JsxEmit.Preserve,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
    typeRoots: [path.join(world, 'node_modules/@types')],
    skipLibCheck: true,
    strict: true,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => (path.resolve(file) === entry ? text : readFile(file));
  host.fileExists = (file) => path.resolve(file) === entry || fileExists(file);
  const program = ts.createProgram([entry], options, host);
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(entry);
  if (!sourceFile) throw new Error(`${WORLD[version]}: could not build the type program`);
  return { checker, sourceFile };
}

export const providerKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

export function packageNames(version: Version): PackageNames {
  const providers = providerModules(version);
  const providerImports = version === 'v4' ? providers.map((name) => `next-auth/providers/${name}`) : [];
  const ownModules = [...ENTRY_POINTS[version], ...providerImports];
  const { checker, sourceFile } = typeProgram(version, [...ownModules, ...STACK_MODULES[version]]);

  const moduleExports = (name: string): ts.Symbol[] => {
    const resolved = checker.getSymbolAtLocation(
      sourceFile.statements
        .filter(ts.isImportDeclaration)
        .find((s) => (s.moduleSpecifier as ts.StringLiteral).text === name)!.moduleSpecifier,
    );
    if (!resolved) throw new Error(`${WORLD[version]}: cannot resolve ${name}`);
    return checker.getExportsOfModule(resolved);
  };

  const exported = new Map<string, ts.Symbol>();
  for (const name of ownModules) {
    for (const symbol of moduleExports(name)) {
      exported.set(symbol.name, symbol);
      if (symbol.name === 'default') {
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        const declared = target.declarations?.[0];
        const declaredName = declared && ts.getNameOfDeclaration(declared);
        if (declaredName && ts.isIdentifier(declaredName)) exported.set(declaredName.text, target);
      }
    }
  }
  const providerExports: string[] = [];
  for (const name of providerImports) {
    const declared = moduleExports(name).find((symbol) => symbol.name === 'default');
    const target = declared && (declared.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(declared) : declared);
    if (target) providerExports.push(target.name);
  }
  if (version === 'v3') {
    const providersObject = moduleExports('next-auth/providers').find((symbol) => symbol.name === 'default');
    if (!providersObject) throw new Error('next-auth/providers (v3) no longer has a default export');
    for (const property of checker.getPropertiesOfType(checker.getTypeOfSymbol(providersObject))) {
      providerExports.push(property.name);
    }
  }
  const stack = new Set<string>(NEXT_CONVENTIONS);
  for (const name of STACK_MODULES[version]) for (const symbol of moduleExports(name)) stack.add(symbol.name);
  for (const symbol of checker.getSymbolsInScope(sourceFile, ts.SymbolFlags.Value | ts.SymbolFlags.Type)) {
    stack.add(symbol.name);
  }

  // The type definitions without their comments, whose prose would otherwise pass for names.
  const declarations = packageFiles(version, (name) => name.endsWith('.d.ts'))
    .map((file) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))
    .join('\n');
  const members = new Set(
    [...declarations.matchAll(/(?:^|[\s{(,;])(?:readonly\s+)?([A-Za-z_$][\w$]*)\??\s*[:(<]/gm)].map((m) => m[1]!),
  );
  // Every identifier the type definitions use (`HttpOptions`, which they import from openid-client).
  const typeWords = new Set(declarations.match(/[A-Za-z_$][\w$]*/g) ?? []);

  const source = packageFiles(version, (name) => name.endsWith('.js') && !name.endsWith('.d.ts'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const envNames = new Set([...source.matchAll(/process\.env\.([A-Za-z_][\w]*)/g)].map((m) => m[1]!));
  const sourceWords = new Set([...source.matchAll(/[A-Za-z_$][\w$-]*/g)].map((m) => m[0]));
  const logged = loggedCodes(version);
  // v4 renames an adapter method's error to `<Method>Error` (core/errors.js) as it logs adapter_error_<method>.
  const adapterErrorNames = logged.errors
    .filter((code) => code.startsWith('adapter_error_'))
    .map((code) => code.replace(/^adapter_error_(\w)/, (_, first: string) => first.toUpperCase()) + 'Error');

  // The types a dotted path may start from: the options object and its keys, a provider's config,
  // and the objects callbacks receive. A root with several meanings (`session`: the option or the
  // session object; `token`: the JWT or a provider's token endpoint) resolves if any meaning has the path.
  const typeOf = (moduleName: string, exportName: string): ts.Type => {
    const symbol = moduleExports(moduleName).find((s) => s.name === exportName);
    if (!symbol) throw new Error(`${moduleName} no longer exports ${exportName}`);
    return checker.getDeclaredTypeOfSymbol(
      symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol,
    );
  };
  const main = 'next-auth';
  const optionsType = typeOf(main, 'NextAuthOptions');
  const providerConfig = version === 'v4' ? typeOf('next-auth/providers/oauth', 'OAuthConfig') : undefined;
  const rootTypes = new Map<string, ts.Type[]>();
  const addRoot = (name: string, type: ts.Type) => rootTypes.set(name, [...(rootTypes.get(name) ?? []), type]);
  const propertiesOf = (type: ts.Type) => checker.getPropertiesOfType(checker.getNonNullableType(type));
  for (const property of propertiesOf(optionsType)) addRoot(property.name, checker.getTypeOfSymbol(property));
  // withAuth's options (`callbacks.authorized`) share roots with the auth options.
  if (version === 'v4') {
    for (const property of propertiesOf(typeOf('next-auth/middleware', 'NextAuthMiddlewareOptions'))) {
      addRoot(property.name, checker.getTypeOfSymbol(property));
    }
  }
  // A provider's object-valued settings (`authorization.params`); its string ones (`name`, `type`)
  // are too common as words to be roots.
  if (providerConfig) {
    for (const property of propertiesOf(providerConfig)) {
      const type = checker.getNonNullableType(checker.getTypeOfSymbol(property));
      const objects = (type.isUnion() ? type.types : [type]).filter(
        (member) => member.flags & ts.TypeFlags.Object && !member.getCallSignatures().length,
      );
      if (objects.length) addRoot(property.name, type);
    }
  }
  const callbackObjects: Record<string, [string, string]> = {
    session: [main, 'Session'],
    user: [main, 'User'],
    account: [main, 'Account'],
    profile: [main, 'Profile'],
    token: ['next-auth/jwt', 'JWT'],
  };
  for (const [root, [moduleName, exportName]] of Object.entries(callbackObjects)) {
    addRoot(root, typeOf(moduleName, exportName));
  }

  // v3 builds an adapter error's code from the method name (`GET_USER_BY_EMAIL` in
  // `TYPEORM_LEGACY__GET_USER_BY_EMAIL_ERROR`, dist/adapters/error-handler.js).
  if (version === 'v3') {
    for (const method of propertiesOf(typeOf('next-auth/adapters', 'AdapterInstance'))) {
      adapterErrorNames.push(method.name.replace(/([A-Z])/g, '_$1').toUpperCase());
    }
  }

  const hasProperty = (type: ts.Type, segments: string[]): boolean => {
    if (!segments.length) return true;
    const [first, ...rest] = segments;
    const candidates = type.isUnion() ? type.types : [type];
    return candidates.some((candidate) => {
      const target = checker.getNonNullableType(candidate);
      if (target.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return true;
      const property = checker.getPropertyOfType(target, first!);
      if (property) return hasProperty(checker.getTypeOfSymbol(property), rest);
      // v4's types are generated from its source, so a key they do not declare (`token.accessToken`
      // under JWT's index signature) is the reader's. v3's hand-written types leave objects open
      // (`Record<string, unknown>`) where the source sets keys (`session.accessToken`): its source decides.
      const open = version === 'v3' && Boolean(checker.getIndexInfoOfType(target, ts.IndexKind.String));
      return open && !rest.length && sourceWords.has(first!);
    });
  };

  return {
    version,
    exports: new Set(exported.keys()),
    members,
    stack,
    providerNames: new Set([...providers, ...providerExports].map(providerKey)),
    envNames,
    cookies: cookieNames(source),
    codes: new Set([...logged.errors, ...logged.warnings, ...adapterErrorNames]),
    sourceWords,
    typeWords,
    roots: new Set(rootTypes.keys()),
    resolvePath: ([root, ...rest]) => (rootTypes.get(root!) ?? []).some((type) => hasProperty(type, rest)),
  };
}
