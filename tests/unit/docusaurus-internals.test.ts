/**
 * Every place the site depends on Docusaurus internals (contributing/upgrading.md): each test
 * fails, naming what changed, when an upgrade moves or reshapes one of them.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { describe, expect, it } from 'vitest';
import { docs } from '../../config/docs';
import { docsVersions } from '../../config/versions';
import leanDocsPlugin, { withoutVersionDocs } from '../../plugins/docs';
import { START_IN_SHORT_TASKS } from '../../plugins/page-start';
import { SSR_TEMPLATE } from '../../plugins/page-start/ssr-template';
import { PRISM_CLIENT_MODULE } from '../../plugins/prism-on-demand';

const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => path.join(dir, file));
}

function installedVersion(pkg: string): string {
  return (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** One row of the table in contributing/upgrading.md. */
interface CouplingPoint {
  name: string;
  ours: string[];
  upstream: string[];
  sha256: string;
}

const GUIDE = 'contributing/upgrading.md';
const MAX_COUPLING_POINTS = 12;

function couplingPoints(): CouplingPoint[] {
  const guide = readFileSync(path.join(ROOT, GUIDE), 'utf8');
  const table = /<!-- coupling-points:start -->\n([^]*?)\n<!-- coupling-points:end -->/.exec(guide)?.[1];
  if (!table) throw new Error(`${GUIDE} has no coupling-points table`);
  const code = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  return table
    .split('\n')
    .slice(2)
    .map((line) => {
      const [name, ours, upstream, sha256] = line
        .split('|')
        .slice(1)
        .map((cell) => cell.trim());
      return { name: name!, ours: code(ours!), upstream: code(upstream!), sha256: code(sha256!)[0] ?? '' };
    });
}

/** The first 12 hex digits of the sha256 of the files, read together in the order given. */
function upstreamHash(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(path.join(ROOT, 'node_modules', file)));
  return hash.digest('hex').slice(0, 12);
}

/** What reaches past Docusaurus's public seams, by the text that does it. */
const INTERNAL_USES: { what: string; pattern: RegExp }[] = [
  { what: 'a deep import of a Docusaurus package', pattern: /['"]@docusaurus\/[a-z-]+\/(lib|src)\// },
  { what: "theme-common's internal API", pattern: /@docusaurus\/theme-common\/internal/ },
  {
    what: "one of Docusaurus's generated modules",
    pattern:
      /@generated\/(docusaurus\.config|registry|routes|routesChunkNames|globalData|i18n|site-metadata|client-modules|codeTranslations|site-storage)\b/,
  },
  { what: 'a swapped module', pattern: /NormalModuleReplacementPlugin|\balias:/ },
  { what: 'a page template of its own', pattern: /\bssrTemplate\b/ },
  { what: "the bundler's runtime", pattern: /__webpack_require__|RuntimeModule/ },
  { what: "Docusaurus's split chunks", pattern: /\bcacheGroups\b/ },
  { what: "the client entry's root", pattern: /docusaurusRoot/ },
  { what: 'a run-time engine flag', pattern: /setFlagsFromString|MIMALLOC_/ },
];

/** The site's own code: what the build and the browser run (tests and scripts are not shipped). */
const shippedFiles = () =>
  [...sourceFiles('src'), ...sourceFiles('plugins'), ...sourceFiles('config'), 'docusaurus.config.ts'].filter(
    (file) => !/\.test\.tsx?$/.test(file),
  );

/** The theme's pass-through components the site swizzles: each upstream file, and what it returns. */
const PASS_THROUGHS = {
  'CodeBlock/Title': {
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Title/index.js',
    returns: /return children;/,
  },
  'CodeBlock/Line/Token': {
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/Token/index.js',
    returns: /return <span \{\.\.\.props\} \/>;/,
  },
};

/** The themes whose components the site swizzles, with what each marks safe. */
const THEMES = ['@docusaurus/theme-classic'];
/**
 * Public although the theme lists none as safe: Root, which Docusaurus documents creating to wrap
 * the site; the navbar's item types, which a site extends by spreading the theme's list; and the
 * code block's title and token, which the theme ships as pass-throughs for sites to customize.
 */
const DOCUMENTED_SWIZZLES = new Set(['Root', 'NavbarItem/ComponentTypes', ...Object.keys(PASS_THROUGHS)]);

/** Each component the site gives in a theme folder that one of THEMES also gives. */
function swizzles(): { file: string; component: string; action: 'wrap' | 'eject'; safe: boolean }[] {
  const themeDirs = ['src/theme', ...readdirSync(path.join(ROOT, 'plugins')).map((dir) => `plugins/${dir}/theme`)];
  return themeDirs
    .filter((dir) => existsSync(path.join(ROOT, dir)))
    .flatMap((dir) =>
      sourceFiles(dir).map((file) => ({
        file,
        component: path
          .relative(dir, file)
          .replace(/\.(tsx?|jsx?)$/, '')
          .replace(/\/index$/, ''),
      })),
    )
    .flatMap(({ file, component }) => {
      for (const theme of THEMES) {
        const themeLib = path.join(ROOT, 'node_modules', theme, 'lib/theme');
        const upstream = [`${component}.js`, `${component}/index.js`].some((candidate) =>
          existsSync(path.join(themeLib, candidate)),
        );
        if (!upstream) continue;
        const { getSwizzleConfig } = require(theme) as {
          getSwizzleConfig?: () => { components: Record<string, { actions: Record<string, string> } | undefined> };
        };
        const action = /@theme-(original|init)\//.test(readFileSync(path.join(ROOT, file), 'utf8')) ? 'wrap' : 'eject';
        const safe = getSwizzleConfig?.().components[component]?.actions[action] === 'safe';
        return [{ file, component, action, safe } as const];
      }
      return [];
    });
}

describe(`the coupling points (${GUIDE})`, () => {
  const points = couplingPoints();
  const listed = new Map(points.flatMap((point) => point.ours.map((file) => [file, point.name] as const)));

  it(`are at most ${MAX_COUPLING_POINTS}`, () => {
    expect(points.length).toBeGreaterThan(0);
    expect(points.length).toBeLessThanOrEqual(MAX_COUPLING_POINTS);
  });

  it('list files that exist, and upstream files that are installed', () => {
    const missing = points.flatMap(({ name, ours, upstream }) => [
      ...ours.filter((file) => !existsSync(path.join(ROOT, file))).map((file) => `${name}: ${file}`),
      ...upstream
        .filter((file) => !existsSync(path.join(ROOT, 'node_modules', file)))
        .map((file) => `${name}: node_modules/${file}`),
    ]);
    expect(missing).toEqual([]);
  });

  it('were taken from the upstream files installed now', () => {
    const changed = points
      .filter(({ upstream, sha256 }) => upstreamHash(upstream) !== sha256)
      .map(
        ({ name, ours, upstream, sha256 }) =>
          `${name}\n    upstream changed (${sha256} → ${upstreamHash(upstream)}): ${upstream.join(', ')}\n    diff against it: ${ours.join(', ')}`,
      );
    expect(changed, `see "After an upgrade" in ${GUIDE}`).toEqual([]);
  });

  it('include every internal the code uses', () => {
    const unlisted = shippedFiles().flatMap((file) => {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      return INTERNAL_USES.filter(({ pattern }) => pattern.test(source))
        .filter(() => !listed.has(file))
        .map(({ what }) => `${file}: ${what}`);
    });
    expect(unlisted, `list each in ${GUIDE}, or go through a public seam`).toEqual([]);
  });

  it('include every swizzle the theme does not mark safe', () => {
    const found = swizzles();
    expect(found.map(({ component }) => component)).toContain('CodeBlock');
    const unlisted = found
      .filter(({ safe, component, file }) => !safe && !DOCUMENTED_SWIZZLES.has(component) && !listed.has(file))
      .map(({ file, component, action }) => `${file}: ${action} of ${component}`);
    expect(unlisted, `list each in ${GUIDE}`).toEqual([]);
  });

  it('the code block pieces the site swizzles as documented are still pass-throughs meant for it', () => {
    const changed = Object.entries(PASS_THROUGHS)
      .filter(([, { file, returns }]) => {
        const source = readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');
        return !/pass-through components? that users can swizzle and customize/i.test(source) || !returns.test(source);
      })
      .map(
        ([component, { file }]) => `${component} (${file}): no longer a documented pass-through; list it in ${GUIDE}`,
      );
    expect(changed).toEqual([]);
  });

  it('the browser gets our module for react-helmet-async, with the two names Docusaurus imports from it', async () => {
    const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
    const clientFiles = readdirSync(path.join(core, 'lib/client'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.js') && !/server/i.test(file),
    );
    const imported = clientFiles.flatMap((file) =>
      [
        ...readFileSync(path.join(core, 'lib/client', file), 'utf8').matchAll(
          /import\s*{([^}]*)}\s*from\s*'react-helmet-async'/g,
        ),
      ].flatMap((match) => match[1]!.split(',').map((name) => name.trim())),
    );
    expect(imported.sort()).toEqual(['Helmet', 'HelmetProvider']);
    const ours = readFileSync(path.join(ROOT, 'plugins/page-start/client/lazy-helmet.tsx'), 'utf8');
    for (const name of imported) expect(ours, name).toMatch(new RegExp(`^export function ${name}\\b`, 'm'));
  });

  it('each client module plugins/page-start swaps exists, and its copy exports the same names', () => {
    const exportedNames = (source: string) => [
      ...(/^export default /m.test(source) ? ['default'] : []),
      ...[...source.matchAll(/^export (?:declare )?(?:function|const|class) (\w+)/gm)].map((match) => match[1]).sort(),
    ];
    for (const { original, replacement } of START_IN_SHORT_TASKS) {
      expect(existsSync(path.join(ROOT, 'node_modules', original)), original).toBe(true);
      const declarations = readFileSync(path.join(ROOT, 'node_modules', original.replace(/\.js$/, '.d.ts')), 'utf8');
      const ours = readFileSync(path.join(ROOT, 'plugins/page-start', replacement), 'utf8');
      expect(exportedNames(ours), replacement).toEqual(exportedNames(declarations));
    }
  });

  it('react-router-dom and react-router-config are the ones Docusaurus depends on (plugins/page-start/client)', () => {
    // The swapped client modules must import the copies Docusaurus's own modules import: the
    // theme's links find only their own copy's router.
    const dependencies = (pkg: string) =>
      (JSON.parse(readFileSync(pkg, 'utf8')) as { dependencies: Record<string, string> }).dependencies;
    const ours = dependencies(path.join(ROOT, 'package.json'));
    const core = dependencies(path.join(ROOT, 'node_modules/@docusaurus/core/package.json'));
    for (const name of ['react-router-dom', 'react-router-config']) expect(ours[name], name).toBe(core[name]);
  });

  it("plugins/page-start's page template is Docusaurus's own apart from how the scripts start", () => {
    const { default: upstream } = require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as { default: string };
    const lines = (template: string) =>
      template
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    const scriptsLoop = [
      '<% it.scripts.forEach((script) => { %>',
      '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
      '<% }); %>',
    ];
    const upstreamLines = lines(upstream);
    const at = upstreamLines.indexOf(scriptsLoop[0]!);
    expect(upstreamLines.slice(at, at + 3), "Docusaurus's script tags").toEqual(scriptsLoop);
    const ours = lines(SSR_TEMPLATE);
    const ourScripts = ours.findIndex((line) => line.startsWith('<% const isMain'));
    const afterOurScripts = ours.findIndex((line) => line === '</head>');
    expect([...ours.slice(0, ourScripts), ...ours.slice(afterOurScripts)]).toEqual([
      ...upstreamLines.slice(0, at),
      ...upstreamLines.slice(at + 3),
    ]);
  });

  it("plugins/prism-on-demand matches the classic theme's Prism client module", () => {
    const themeLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
    const clientModule = path.join(themeLib, 'prism-include-languages.js');
    expect(existsSync(clientModule), clientModule).toBe(true);
    expect(readFileSync(path.join(themeLib, 'index.js'), 'utf8')).toContain("'./prism-include-languages'");
    expect(clientModule.replace(/\.js$/, '')).toMatch(PRISM_CLIENT_MODULE);
  });

  it('every ejected component names the installed version of the package it came from', () => {
    const ejected = [...sourceFiles('src/theme'), ...sourceFiles('plugins')].flatMap((file) => {
      const match = /(?:Ejected from|follows the shape of) (@docusaurus\/[a-z-]+)\s+(?:\* )?(\d+\.\d+\.\d+)/.exec(
        readFileSync(path.join(ROOT, file), 'utf8'),
      );
      return match ? [{ file, pkg: match[1], version: match[2] }] : [];
    });
    expect(ejected.map(({ file }) => file).sort()).toEqual([
      'plugins/page-start/client/client-entry.tsx',
      'plugins/page-start/client/docusaurus.ts',
      'plugins/page-start/ssr-template.ts',
      'plugins/page-start/theme/Tabs/index.tsx',
      'src/theme/CodeBlock/index.tsx',
    ]);
    const stale = ejected.filter(({ pkg, version }) => installedVersion(pkg!) !== version);
    expect(
      stale.map(
        ({ file, pkg, version }) => `${file}: ejected from ${pkg} ${version}, installed ${installedVersion(pkg!)}`,
      ),
      'diff each against the new upstream component, carry the EDIT blocks over and update its header',
    ).toEqual([]);
  });
});

/** The files under `dir` whose names match `pattern`, as paths. */
const filesUnder = (dir: string, pattern: RegExp) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => path.join(dir, file));

describe('plugins/docs on the real docs plugin', async () => {
  const { loadContext } = (await import('@docusaurus/core/lib/server/site.js')) as {
    loadContext: (params: { siteDir: string }) => Promise<LoadContext>;
  };
  const context = await loadContext({ siteDir: ROOT });
  const options = validateOptions({
    // Docusaurus types each plugin's validator separately; this is the docs plugin's own.
    validate: normalizePluginOptions as never,
    options: { ...docs, id: 'default' },
  });

  /** The version routes (those whose props carry the version metadata) a plugin adds. */
  async function versionRoutes(plugin: Plugin<LoadedContent>): Promise<RouteConfig[]> {
    const content = await plugin.loadContent!();
    const added: RouteConfig[] = [];
    await plugin.contentLoaded!({
      content,
      actions: {
        addRoute: (route) => added.push(route),
        createData: async (name) => path.join(context.generatedFilesDir, name),
        setGlobalData: () => {},
      },
    });
    const all = (route: RouteConfig): RouteConfig[] => [route, ...(route.routes ?? []).flatMap(all)];
    return added.flatMap(all).filter((route) => route.props?.version);
  }
  type VersionProps = { version: string; docs: Record<string, { title: string; description?: string }> };
  const original = await versionRoutes(await pluginContentDocs(context, options));
  const lean = await versionRoutes(await leanDocsPlugin(context, options));

  it('the docs plugin still passes each version its docs, with descriptions, as route props', () => {
    expect(original.map((route) => (route.props!.version as VersionProps).version).sort()).toEqual(
      docsVersions(ROOT)
        .map((version) => version.name)
        .sort(),
    );
    for (const route of original) {
      const versionDocs = Object.values((route.props!.version as VersionProps).docs);
      expect(versionDocs.length).toBeGreaterThan(80);
      expect(versionDocs.every((doc) => typeof doc.title === 'string' && typeof doc.description === 'string')).toBe(
        true,
      );
    }
  });

  it("the wrapper empties each version's list of docs and keeps the rest of its metadata", () => {
    expect(lean).toHaveLength(original.length);
    lean.forEach((route, index) => {
      const { docs, ...rest } = route.props!.version as VersionProps;
      const { docs: fullDocs, ...fullRest } = original[index]!.props!.version as VersionProps;
      expect(docs).toEqual({});
      expect(Object.keys(fullDocs).length).toBeGreaterThan(80);
      expect(rest).toEqual(fullRest);
    });
  });

  it('the wrapper leaves the route tree it is given unchanged', () => {
    withoutVersionDocs(original[0]!);
    expect(Object.values((original[0]!.props!.version as VersionProps).docs).every((doc) => doc.description)).toBe(
      true,
    );
  });

  it("only DocCard reads a version's list of docs (through useDocById), and the site renders none", () => {
    const readers = ['theme-classic/lib', 'theme-common/lib', 'plugin-content-docs/lib/client']
      .flatMap((dir) => filesUnder(path.join(ROOT, 'node_modules/@docusaurus', dir), /\.js$/))
      .filter((file) => /useDocById\(|\.docs\[/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(path.join(ROOT, 'node_modules/@docusaurus'), file));
    expect(readers.sort()).toEqual([
      'plugin-content-docs/lib/client/docsUtils.js',
      'theme-classic/lib/theme/DocCard/index.js',
    ]);
    const ours = ['src', 'plugins', 'docs', 'versioned_docs']
      .flatMap((dir) => filesUnder(path.join(ROOT, dir), /\.(tsx?|mdx?)$/))
      .filter((file) => /DocCard|useDocById/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    // plugins/docs names them in its comment.
    expect(ours).toEqual(['plugins/docs/index.ts']);
  });
});
