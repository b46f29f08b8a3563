/**
 * The main-thread work of a page as it starts, in Chromium at 4× CPU on a phone-sized viewport:
 * its blocking time (each long task's part over 50 ms, until SETTLE_MS after hydration), its script
 * time and its longest task. `npm run bench -- --only start --dir A --dir B` loads each page from
 * each build in turn, so that both share the machine's state; that is how the upgrade guide's
 * coupling points are weighed. Lighthouse's simulated blocking time moved from 26 to 124 ms
 * between two runs of one build of /configuration/options here: too much to weigh one change.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from '../../tests/chromium';
import { openHydrated, percentile } from './search-typing';

/** A mid-range phone, as Lighthouse's mobile run slows the CPU. */
const CPU_RATE = 4;
/** How long after hydration a page's work still counts: its effects and first idle callbacks. */
const SETTLE_MS = 2_000;
/** Long tasks count towards blocking time beyond this. */
const LONG_TASK_MS = 50;
const START_ROUTES = ['/getting-started/example', '/configuration/options', '/providers/github'];
export const START_WORK_CONDITIONS = `${CPU_RATE}× CPU, 412 px wide, until ${SETTLE_MS / 1000} s after hydration`;

export interface StartLoad {
  blockingMs: number;
  scriptMs: number;
  longestTaskMs: number;
}

interface Recorder {
  startLongTasks: number[];
}

async function loadOnce(browser: Browser, url: string): Promise<StartLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const recorder = window as unknown as Recorder;
      recorder.startLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) recorder.startLongTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await openHydrated(page, url);
    await page.waitForTimeout(SETTLE_MS);
    const longTasks = await page.evaluate(() => (window as unknown as Recorder).startLongTasks);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const scriptSeconds = metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? NaN;
    return {
      blockingMs: Math.round(longTasks.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0)),
      scriptMs: Math.round(scriptSeconds * 1000),
      longestTaskMs: Math.round(Math.max(0, ...longTasks)),
    };
  } finally {
    await context.close();
  }
}

/**
 * Loads every route from every build `loads` times, taking turns (route, then build), and returns
 * each build's loads per route. `baseUrls` are the builds' servers, in the order given.
 */
export async function startWork(
  baseUrls: string[],
  loads: number,
  routes = START_ROUTES,
): Promise<Map<string, Map<string, StartLoad[]>>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: OFFLINE_CHROMIUM_ARGS });
  const results = new Map(
    baseUrls.map((baseUrl) => [baseUrl, new Map(routes.map((route) => [route, [] as StartLoad[]]))]),
  );
  try {
    for (let load = 0; load < loads; load++)
      for (const route of routes)
        for (const baseUrl of baseUrls)
          results
            .get(baseUrl)
            ?.get(route)
            ?.push(await loadOnce(browser, baseUrl + route));
  } finally {
    await browser.close();
  }
  return results;
}

function medianAndRange(values: number[]): string {
  return `${percentile(values, 50)} (${Math.min(...values)}–${Math.max(...values)})`;
}

/** One line per route and build: medians of the loads, with their range. */
export function formatStartWork(results: Map<string, Map<string, StartLoad[]>>, labels: Map<string, string>): string {
  const lines: string[] = [];
  const routes = [...(results.values().next().value?.keys() ?? [])];
  for (const route of routes) {
    lines.push(`  ${route}`);
    for (const [baseUrl, byRoute] of results) {
      const loads = byRoute.get(route) ?? [];
      lines.push(
        `    ${(labels.get(baseUrl) ?? baseUrl).padEnd(32)} blocking ${medianAndRange(loads.map((l) => l.blockingMs)).padEnd(16)} ms` +
          `   script ${medianAndRange(loads.map((l) => l.scriptMs)).padEnd(18)} ms   longest task ${medianAndRange(loads.map((l) => l.longestTaskMs))} ms`,
      );
    }
  }
  return lines.join('\n');
}
