/**
 * Lighthouse figures for npm run bench: Lighthouse CI (`lhci collect`) on a few pages, mobile and desktop,
 * each figure the median of LH_RUNS runs (default 3), LCP and TBT with their range. Reported, never gating.
 *
 * `lhci collect` always writes its reports to ./.lighthouseci, so it runs with a temporary directory
 * as its working directory (and without looking for a lighthouserc), and that directory is removed afterwards:
 * nothing is written to the repository.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { frozenVersions, startPageOf } from '../config/versions';
import { HOST_RESOLVER_RULES } from '../tests/chromium';
import { countOthersCpu, SHARED_MACHINE_CORES } from './lib/cpu-time';

export const LIGHTHOUSE_ROUTES = [
  '/',
  '/getting-started/introduction',
  '/providers/github',
  '/configuration/options',
  ...frozenVersions().map(startPageOf),
];

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseRow {
  route: string;
  formFactor: FormFactor;
  /** Category scores, 0–100 (NaN when Lighthouse could not score the category). */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, seconds. */
  lcp: number;
  /** Total Blocking Time, milliseconds. */
  tbt: number;
  /** Cumulative Layout Shift. */
  cls: number;
  /** Total byte weight (transfer size of every request), KB. */
  totalKb: number;
  /** The lowest and highest LCP (seconds) and TBT (milliseconds) of the runs. */
  lcpRange: [number, number];
  tbtRange: [number, number];
  /** How many runs the median was taken from. */
  runs: number;
  /**
   * Lighthouse's measure of the host's CPU speed (higher is faster). Simulated throttling scales
   * the tasks it observes, so blocking time on a slower host comes out longer.
   */
  benchmarkIndex: number;
  /** Why the page could not be measured (then every figure is NaN). */
  error?: string;
  /** Cores' worth of CPU that processes other than the bench's own used while the row ran. */
  otherCores?: number;
}

/** The parts of a Lighthouse result (LHR) read here. */
interface Lhr {
  requestedUrl: string;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment?: { benchmarkIndex?: number };
}

const LHCI_CLI = path.resolve(import.meta.dirname, '../node_modules/@lhci/cli/src/cli.js');
// Only the site itself resolves: third-party requests fail fast instead of reaching the network.
// (lhci adds --headless=new to the Chrome flags itself.)

function runCount(): number {
  const runs = Number(process.env.LH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`LH_RUNS must be a positive integer, got "${runs}"`);
  return runs;
}

/** Runs `lhci collect` on one URL in `cwd` (an empty directory) and returns the LHRs it saved there. */
async function collect(url: string, formFactor: FormFactor, chromePath: string, runs: number, cwd: string) {
  const args = [
    LHCI_CLI,
    'collect',
    '--no-lighthouserc',
    `--url=${url}`,
    `--numberOfRuns=${runs}`,
    `--chromePath=${chromePath}`,
    `--settings.chromeFlags=--no-sandbox --host-resolver-rules="${HOST_RESOLVER_RULES}"`,
    ...(formFactor === 'desktop' ? ['--settings.preset=desktop'] : []),
  ];
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  // Progress ("Running Lighthouse 3 time(s) on …", "Run #1...done.") goes to stderr, keeping stdout for the report.
  child.stdout.pipe(process.stderr, { end: false });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) {
    // lhci prints the failed run's whole LHR; Lighthouse's own last line says what went wrong.
    const reason = /Runtime error encountered: (.*)/.exec(stderr)?.[1] ?? stderr.trim().split('\n').at(-1);
    throw new Error(`lhci collect exited with code ${code}: ${reason ?? 'no output'}`);
  }
  const dir = path.join(cwd, '.lighthouseci');
  return readdirSync(dir)
    .filter((file) => /^lhr-\d+\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Lhr);
}

function score(lhr: Lhr, category: string): number {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : NaN;
}

function numeric(lhr: Lhr, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? NaN;
}

/** The median of the runs' values (the lower middle one of an even count); NaN without values. */
function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

function range(values: number[]): [number, number] {
  const measured = values.filter((value) => !Number.isNaN(value));
  return measured.length ? [Math.min(...measured), Math.max(...measured)] : [NaN, NaN];
}

/** Each figure is the median of its own values over the runs; LCP and TBT also get their range. */
function toRow(route: string, formFactor: FormFactor, lhrs: Lhr[]): LighthouseRow {
  const scores = (category: string) => lhrs.map((lhr) => score(lhr, category));
  const values = (audit: string, scale = 1) => lhrs.map((lhr) => numeric(lhr, audit) / scale);
  return {
    route,
    formFactor,
    performance: median(scores('performance')),
    accessibility: median(scores('accessibility')),
    bestPractices: median(scores('best-practices')),
    seo: median(scores('seo')),
    lcp: median(values('largest-contentful-paint', 1000)),
    tbt: median(values('total-blocking-time')),
    cls: median(values('cumulative-layout-shift')),
    totalKb: median(values('total-byte-weight', 1024)),
    lcpRange: range(values('largest-contentful-paint', 1000)),
    tbtRange: range(values('total-blocking-time')),
    runs: lhrs.length,
    benchmarkIndex: median(lhrs.map((lhr) => lhr.environment?.benchmarkIndex ?? NaN)),
  };
}

/**
 * Runs Lighthouse CI on every route of LIGHTHOUSE_ROUTES, mobile then desktop, against the site served at
 * `baseUrl` (e.g. "http://127.0.0.1:4180"), with the Chrome or Chromium at `chromePath`.
 */
export async function lighthouseTable(
  baseUrl: string,
  chromePath: string,
  routes: string[] = LIGHTHOUSE_ROUTES,
  formFactors: readonly FormFactor[] = ['mobile', 'desktop'],
): Promise<LighthouseRow[]> {
  const runs = runCount();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'lhci-'));
  const rows: LighthouseRow[] = [];
  try {
    for (const formFactor of formFactors) {
      for (const route of routes) {
        const cwd = path.join(tmp, `${formFactor}-${rows.length}`);
        mkdirSync(cwd);
        const stopCounting = countOthersCpu();
        try {
          const lhrs = await collect(new URL(route, baseUrl).href, formFactor, chromePath, runs, cwd);
          if (!lhrs.length) throw new Error('lhci collect saved no report');
          rows.push({ ...toRow(route, formFactor, lhrs), otherCores: stopCounting() });
        } catch (error) {
          // Reported, not gating: a page that cannot be measured gets a row saying why.
          rows.push({ ...toRow(route, formFactor, []), error: (error as Error).message });
        }
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return rows;
}

/** A cell, with "!" appended when the value misses its target, and the runs' range after it when given. */
function cell(value: number, digits: number, missesTarget: boolean, range?: [number, number]): string {
  if (Number.isNaN(value)) return '–';
  const spread = range && range[0] !== range[1] ? ` (${range[0].toFixed(digits)}–${range[1].toFixed(digits)})` : '';
  return `${value.toFixed(digits)}${missesTarget ? '!' : ''}${spread}`;
}

/** The rows as an aligned text table; "!" marks a value that misses its target. */
export function formatLighthouseTable(rows: LighthouseRow[]): string {
  const header = ['page', 'form', 'perf', 'a11y', 'bp', 'seo', 'LCP s', 'TBT ms', 'CLS', 'total KB'];
  const body = rows.map((row) => {
    const mobile = row.formFactor === 'mobile';
    if (row.error) return [row.route, row.formFactor, `failed: ${row.error}`];
    return [
      row.route,
      row.formFactor,
      cell(row.performance, 0, mobile && !(row.performance >= 100)),
      cell(row.accessibility, 0, !(row.accessibility >= 100)),
      cell(row.bestPractices, 0, !(row.bestPractices >= 100)),
      cell(row.seo, 0, !(row.seo >= 100)),
      cell(row.lcp, 2, mobile && !(row.lcp <= 1.5), row.lcpRange),
      cell(row.tbt, 0, mobile && !(row.tbt <= 100), row.tbtRange),
      cell(row.cls, 3, false),
      cell(row.totalKb, 1, false),
    ];
  });
  const measured = [header, ...body.filter((cells) => cells.length === header.length)];
  // Page and form factor columns fit every row; the figures' columns, the rows that have figures.
  const widths = header.map((_, i) =>
    Math.max(...(i < 2 ? [header, ...body] : measured).map((cells) => cells[i]?.length ?? 0)),
  );
  // Text columns align left, numbers right; a failure message follows the page and form factor as is.
  const line = (cells: string[]) =>
    cells
      .map((text, i) =>
        i < 2 ? text.padEnd(widths[i] ?? 0) : cells.length < header.length ? text : text.padStart(widths[i] ?? 0),
      )
      .join('  ');
  const runs = Math.max(0, ...rows.map((row) => row.runs));
  const benchmarkIndex = median(rows.map((row) => row.benchmarkIndex));
  const shared = rows
    .filter((row) => (row.otherCores ?? 0) > SHARED_MACHINE_CORES)
    .map((row) => `${row.route} ${row.formFactor} (${(row.otherCores ?? 0).toFixed(1)})`);
  return [
    line(header),
    ...body.map(line),
    '',
    ...(shared.length
      ? [
          `! other processes used cores' worth of CPU beside these rows, whose figures are not comparable: ${shared.join(', ')}`,
        ]
      : []),
    `medians of ${runs} runs, the runs' range in brackets; targets: mobile perf 100, mobile LCP ≤ 1.5 s and TBT ≤ 100 ms, a11y / bp / seo 100 ("!" = missed)`,
    `host speed: Lighthouse benchmark index ${Number.isNaN(benchmarkIndex) ? '–' : benchmarkIndex.toFixed(0)} (median; higher is faster, and simulated blocking time grows on a slower host)`,
  ]
    .map((text) => (text ? `  ${text}` : text))
    .join('\n');
}
