/**
 * Every place the site depends on Docusaurus internals (contributing/upgrading.md): each test
 * fails, naming what changed, when an upgrade moves or reshapes one of them.
 */
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
import { REPLACED_CLIENT_MODULES } from '../../plugins/page-start';
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

describe('Docusaurus internals the site relies on', () => {
  it('@docusaurus/theme-common/internal still exports every name the theme imports from it', () => {
    const imported = [...sourceFiles('src'), ...sourceFiles('plugins')].flatMap((file) =>
      [
        ...readFileSync(path.join(ROOT, file), 'utf8').matchAll(
          /import\s*{([^}]*)}\s*from\s*'@docusaurus\/theme-common\/internal'/g,
        ),
      ].flatMap((match) => match[1]!.split(',').map((name) => `${file}: ${name.trim().split(/\s+as\s+/)[0]}`)),
    );
    expect(imported.length).toBeGreaterThan(0);
    // The module only loads inside a Docusaurus bundle, so its declarations are read instead.
    const declarations = readFileSync(
      path.join(ROOT, 'node_modules/@docusaurus/theme-common/lib/internal.d.ts'),
      'utf8',
    );
    const exported = new Set(
      [...declarations.matchAll(/export\s*{([^}]*)}/g)].flatMap((match) =>
        match[1]!.split(',').map((name) =>
          name
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        ),
      ),
    );
    expect(imported.filter((entry) => !exported.has(entry.split(': ')[1]))).toEqual([]);
  });

  it("plugins/prism-on-demand matches the classic theme's Prism client module", () => {
    const themeLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
    const clientModule = path.join(themeLib, 'prism-include-languages.js');
    expect(existsSync(clientModule), clientModule).toBe(true);
    expect(readFileSync(path.join(themeLib, 'index.js'), 'utf8')).toContain("'./prism-include-languages'");
    expect(clientModule.replace(/\.js$/, '')).toMatch(PRISM_CLIENT_MODULE);
  });

  it('@docusaurus/theme-mermaid imports Mermaid by its bare name and reads only the default export (plugins/mermaid-prebuilt)', () => {
    // The plugin resolves `mermaid` to a stand-in that has only a default export: an import of a
    // subpath would bundle Mermaid again, and a named import would find nothing.
    const lib = path.join(ROOT, 'node_modules/@docusaurus/theme-mermaid/lib');
    const sources = readdirSync(lib, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(lib, file), 'utf8'));
    const imports = sources.flatMap((source) => [
      ...source.matchAll(/(?:from\s+|import\s*\(\s*)['"](mermaid(?:\/[^'"]*)?)['"]/g),
    ]);
    expect(imports.map((match) => match[1])).toEqual(['mermaid']);
    expect(sources.join('\n')).toContain("(await import('mermaid')).default");
  });

  it('the client entry still keeps its React root in window.docusaurusRoot (src/clientModules/firstLoadFailure.ts)', () => {
    const entry = readFileSync(require.resolve('@docusaurus/core/lib/client/clientEntry.js'), 'utf8');
    expect(entry).toMatch(/window\.docusaurusRoot = /);
  });

  it('each client module plugins/page-start takes the place of exists, and its replacement exports the same names', async () => {
    const exportedNames = (source: string) => [
      ...(/^export default /m.test(source) ? ['default'] : []),
      ...[...source.matchAll(/^export (?:declare )?(?:function|const|class) (\w+)/gm)].map((match) => match[1]).sort(),
    ];
    for (const { original, replacement } of REPLACED_CLIENT_MODULES) {
      const declarations = path.join(ROOT, 'node_modules', original.replace(/\.js$/, '.d.ts'));
      expect(existsSync(path.join(ROOT, 'node_modules', original)), original).toBe(true);
      const ours = readFileSync(path.join(ROOT, 'plugins/page-start', replacement), 'utf8');
      expect(exportedNames(ours), replacement).toEqual(exportedNames(readFileSync(declarations, 'utf8')));
    }
  });

  it('react-helmet-async, react-loadable, react-router-dom and nprogress are the ones Docusaurus depends on (plugins/page-start/client)', () => {
    // The swapped client modules must import the copies Docusaurus's own modules import: the
    // theme's links find only their own copy's router, and a second react-loadable or
    // react-helmet-async (whose Helmets share instances within one copy) would be bundled beside
    // the first.
    const dependencies = (pkg: string) =>
      (JSON.parse(readFileSync(pkg, 'utf8')) as { dependencies: Record<string, string> }).dependencies;
    const ours = dependencies(path.join(ROOT, 'package.json'));
    const core = dependencies(path.join(ROOT, 'node_modules/@docusaurus/core/package.json'));
    for (const name of ['react-helmet-async', 'react-loadable', 'react-router-dom']) {
      expect(ours[name], name).toBe(core[name]);
    }
    // The progress bar's library, which the classic theme imported itself (./client/nprogress.ts).
    const theme = dependencies(path.join(ROOT, 'node_modules/@docusaurus/theme-classic/package.json'));
    expect(ours['nprogress'], 'nprogress').toBe(theme['nprogress']);
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

  it('the browser copy of @docusaurus/utils-common (plugins/client-bundle) has every export of the package, with the same values', async () => {
    const original = require('@docusaurus/utils-common') as Record<string, unknown>;
    const copy = (await import('../../plugins/client-bundle/utils-common')) as Record<string, unknown>;
    expect(Object.keys(copy).sort()).toEqual(Object.keys(original).sort());
    for (const [name, value] of Object.entries(original)) expect(copy[name], name).toBe(value);
  });

  it('every ejected or replaced component names the installed version of the package it came from', () => {
    const ejected = [...sourceFiles('src/theme'), ...sourceFiles('plugins')].flatMap((file) => {
      const match = /(?:Ejected from|follows the shape of) (@docusaurus\/[a-z-]+)\s+(?:\* )?(\d+\.\d+\.\d+)/.exec(
        readFileSync(path.join(ROOT, file), 'utf8'),
      );
      return match ? [{ file, pkg: match[1], version: match[2] }] : [];
    });
    expect(ejected.map(({ file }) => file).sort()).toEqual([
      'plugins/page-start/client/browser-context.tsx',
      'plugins/page-start/client/client-entry.tsx',
      'plugins/page-start/client/code-word-wrap.ts',
      'plugins/page-start/client/component-creator.tsx',
      'plugins/page-start/client/docusaurus.ts',
      'plugins/page-start/client/head.tsx',
      'plugins/page-start/client/navbar-secondary-menu.tsx',
      'plugins/page-start/client/nprogress.ts',
      'plugins/page-start/client/react-utils.tsx',
      'plugins/page-start/client/scroll-utils.tsx',
      'plugins/page-start/client/window-size.ts',
      'plugins/page-start/ssr-template.ts',
      'plugins/page-start/theme/LastUpdated/index.tsx',
      'plugins/page-start/theme/Tabs/index.tsx',
      'plugins/search/theme/SearchBar/index.tsx',
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
    const readers = ['theme-classic/lib', 'theme-common/lib', 'plugin-content-docs/lib/client', 'theme-mermaid/lib']
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
