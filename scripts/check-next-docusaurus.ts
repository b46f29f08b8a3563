/**
 * npm run check:next-docusaurus: does the site still type-check, build and work in a browser on the
 * next Docusaurus? Runs on a copy of the project in a temporary folder (removed at the end; --keep
 * keeps it), never touching this checkout:
 *
 *   1. picks the newest prerelease (canary) that every @docusaurus/* package of package.json has
 *      published, by publish time (--version X to choose one), and takes Node 24 from the npm registry;
 *   2. sets those versions, React 19 and TypeScript 6 in the copy's package.json and installs (once more with
 *      --legacy-peer-deps after a failure such as a peer conflict, so that the other steps still run);
 *   3. runs the internals test (which coupling points' upstream files changed), `tsc --noEmit -p .`,
 *      `docusaurus build` and the Chromium smoke tests tagged @next-docusaurus, each to the end
 *      whatever the others did;
 *   4. names the project file to blame for each failure, prints a summary and exits 1 if any failed.
 *      Coupling points whose upstream files changed are listed as "re-diff": the checklist of an
 *      upgrade, not a failure; the internals test failing in any other way is one.
 *
 * With --react-only it keeps this project's Docusaurus and Node and moves to React 19 alone.
 *
 *   npm run check:next-docusaurus -- [--version X | --react-only] [--keep]
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';
import { copyProject } from './lib/project-copy';

const ROOT = path.resolve(import.meta.dirname, '..');
const SMOKE_TAG = '@next-docusaurus';
/** One build or browser run at a time on this machine; --verbose says how long the wait for the lock took. */
const BUILD_LOCK = ['--verbose', '/tmp/build.lock'];
/** React 19 in place of 18: the libraries and their types. */
const REACT_19 = { react: '^19.0.0', 'react-dom': '^19.0.0', '@types/react': '^19.0.0', '@types/react-dom': '^19.0.0' };
/** Docusaurus 4's @docusaurus/tsconfig asks for TypeScript >= 6.0; 6.0 is the newest that typescript-eslint accepts. */
const TYPESCRIPT_6 = { typescript: '~6.0.0' };
const USAGE = 'Usage: npm run check:next-docusaurus -- [--version X | --react-only] [--keep]';

interface PackageJson {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

interface StepResult {
  name: string;
  status: 'ok' | 'FAILED' | 'skipped' | 're-diff';
  seconds: number;
  /** One entry per failure, each naming the file or test to blame, with details on the lines below. */
  blame: string[];
}

/** Runs a command, showing its output as it comes, and resolves to its exit status and output. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ ok: boolean; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      output += chunk.toString();
    });
    child.on('error', (error) => resolve({ ok: false, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/** A package's versions on the registry, each with its publish time (unpublished ones left out). */
function publishTimes(name: string): Map<string, number> {
  const result = spawnSync('npm', ['view', name, 'versions', 'time', '--json'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm view ${name} failed:\n${result.stderr}`);
  const { versions, time } = JSON.parse(result.stdout) as { versions: string[]; time: Record<string, string> };
  return new Map(versions.map((version) => [version, Date.parse(time[version] ?? '')]));
}

/**
 * The newest prerelease every package has published, by when the last of them published it (the
 * moment the whole set could be installed).
 */
function newestSharedPrerelease(packages: string[]): string {
  const published = packages.map(publishTimes);
  const shared = [...(published[0]?.keys() ?? [])].filter(
    (version) => version.includes('-') && published.every((times) => times.has(version)),
  );
  const completed = (version: string) => Math.max(...published.map((times) => times.get(version) ?? 0));
  const newest = shared.sort((a, b) => completed(b) - completed(a))[0];
  if (!newest) throw new Error(`No prerelease is published for all of ${packages.join(', ')}.`);
  return newest;
}

/** Installs the newest Node 24 from the npm registry (the `node` package) and returns its bin folder. */
function installNode24(folder: string): string {
  mkdirSync(folder);
  // The `node` package fetches its platform's binary in an install script, which npm runs only when allowed.
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ private: true, allowScripts: { node: true } }));
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', 'node@24'], {
    cwd: folder,
    stdio: 'inherit',
  });
  const bin = path.join(folder, 'node_modules', '.bin');
  if (install.status !== 0 || !existsSync(path.join(bin, 'node')))
    throw new Error('Installing node@24 from npm failed.');
  return bin;
}

/**
 * The environment the copy runs in: its own packages' binaries (and Node 24, when given) first on
 * PATH, and none of the npm variables of the `npm run` that started this script, which point here.
 */
function copyEnvironment(site: string, nodeBin: string | undefined): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('npm_') && name !== 'INIT_CWD'),
  );
  const path_ = (process.env.PATH ?? '').split(path.delimiter).filter((entry) => !entry.startsWith(ROOT));
  // npm comes from PATH: the one shipped with that Node if any, else this one, which runs on the first `node` on PATH.
  const first = [nodeBin, path.join(site, 'node_modules', '.bin')].filter((entry) => entry !== undefined);
  return { ...env, PATH: [...first, ...path_].join(path.delimiter) };
}

/** Resolves to a port the system has free, or rejects when `port` is taken. */
function listenOnce(port: number) {
  return new Promise<number>((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

/** Two free adjacent ports, for the tests' two servers (the site, and one above it the test build). */
async function freePortPair(): Promise<number> {
  for (;;) {
    const port = await listenOnce(0);
    if (
      await listenOnce(port + 1).then(
        () => true,
        () => false,
      )
    )
      return port;
  }
}

/**
 * The internals tests that fail on any new upstream release until its rows are carried over: a
 * row's upstream files changed, or an ejected file names the version it was taken from.
 */
const RE_DIFF_TESTS = [
  'were taken from the upstream files installed now',
  'every ejected component names the installed version of the package it came from',
];

/** What vitest's JSON reporter says of each test. */
interface VitestReport {
  testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
}

/**
 * The internals test's verdict: "re-diff" when only RE_DIFF_TESTS failed, blaming each coupling
 * point whose upstream files changed (our files to diff, the upstream files); otherwise each
 * failed test.
 */
function internalsVerdict(report: VitestReport, output: string): { status: StepResult['status']; blame: string[] } {
  const failed = report.testResults.flatMap(({ assertionResults }) =>
    assertionResults.filter(({ status }) => status === 'failed'),
  );
  if (failed.length === 0) return { status: 'ok', blame: [] };
  // The rows are in the printed diff (the JSON report has only the assertion's first line).
  const rows = [
    ...stripVTControlCharacters(output).matchAll(/upstream changed \(.*?\): (.+)\n\+?\s+diff against it: ([^"\n]+)/g),
  ].map(([, upstream, ours]) => `${ours}: upstream changed: ${upstream}`);
  const other = failed.filter(({ title }) => !RE_DIFF_TESTS.includes(title));
  if (other.length === 0) return { status: 're-diff', blame: rows };
  return {
    status: 'FAILED',
    blame: other.map(({ title, failureMessages }) => `${title}:\n${lastLines(failureMessages.join('\n'), 15)}`),
  };
}

/** A file of the project named in `line` (config/, plugins/, src/ or docusaurus.config.ts), with its position. */
const PROJECT_FILE =
  /(?<![\w/.@-])(?:\.\/)?((?:config|plugins|src)\/[\w@.[\]/-]*[\w\]]|docusaurus\.config\.ts)(?:[:(]\d+[:,]\d+\)?)?/g;

function lastLines(output: string, count: number): string {
  const lines = output.trimEnd().split('\n');
  // flock's own lines say how long the wait for the lock took, not what failed.
  return lines
    .filter((line) => !line.startsWith('flock: '))
    .slice(-count)
    .join('\n');
}

/** A missing export, as Rspack and webpack word it: the name, then the module it was imported from. */
const MISSING_EXPORT = [
  /'([^']+)' is not exported from '([^']+)'/g,
  /export '([^']+)' \(imported as '[^']+'\) was not found in '([^']+)'/g,
];

/** The project's source files that import `name` from `module`: Rspack names the import, not the file. */
function importersOf(site: string, name: string, module: string): string[] {
  const sources = ['config', 'plugins', 'src']
    .flatMap((folder) =>
      readdirSync(path.join(site, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(folder, file),
      ),
    )
    .concat('docusaurus.config.ts')
    .filter((file) => /\.(tsx?|jsx?|mdx)$/.test(file));
  return sources.filter((file) => {
    const text = readFileSync(path.join(site, file), 'utf8');
    return (text.includes(`'${module}'`) || text.includes(`"${module}"`)) && new RegExp(`\\b${name}\\b`).test(text);
  });
}

/** The first line of the build's output that names each project file, and the files importing what is gone. */
function buildBlame(output: string, site: string): string[] {
  const blamed = new Map<string, string>();
  for (const [, name, module] of MISSING_EXPORT.flatMap((pattern) => [...output.matchAll(pattern)])) {
    if (!name || !module) continue;
    for (const file of importersOf(site, name, module))
      if (!blamed.has(file)) blamed.set(file, `imports ${name} from ${module}, which does not export it`);
  }
  for (const line of output.replaceAll(`${site}/`, '').split('\n')) {
    for (const [, file] of line.matchAll(PROJECT_FILE)) {
      if (file && !blamed.has(file) && existsSync(path.join(site, file))) blamed.set(file, line.trim().slice(0, 300));
    }
  }
  if (blamed.size > 0) return [...blamed].map(([file, line]) => `${file}: ${line}`);
  // Nothing of ours named: the failure is in Docusaurus or a dependency; its last words say where.
  return [`no project file named; the last lines of the build:\n${lastLines(output, 15)}`];
}

/** tsc's errors grouped by file, a few per file. */
function typeBlame(output: string): string[] {
  const byFile = new Map<string, string[]>();
  for (const [, file, position, message] of output.matchAll(/^(\S.*?)\((\d+,\d+)\): error (.+)$/gm)) {
    if (!file || !message) continue;
    byFile.set(file, [...(byFile.get(file) ?? []), `(${position}) ${message}`]);
  }
  if (byFile.size === 0) return [`tsc failed without a file error:\n${lastLines(output, 10)}`];
  return [...byFile].map(([file, errors]) =>
    [
      `${file}: ${errors.length} error${errors.length === 1 ? '' : 's'}`,
      ...errors.slice(0, 3).map((error) => `    ${error}`),
      ...(errors.length > 3 ? [`    … and ${errors.length - 3} more`] : []),
    ].join('\n'),
  );
}

/** The spec files that hold tests tagged for this check. */
function smokeTestFiles(site: string): string[] {
  const folder = path.join('tests', 'e2e');
  return readdirSync(path.join(site, folder))
    .filter(
      (file) => file.endsWith('.spec.ts') && readFileSync(path.join(site, folder, file), 'utf8').includes(SMOKE_TAG),
    )
    .map((file) => path.join(folder, file));
}

/**
 * Each failed test as its file, line and title, with the first line of its error; and each error
 * outside a test (a test file that does not load, a server that does not start) with its file.
 */
function browserBlame(report: JSONReport, site: string): string[] {
  const firstLine = (message = '') => stripVTControlCharacters(message).trim().split('\n')[0] ?? '';
  const failures = [
    ...new Set(
      report.errors.map(({ message, location }) => {
        const where = location ? `${path.relative(site, location.file)}:${location.line}: ` : '';
        return `${where}${firstLine(message)}`;
      }),
    ),
  ];
  const visit = (suite: JSONReportSuite, titles: string[]) => {
    for (const spec of suite.specs.filter(({ ok }) => !ok)) {
      const error = spec.tests.flatMap((test) => test.results).flatMap((result) => result.errors)[0];
      const where = `${path.relative(site, path.join(report.config.rootDir, spec.file))}:${spec.line} › ${[...titles, spec.title].join(' › ')}`;
      failures.push(error ? `${where}\n    ${firstLine(error.message)}` : where);
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites) visit(suite, []);
  if (report.stats.expected + report.stats.unexpected + report.stats.flaky === 0)
    failures.push(`no test tagged ${SMOKE_TAG} ran`);
  return failures;
}

async function step(
  name: string,
  action: () => Promise<{ ok: boolean; blame: string[] } | { status: StepResult['status']; blame: string[] }>,
): Promise<StepResult> {
  console.log(`\n== ${name}`);
  const started = Date.now();
  const outcome = await action();
  const status = 'status' in outcome ? outcome.status : outcome.ok ? 'ok' : 'FAILED';
  const seconds = Math.round((Date.now() - started) / 1000);
  return { name, status, seconds, blame: status === 'ok' ? [] : outcome.blame };
}

function summary(results: StepResult[]): string {
  const header = ['Step', 'Result', 'Time', 'Files or tests blamed'];
  const rows = results.map(({ name, status, seconds, blame }) => [
    name,
    status,
    status === 'skipped' ? '' : `${seconds} s`,
    status === 'ok' ? '' : status === 'skipped' ? (blame[0] ?? '') : String(blame.length),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [header, ...rows].map(line).join('\n');
}

async function main() {
  const { values: options } = parseArgs({
    options: {
      version: { type: 'string' },
      'react-only': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (options.help) {
    console.log(USAGE);
    return;
  }
  if (options.version && options['react-only'])
    throw new Error(`--version and --react-only exclude each other.\n${USAGE}`);

  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as PackageJson;
  const docusaurusPackages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) =>
    name.startsWith('@docusaurus/'),
  );
  const docusaurus = options['react-only']
    ? undefined
    : (options.version ?? newestSharedPrerelease(docusaurusPackages));
  console.log(
    docusaurus
      ? `Docusaurus ${docusaurus}${options.version ? ' (chosen)' : ', the newest prerelease all of its packages here have'}, React 19, Node 24`
      : `React 19 with this project's Docusaurus and Node (${process.version})`,
  );

  const scratch = mkdtempSync(path.join(os.tmpdir(), 'next-docusaurus-'));
  const site = path.join(scratch, 'site');
  const results: StepResult[] = [];
  try {
    copyProject(ROOT, site);
    // The copy installs its own packages: the link to this checkout's node_modules goes.
    unlinkSync(path.join(site, 'node_modules'));
    const env = copyEnvironment(site, docusaurus ? installNode24(path.join(scratch, 'node24')) : undefined);
    console.log(
      `Node ${spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim()}, npm ${spawnSync('npm', ['--version'], { env, encoding: 'utf8' }).stdout.trim()}`,
    );

    const copyManifest = path.join(site, 'package.json');
    const copied = JSON.parse(readFileSync(copyManifest, 'utf8')) as PackageJson;
    const wanted: Record<string, string> = { ...REACT_19, ...(docusaurus ? TYPESCRIPT_6 : {}) };
    if (docusaurus) for (const name of docusaurusPackages) wanted[name] = docusaurus;
    for (const [name, version] of Object.entries(wanted)) {
      if (name in copied.dependencies) copied.dependencies[name] = version;
      else copied.devDependencies[name] = version;
    }
    writeFileSync(copyManifest, `${JSON.stringify(copied, null, 2)}\n`);
    // The lockfile holds Docusaurus 3's tree, which npm cannot reconcile with the new major's peers (a peer conflict).
    if (docusaurus) unlinkSync(path.join(site, 'package-lock.json'));

    const npmInstall = (extra: string[]) => async () => {
      const { ok, output } = await run('npm', ['install', '--no-audit', '--no-fund', ...extra], site, env);
      // A peer conflict is the block from "While resolving" to npm's advice; anything else, npm's last words.
      const conflict = /^npm error While resolving:[\s\S]*?(?=^npm error Fix the upstream)/m.exec(output)?.[0];
      return { ok, blame: [conflict ? conflict.trimEnd() : `npm install failed:\n${lastLines(output, 15)}`] };
    };
    let install = await step('install', npmInstall([]));
    results.push(install);
    if (install.status === 'FAILED') {
      // Installed past the peer conflicts, the other steps still say what else breaks.
      install = await step('install --legacy-peer-deps', npmInstall(['--legacy-peer-deps']));
      results.push(install);
    }
    if (install.status === 'ok') {
      const installed = (name: string) =>
        (JSON.parse(readFileSync(path.join(site, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
          .version;
      console.log(
        `Installed: ${Object.keys(wanted)
          .map((name) => `${name} ${installed(name)}`)
          .join(', ')}`,
      );
    }
    const skip = (name: string, reason: string): StepResult => ({
      name,
      status: 'skipped',
      seconds: 0,
      blame: [reason],
    });

    results.push(
      install.status === 'ok'
        ? await step('internals (coupling points)', async () => {
            const test = path.join('tests', 'unit', 'docusaurus-internals.test.ts');
            const reportFile = path.join(scratch, 'internals.json');
            const args = ['run', test, '--reporter', 'default', '--reporter', 'json', '--outputFile.json', reportFile];
            const { output } = await run('vitest', args, site, { ...env, NO_COLOR: '1' });
            if (!existsSync(reportFile))
              return { ok: false, blame: [`vitest wrote no report:\n${lastLines(output, 15)}`] };
            return internalsVerdict(JSON.parse(readFileSync(reportFile, 'utf8')) as VitestReport, output);
          })
        : skip('internals (coupling points)', 'install failed'),
    );
    results.push(
      install.status === 'ok'
        ? await step('types (tsc)', async () => {
            const { ok, output } = await run('tsc', ['--noEmit', '-p', '.'], site, env);
            return { ok, blame: typeBlame(output) };
          })
        : skip('types (tsc)', 'install failed'),
    );
    const build =
      install.status === 'ok'
        ? await step('build', async () => {
            const { ok, output } = await run('flock', [...BUILD_LOCK, 'docusaurus', 'build'], site, env);
            return { ok, blame: buildBlame(output, site) };
          })
        : skip('build', 'install failed');
    results.push(build);
    results.push(
      build.status === 'ok'
        ? await step(`browser (Chromium, ${SMOKE_TAG})`, async () => {
            const reportFile = path.join(scratch, 'playwright.json');
            // CI=1: never reuse a server another run left on the port; the second server is not used by these tests.
            const testEnv = {
              ...env,
              CI: '1',
              E2E_PORT: String(await freePortPair()),
              E2E_HOSTED_BUILD_DIR: 'build',
              PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile,
            };
            const args = [...BUILD_LOCK, 'playwright', 'test', '--project', 'chromium', '--grep', SMOKE_TAG];
            // Only the files with tagged tests are loaded: a broken spec file elsewhere does not stop these.
            const files = smokeTestFiles(site);
            const { ok, output } = await run('flock', [...args, '--reporter', 'list,json', ...files], site, testEnv);
            if (!existsSync(reportFile))
              return { ok: false, blame: [`Playwright wrote no report:\n${lastLines(output, 15)}`] };
            const blame = browserBlame(JSON.parse(readFileSync(reportFile, 'utf8')) as JSONReport, site);
            return { ok: ok && blame.length === 0, blame };
          })
        : skip(`browser (Chromium, ${SMOKE_TAG})`, 'no build'),
    );
  } finally {
    if (options.keep) console.log(`\nThe copy is kept in ${site}`);
    else rmSync(scratch, { recursive: true, force: true });
  }

  for (const result of results.filter(({ status }) => status === 'FAILED')) {
    console.log(`\n== ${result.name} failed\n${result.blame.join('\n')}`);
  }
  for (const result of results.filter(({ status }) => status === 're-diff')) {
    console.log(`\n== ${result.name}: upstream changed; diff these before upgrading\n${result.blame.join('\n')}`);
  }
  console.log(`\n${docusaurus ? `Docusaurus ${docusaurus}, ` : ''}React 19\n${summary(results)}`);
  if (results.some(({ status }) => status === 'FAILED' || status === 'skipped')) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
