/**
 * How search feels while a reader types, measured in Chromium against a served build: the
 * responsiveness of each keystroke in the modal (Interaction to Next Paint's per-interaction
 * figure, from the Event Timing API) at normal speed and with the CPU slowed down as on a
 * mid-range phone, and how soon the first results appear on a cold load. Used by `npm run bench`
 * and, alone, by `npm run bench -- --only search-typing`.
 *
 * Chromium slows down the page's own thread only: a Web Worker runs at full speed whatever the
 * rate (CDP answers "only supported for pages, not workers"), so at 4× a search engine in a worker
 * is not slowed down with the rest (the bench's query latency, in Node, is its time at 1×).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from '../../tests/chromium';
import { countOthersCpu, SHARED_MACHINE_CORES } from './cpu-time';

/** The gap between two keystrokes: a quick typist on a phone. */
const KEY_INTERVAL_MS = 150;
/** Event Timing reports nothing shorter; a keystroke that reports nothing took less than this. */
const DURATION_THRESHOLD_MS = 16;
/** The event types of one keystroke; they share its interactionId. */
const KEYSTROKE_EVENTS = ['keydown', 'keypress', 'input', 'keyup'];

export interface TypingPage {
  /** The docs version whose index the page searches, as the report names it. */
  label: string;
  route: string;
}

export interface TypingFigures {
  page: TypingPage;
  cpuRate: number;
  /** Per run, each keystroke's interaction duration (under 16 ms reads 16). */
  runs: number[][];
  /** Cores' worth of CPU that processes other than the bench's own used while the row ran. */
  otherCores: number;
}

interface EventEntry {
  name: string;
  interactionId: number;
  duration: number;
}

/** What the page records for this script, on its window. */
interface TypingRecorder {
  typingEntries: EventEntry[];
  typingObserver: PerformanceObserver;
}

/** A keystroke's duration: the longest of its events (keydown to the next paint, usually). */
export function keystrokeDurations(entries: EventEntry[], typed: number): number[] {
  const byInteraction = new Map<number, number>();
  for (const entry of entries) {
    if (!entry.interactionId || !KEYSTROKE_EVENTS.includes(entry.name)) continue;
    byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration));
  }
  if (byInteraction.size > typed) {
    throw new Error(`${byInteraction.size} interactions recorded for ${typed} keystrokes`);
  }
  const reported = [...byInteraction].sort(([a], [b]) => a - b).map(([, duration]) => duration);
  // Keystrokes that reported nothing were quicker than the threshold.
  return [...reported, ...Array<number>(typed - reported.length).fill(DURATION_THRESHOLD_MS)];
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: OFFLINE_CHROMIUM_ARGS });
}

/**
 * Opens a route and waits until React has hydrated it (the color toggle is disabled until then; on
 * a phone-sized page it sits in the closed menu, so it is waited for in the DOM, not on screen).
 */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('button[class*="toggleButton"]:enabled').first().waitFor({ state: 'attached' });
}

async function slowDown(page: Page, cpuRate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
}

/** Records the page's event timing entries from now on. */
async function startRecording(page: Page): Promise<void> {
  await page.evaluate((threshold) => {
    // Values this script puts on the page's window for itself.
    const recorder = window as unknown as TypingRecorder;
    recorder.typingEntries = [];
    recorder.typingObserver = new PerformanceObserver((list) => {
      // TypeScript's DOM types lack interactionId, which Chromium's event entries carry.
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId: number })[]) {
        recorder.typingEntries.push({
          name: entry.name,
          interactionId: entry.interactionId,
          duration: entry.duration,
        });
      }
    });
    // …and durationThreshold, which Event Timing's observe() takes.
    recorder.typingObserver.observe({ type: 'event', durationThreshold: threshold } as PerformanceObserverInit);
  }, DURATION_THRESHOLD_MS);
}

/** Waits for the paint after the results of the full query, then hands over what was recorded. */
async function stopRecording(page: Page): Promise<EventEntry[]> {
  return page.evaluate(async () => {
    const recorder = window as unknown as TypingRecorder;
    // Entries are delivered after the frame they end in; two frames and an idle moment later, all are.
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
    );
    const entries = [...recorder.typingEntries, ...recorder.typingObserver.takeRecords()] as EventEntry[];
    recorder.typingObserver.disconnect();
    return entries.map(({ name, interactionId, duration }) => ({ name, interactionId, duration }));
  });
}

async function typeQuery(page: Page, query: string): Promise<void> {
  for (const key of query) {
    const next = Date.now() + KEY_INTERVAL_MS;
    await page.keyboard.press(key);
    const wait = next - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * One run: a fresh page, the CPU slowed down, the modal opened from its button (its index ready), then
 * the query typed a key every 150 ms, and the keystrokes' durations once the last results show.
 */
async function typingRun(browser: Browser, baseUrl: string, route: string, cpuRate: number, query: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await openHydrated(page, `${baseUrl}${route}`);
    await slowDown(page, cpuRate);
    await page.getByRole('button', { name: /Search/ }).click();
    await page.locator('.DocSearch-Input:focus').waitFor();
    await startRecording(page);
    await typeQuery(page, query);
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.waitForFunction((typed) => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      return input?.value === typed && !document.querySelector('.DocSearch-Container--Stalled');
    }, query);
    const entries = await stopRecording(page);
    return keystrokeDurations(entries, query.length);
  } finally {
    await context.close();
  }
}

export async function typingFigures(
  baseUrl: string,
  pages: TypingPage[],
  { cpuRates, runs, query }: { cpuRates: number[]; runs: number; query: string },
): Promise<TypingFigures[]> {
  const browser = await launch();
  const figures: TypingFigures[] = [];
  try {
    for (const page of pages) {
      for (const cpuRate of cpuRates) {
        const stopCounting = countOthersCpu();
        const rowRuns: number[][] = [];
        for (let run = 0; run < runs; run++) {
          rowRuns.push(await typingRun(browser, baseUrl, page.route, cpuRate, query));
        }
        figures.push({ page, cpuRate, runs: rowRuns, otherCores: stopCounting() });
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

export interface FirstResults {
  /** Click on the search button to the modal's input on screen. */
  open: number;
  /** The first keystroke's event time to the first frame that shows a result. */
  shown: number;
}

/**
 * Search on a cold load: a new page, the search button clicked, and a letter typed as soon as the
 * modal's input appears. The keystroke is timed in the page, from the key event's own time stamp
 * to the animation frame after the first result enters the DOM, so the figure is the reader's wait
 * and not the test driver's round trips.
 */
export async function firstResults(baseUrl: string, route: string, runs: number): Promise<FirstResults[]> {
  const browser = await launch();
  const figures: FirstResults[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage();
      await openHydrated(page, `${baseUrl}${route}`);
      await page.evaluate(() => {
        // A value this script puts on the page's window for itself.
        const timing = window as unknown as { firstResultsShown?: Promise<number> };
        timing.firstResultsShown = new Promise((resolve) => {
          let keyTime: number | undefined;
          document.addEventListener('keydown', (event) => (keyTime ??= event.timeStamp), { capture: true });
          new MutationObserver((_records, observer) => {
            if (keyTime === undefined || !document.querySelector('.DocSearch-Hit')) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - (keyTime ?? 0)));
          }).observe(document.body, { subtree: true, childList: true });
        });
      });
      const clicked = Date.now();
      await page.getByRole('button', { name: /Search/ }).click();
      await page.locator('.DocSearch-Input').waitFor();
      const open = Date.now() - clicked;
      await page.keyboard.type('s');
      const shown = await page.evaluate(
        // Set by the script above.
        () => (window as unknown as { firstResultsShown: Promise<number> }).firstResultsShown,
      );
      figures.push({ open, shown: Math.round(shown) });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}

export function formatTyping(figures: TypingFigures[], query: string): string {
  const lines = [
    `  each keystroke typing "${query}" in the modal, a key every ${KEY_INTERVAL_MS} ms (Event Timing; under ${DURATION_THRESHOLD_MS} ms reads ${DURATION_THRESHOLD_MS})`,
  ];
  for (const { page, cpuRate, runs, otherCores } of figures) {
    const all = runs.flat();
    const worst = runs.map((run) => Math.max(...run));
    lines.push(
      `  ${page.label.padEnd(4)} ${`${cpuRate}× CPU`.padEnd(8)} median ${percentile(all, 50)} ms, range ${Math.min(...all)}–${Math.max(...all)} ms; ` +
        `worst keystroke per run (INP) median ${percentile(worst, 50)} ms, ${Math.min(...worst)}–${Math.max(...worst)} (${runs.length} runs)`,
    );
    if (otherCores > SHARED_MACHINE_CORES) {
      lines.push(
        `  ! other processes used ${otherCores.toFixed(1)} cores' worth of CPU meanwhile: this row is not comparable`,
      );
    }
  }
  return lines.join('\n');
}
