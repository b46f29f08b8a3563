/**
 * npm run bench: build speed and size, page weight, and search figures.
 * Prints a report; measures, never asserts (budgets are enforced by tests, not timings).
 *
 *   cold and warm build: wall time and peak RSS of the whole build process tree, the time of each
 *     phase (loading, bundling, static rendering, post-build steps) from Docusaurus's perf logger, and
 *     the build's CPU time beside what other processes used meanwhile (a build that shared the
 *     machine is flagged: its time is not comparable); cold builds are the median of BUILD_RUNS
 *     (default 3), with their range
 *   one more version: as many cold builds of a copy of the project after `docs:version`, taking
 *     turns with the project's, and what a version adds to the build's time and memory and to main.js
 *   pages: HTML files in build/
 *   page weight: JS and CSS a browser loads for each page Lighthouse measures (raw and gzip), and
 *     main.js, the script every page loads, raw, gzip and brotli
 *   search: index bytes per version, records, per-query latency, and on cold loads the time to
 *     open the modal and from the first keystroke to results on screen (median and worst of 7);
 *     then each keystroke's interaction (INP) typing in the modal, for each docs version at 1× and
 *     4× CPU (TYPING_RUNS runs, default 5; scripts/lib/search-typing.ts). Alone, against an
 *     existing build: npm run bench -- --only search-typing [--dir build]
 *   lighthouse: scores and metrics per page, mobile and desktop, median of LH_RUNS runs (default 3);
 *     with page weight, alone against an existing build: npm run bench -- --only pages [--dir build]
 *   start (alone only): main-thread work as pages start, builds compared load by load:
 *     npm run bench -- --only start --dir A --dir B (scripts/lib/start-work.ts)
 *   server: requests per second, p99 latency and peak memory of scripts/serve.ts under load
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { currentVersion, docsVersions, startPageOf } from '../config/versions';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from '../tests/chromium';
import { loadIndex, runQuery } from '../plugins/search/client/engine';
import type { SearchManifest } from '../plugins/search/client/schema';
import { SEARCH_QUERIES, type DocsVersion as QuerySetVersion } from '../tests/fixtures/search-queries';
import { INDEX_KEYS, rankingReport } from '../tests/fixtures/search-evaluate';
import { formatLighthouseTable, LIGHTHOUSE_ROUTES, lighthouseTable } from './lighthouse';
import { copyProject } from './lib/project-copy';
import { countCpu, type CpuShare } from './lib/cpu-time';
import { readEveryProcess, treeOf } from './lib/process-tree';
import { formatStartWork, START_WORK_CONDITIONS, startWork } from './lib/start-work';
import { formatLoad, serverLoad } from './lib/server-load';
import { firstResults, formatTyping, percentile, typingFigures } from './lib/search-typing';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD = path.join(ROOT, 'build');
const PORT = 4180;
const FIRST_RESULTS_RUNS = 7;
/** Runs of the typing figures per docs version and CPU rate. */
const TYPING_RUNS = Number(process.env.TYPING_RUNS ?? 5);
if (!Number.isInteger(TYPING_RUNS) || TYPING_RUNS < 1)
  throw new Error(`TYPING_RUNS must be 1 or more, not ${process.env.TYPING_RUNS}`);
/** Normal speed, and a mid-range phone (Lighthouse's mobile slowdown). */
const CPU_RATES = [1, 4];
/** Typed a key at a time: short prefixes with many hits, then a phrase. */
const TYPED_QUERY = 'session callback';
/** Cold builds of each kind; one build's time moves by a second or more from run to run on this machine. */
const BUILD_RUNS = Number(process.env.BUILD_RUNS ?? 3);
if (!Number.isInteger(BUILD_RUNS) || BUILD_RUNS < 1)
  throw new Error(`BUILD_RUNS must be 1 or more, not ${process.env.BUILD_RUNS}`);

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Sum of the resident memory of a process and all its descendants, from /proc. */
function treeRss(rootPid: number): number {
  const statuses = readEveryProcess('status');
  const parents = new Map([...statuses].map(([pid, status]) => [pid, Number(/PPid:\s+(\d+)/.exec(status)?.[1])]));
  let total = 0;
  for (const pid of treeOf(rootPid, parents)) {
    total += Number(/VmRSS:\s+(\d+)/.exec(statuses.get(pid) ?? '')?.[1] ?? 0) * 1024;
  }
  return total;
}

/** The phases Docusaurus's perf logger times, in build order, with the names this report gives them. */
const PHASES = [
  ['Load site', 'load'],
  ['Bundling with', 'bundling'],
  ['SSG', 'static rendering'],
  ['postBuild()', 'post-build'],
] as const;

interface TimedBuild {
  seconds: number;
  peakRss: number;
  /** Seconds per phase, by the names of PHASES. */
  phases: Map<string, number>;
  cpu: CpuShare;
}

/** Reads a phase's time from a perf logger line ("[PERF] Build > en > SSG - 4.18 seconds! - (Heap …)"). */
function phaseOf(line: string): [string, number] | undefined {
  const match = /\[PERF\] Build > [^>]+ > ([^>]+?) - ([\d.]+) (ms|seconds)/.exec(line);
  if (!match) return undefined;
  const phase = PHASES.find(([prefix]) => match[1]?.startsWith(prefix));
  if (!phase) return undefined;
  return [phase[1], Number(match[2]) / (match[3] === 'ms' ? 1000 : 1)];
}

async function timedBuild(label: string, siteDir = ROOT): Promise<TimedBuild> {
  const started = performance.now();
  const stopCountingCpu = countCpu();
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'],
    {
      cwd: siteDir,
      env: { ...process.env, DOCUSAURUS_PERF_LOGGER: 'true' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const phases = new Map<string, number>();
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const phase = phaseOf(line);
      // Nested lines ("SSG > Thread pool") do not match; a locale's phases add up.
      if (phase) phases.set(phase[0], (phases.get(phase[0]) ?? 0) + phase[1]);
    }
  });
  let peakRss = 0;
  const sampler = setInterval(() => {
    if (child.pid !== undefined) peakRss = Math.max(peakRss, treeRss(child.pid));
  }, 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`${label} build failed (exit ${code})`);
  return { seconds: (performance.now() - started) / 1000, peakRss, phases, cpu: stopCountingCpu() };
}

/** The share of a build's CPU time that other processes may use beside it before its time is flagged (this script's own sampling stays well below). */
const SHARED_MACHINE_CPU_SHARE = 0.05;

function formatBuild(label: string, build: TimedBuild): string {
  const phases = PHASES.map(([, name]) => `${name} ${(build.phases.get(name) ?? NaN).toFixed(1)} s`).join(', ');
  const { measured, others } = build.cpu;
  const shared =
    others > measured * SHARED_MACHINE_CPU_SHARE
      ? `\n  ! other processes used ${others.toFixed(1)} s of CPU while it ran: its time is not comparable`
      : '';
  return (
    `  ${label.padEnd(12)} ${build.seconds.toFixed(1)} s, peak RSS ${(build.peakRss / 2 ** 20).toFixed(0)} MiB (${phases})\n` +
    `  ${''.padEnd(12)} CPU ${measured.toFixed(1)} s, other processes ${others.toFixed(1)} s${shared}`
  );
}

/** Several runs of one build: the median run's figures in full, then each figure's median and range. */
function formatBuilds(label: string, builds: TimedBuild[]): string {
  const median = [...builds].sort((a, b) => a.seconds - b.seconds)[Math.floor((builds.length - 1) / 2)];
  if (!median) throw new Error(`${label}: no builds`);
  if (builds.length === 1) return formatBuild(label, median);
  const spread = (values: number[], digits: number, unit: string) =>
    `median ${percentile(values, 50).toFixed(digits)} ${unit}, ${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
  return (
    `${formatBuild(`${label} (median of ${builds.length})`, median)}\n` +
    `  ${''.padEnd(12)} wall ${spread(
      builds.map((build) => build.seconds),
      1,
      's',
    )}; peak RSS ${spread(
      builds.map((build) => build.peakRss / 2 ** 20),
      0,
      'MiB',
    )}; CPU ${spread(
      builds.map((build) => build.cpu.measured),
      1,
      's',
    )}`
  );
}

/** Empties what a cold build must not find: generated files, the bundler's and the plugins' caches, the output. */
function clearBuildState(siteDir: string): void {
  for (const dir of ['.docusaurus', 'node_modules/.cache', 'build']) {
    rmSync(path.join(siteDir, dir), { recursive: true, force: true });
  }
}

/** main.js, the script every page loads: its size raw, gzip -9 and brotli 11. */
function mainScript(buildDir: string): { raw: number; gzip: number; brotli: number } {
  const dir = path.join(buildDir, 'assets/js');
  const file = readdirSync(dir).find((name) => /^main\.[\da-f]+\.js$/.test(name));
  if (!file) throw new Error(`no main.<hash>.js in ${dir}`);
  const content = readFileSync(path.join(dir, file));
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * A copy of the project with the current docs frozen as one more version (as the README's "Cutting
 * a version" does it), to see what a version adds. The copy shares node_modules, so each build of
 * it starts from emptied caches too (clearBuildState).
 */
function projectWithOneMoreVersion(): string {
  const site = mkdtempSync(path.join(os.tmpdir(), 'bench-versions-'));
  copyProject(ROOT, site);
  const cut = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'docs:version', currentVersion().label],
    { cwd: site, encoding: 'utf8' },
  );
  if (cut.status !== 0) throw new Error(`docs:version failed: ${cut.stderr}`);
  return site;
}

function countHtml(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).length;
}

async function startServer(buildDir = BUILD, port = PORT): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/serve.ts'), '--dir', buildDir, '--port', String(port)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve) => server.stdout.once('data', () => resolve()));
  return server;
}

async function pageWeights(routes: string[], buildDir = BUILD, port = PORT) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: OFFLINE_CHROMIUM_ARGS,
  });
  const rows: { route: string; jsRaw: number; jsGzip: number; cssRaw: number; cssGzip: number; files: number }[] = [];
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const loaded = new Set<string>();
    page.on('response', (response) => {
      // The page's own scripts and styles; link prefetches of other pages are not its cost.
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') loaded.add(new URL(response.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
    const row = { route, jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0, files: loaded.size };
    for (const file of loaded) {
      const content = readFileSync(path.join(buildDir, file));
      const gz = gzipSync(content, { level: 9 }).length;
      if (file.endsWith('.js')) {
        row.jsRaw += content.length;
        row.jsGzip += gz;
      } else {
        row.cssRaw += content.length;
        row.cssGzip += gz;
      }
    }
    rows.push(row);
    await context.close();
  }
  await browser.close();
  return rows;
}

/** The search section a reader feels: first results on a cold load, then each keystroke, per docs version. */
async function searchTyping(baseUrl: string): Promise<string> {
  const lines: string[] = [];
  const cold = await firstResults(baseUrl, '/getting-started/introduction', FIRST_RESULTS_RUNS);
  const summary = (values: number[]) =>
    `median ${percentile(values, 50)} ms, worst ${Math.max(...values)} ms (${values.join(', ')})`;
  lines.push(
    `  cold load, ${FIRST_RESULTS_RUNS} runs: click to the open modal ${summary(cold.map((run) => run.open))}`,
  );
  lines.push(`  cold load: first keystroke to first results on screen ${summary(cold.map((run) => run.shown))}`);
  const pages = docsVersions().map((version) => ({ label: version.label, route: startPageOf(version) }));
  const typing = await typingFigures(baseUrl, pages, { cpuRates: CPU_RATES, runs: TYPING_RUNS, query: TYPED_QUERY });
  lines.push(formatTyping(typing, TYPED_QUERY));
  return lines.join('\n');
}

async function main() {
  console.log('NextAuth.js docs benchmark\n');
  // The two projects take turns, so that a slower spell of the machine falls on both; the project
  // is built last, since building the copy empties the caches the project's warm build reuses.
  const site = projectWithOneMoreVersion();
  const colds: TimedBuild[] = [];
  const mores: TimedBuild[] = [];
  let moreMain: ReturnType<typeof mainScript>;
  try {
    for (let run = 1; run <= BUILD_RUNS; run++) {
      clearBuildState(site);
      mores.push(await timedBuild('one more version', site));
      clearBuildState(ROOT);
      colds.push(await timedBuild('cold'));
    }
    // The copy's last build is still in place (each run empties only its own project's output).
    moreMain = mainScript(path.join(site, 'build'));
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
  const warm = await timedBuild('warm');
  const versionCount = docsVersions().length;
  console.log(`Build (${versionCount} docs versions)`);
  console.log(formatBuilds('cold build', colds));
  console.log(formatBuild('warm build', warm));
  console.log(`  HTML pages   ${countHtml(BUILD)}`);
  const main = mainScript(BUILD);
  const difference = (after: number, before: number, unit: string, digits = 1) =>
    `${after - before >= 0 ? '+' : ''}${(after - before).toFixed(digits)} ${unit}`;
  const median = (builds: TimedBuild[], figure: (build: TimedBuild) => number) => percentile(builds.map(figure), 50);
  // Each run's copy against the project's build that followed it.
  const added = mores.map((more, run) => more.seconds - (colds[run]?.seconds ?? NaN));
  console.log(`\nOne more docs version (a copy after docs:version, ${versionCount + 1} versions, cold)`);
  console.log(
    `${formatBuilds('cold build', mores)}\n  added        ${difference(
      median(mores, (build) => build.seconds),
      median(colds, (build) => build.seconds),
      's',
    )}${added.length > 1 ? ` (run by run ${added.map((seconds) => difference(seconds, 0, 's')).join(', ')})` : ''}, ` +
      `${difference(median(mores, (build) => build.peakRss) / 2 ** 20, median(colds, (build) => build.peakRss) / 2 ** 20, 'MiB', 0)}; ` +
      `main.js ${difference(moreMain.raw / 1024, main.raw / 1024, 'KB')} raw, ${difference(moreMain.brotli / 1024, main.brotli / 1024, 'KB')} brotli`,
  );

  const server = await startServer();
  try {
    console.log(
      `\nJS and CSS loaded by a browser (gzip -9)\n  main.js (every page)                 ${kb(main.raw)} raw / ${kb(main.gzip)} gzip / ${kb(main.brotli)} brotli`,
    );
    console.log(await formatPageWeights(BUILD, PORT));

    console.log('\nSearch');
    const current = currentVersion();
    const versionOfIndex = (key: string) =>
      (Object.keys(INDEX_KEYS) as QuerySetVersion[]).find((version) => INDEX_KEYS[version] === key);
    // Latency is measured on the current docs' index, with the queries written for it.
    const currentKey = `en/docs-default-${current.name}`;
    const currentQueries = SEARCH_QUERIES.filter((c) => INDEX_KEYS[c.version] === currentKey);
    const manifest = JSON.parse(readFileSync(path.join(BUILD, 'search-manifest.json'), 'utf8')) as SearchManifest;
    const latencies: number[] = [];
    for (const [key, file] of Object.entries(manifest.indexes)) {
      const json = readFileSync(path.join(BUILD, file), 'utf8');
      const index = loadIndex(json);
      console.log(
        `  ${key.padEnd(28)} ${index.documentCount} records, ${kb(statSync(path.join(BUILD, file)).size)} raw / ${kb(gzipSync(json, { level: 9 }).length)} gzip`,
      );
      const version = versionOfIndex(key);
      if (version) {
        const report = rankingReport(index, version, SEARCH_QUERIES);
        const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
        console.log(
          `  ${''.padEnd(28)} ranking on ${report.queries} reader queries: top-1 ${pct(report.top1)}, top-3 ${pct(report.top3)}, MRR ${report.mrr.toFixed(3)}`,
        );
      }
      if (key !== currentKey) continue;
      for (let round = 0; round < 5; round++) {
        for (const { query } of currentQueries) {
          const started = performance.now();
          runQuery(index, query);
          latencies.push(performance.now() - started);
        }
      }
    }
    console.log(
      `  query latency (${current.label} index, ${currentQueries.length} queries × 5): median ${percentile(latencies, 50).toFixed(2)} ms, p95 ${percentile(latencies, 95).toFixed(2)} ms`,
    );
    console.log(await searchTyping(`http://127.0.0.1:${PORT}`));

    console.log('\nLighthouse (lhci collect)');
    console.log(formatLighthouseTable(await lighthouseTable(`http://127.0.0.1:${PORT}`, CHROMIUM_PATH)));
  } finally {
    server.kill();
  }
  console.log('\nServer under load (autocannon)');
  console.log(formatLoad(await serverLoad(BUILD, PORT + 1)));
}

/**
 * `npm run bench -- --only search-typing [--dir build] [--port 4180]`: the search figures a reader
 * feels, alone, against an existing build.
 */
async function searchTypingAlone(buildDir: string, port: number) {
  const server = await startServer(buildDir, port);
  try {
    console.log(`Search while typing (${buildDir})`);
    console.log(await searchTyping(`http://127.0.0.1:${port}`));
  } finally {
    server.kill();
  }
}

/**
 * `npm run bench -- --only pages [--dir build] [--port 4180]`: what a reader's browser loads and
 * Lighthouse's figures, against an existing build (e.g. to weigh one change by building with and
 * without it).
 */
async function pagesAlone(buildDir: string, port: number) {
  const server = await startServer(buildDir, port);
  try {
    console.log(`JS and CSS loaded by a browser (gzip -9, ${buildDir})`);
    console.log(await formatPageWeights(buildDir, port));
    console.log('\nLighthouse (lhci collect)');
    console.log(formatLighthouseTable(await lighthouseTable(`http://127.0.0.1:${port}`, CHROMIUM_PATH)));
  } finally {
    server.kill();
  }
}

async function formatPageWeights(buildDir: string, port: number): Promise<string> {
  return (await pageWeights(LIGHTHOUSE_ROUTES, buildDir, port))
    .map(
      (row) =>
        `  ${row.route.padEnd(36)} JS ${kb(row.jsRaw)} raw / ${kb(row.jsGzip)} gzip   CSS ${kb(row.cssRaw)} raw / ${kb(row.cssGzip)} gzip   (${row.files} files)`,
    )
    .join('\n');
}

/**
 * `npm run bench -- --only start --dir A [--dir B ...] [--port 4180]`: how much main-thread work
 * each page of START_ROUTES does as it starts, for each build, loads taking turns (START_LOADS
 * each, default 11). Build once with a change and once without to weigh it.
 */
async function startAlone(buildDirs: string[], port: number) {
  const loads = Number(process.env.START_LOADS ?? 11);
  if (!Number.isInteger(loads) || loads < 1)
    throw new Error(`START_LOADS must be a positive integer, got "${process.env.START_LOADS}"`);
  const servers = await Promise.all(buildDirs.map((dir, i) => startServer(dir, port + i)));
  try {
    const labels = new Map(
      buildDirs.map((dir, i) => [`http://127.0.0.1:${port + i}`, path.relative(ROOT, dir) || '.']),
    );
    console.log(`Main-thread work as a page starts (${START_WORK_CONDITIONS}), medians of ${loads} loads (range)`);
    console.log(formatStartWork(await startWork([...labels.keys()], loads), labels));
  } finally {
    for (const server of servers) server.kill();
  }
}

/** The one build a section measures. */
function oneBuild(section: (buildDir: string, port: number) => Promise<void>) {
  return (buildDirs: string[], port: number) => {
    const [buildDir = BUILD, ...others] = buildDirs;
    if (others.length > 0) throw new Error('this section measures one build: give --dir once');
    return section(buildDir, port);
  };
}

const SECTIONS = {
  'search-typing': oneBuild(searchTypingAlone),
  pages: oneBuild(pagesAlone),
  start: startAlone,
} satisfies Record<string, (buildDirs: string[], port: number) => Promise<void>>;
const { values: options } = parseArgs({
  options: { only: { type: 'string' }, dir: { type: 'string', multiple: true }, port: { type: 'string' } },
});
const section = options.only === undefined ? undefined : SECTIONS[options.only as keyof typeof SECTIONS];
if (options.only !== undefined && !Object.hasOwn(SECTIONS, options.only))
  throw new Error(`--only takes one of: ${Object.keys(SECTIONS).join(', ')}; not "${options.only}"`);
if ((options.dir ?? options.port) !== undefined && options.only === undefined)
  throw new Error('--dir and --port are for a section run alone (--only): the whole bench builds into build/');
const alonePort = Number(options.port ?? PORT);
if (!Number.isInteger(alonePort) || alonePort < 1 || alonePort > 65535)
  throw new Error(`--port takes a number from 1 to 65535, not "${options.port}"`);

(section
  ? section(
      (options.dir ?? ['build']).map((dir) => path.resolve(ROOT, dir)),
      alonePort,
    )
  : main()
).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
