import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import puppeteer, { type Browser as PuppeteerBrowser, type JSHandle, type Page as PuppeteerPage } from 'puppeteer-core';
import { Builder, error as WebDriverError, Key, type WebDriver } from 'selenium-webdriver';

/**
 * One browser engine, started once, driven through the few actions the smoke suite needs. Firefox
 * runs over WebDriver BiDi (puppeteer-core talks to Firefox's own remote agent, no geckodriver);
 * WebKit runs as WebKitGTK's MiniBrowser under Xvfb, over classic WebDriver (WebKitWebDriver).
 */
export interface Engine {
  name: 'firefox' | 'webkit';
  /** Sets the layout viewport to exactly this many CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** Loads a page and waits for its load event. */
  goto(url: string): Promise<void>;
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** Waits until `fn` returns a truthy value, and resolves to it; fails saying what was awaited. */
  waitFor<T, A extends unknown[]>(what: string, fn: (...args: A) => T, ...args: A): Promise<NonNullable<T>>;
  /**
   * A native click on the element marked `data-engines-target` (see `markTarget` in smoke.ts);
   * false when that element was gone, replaced by a re-render, before it could be clicked.
   */
  clickTarget(): Promise<boolean>;
  /** Native keystrokes into the element marked `data-engines-target`. */
  typeIntoTarget(text: string): Promise<void>;
  /** Control (or Command on macOS) with a key, as a reader presses it. */
  pressShortcut(key: string): Promise<void>;
  /** Console errors, uncaught errors and failed requests seen since the last call. */
  takeProblems(): Promise<string[]>;
  close(): Promise<void>;
}

const TARGET = '[data-engines-target]';
const WAIT_MS = 10_000;
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);
/**
 * DocSearch's bundled zod probes `Function("")` in a try/catch to learn whether eval is allowed; the
 * site's CSP blocks it as it should (Firefox reports it as a page error) and zod carries on.
 */
const EXPECTED_PROBLEMS = [/blocked a JavaScript eval \(script-src\)/];

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
/** MiniBrowser ships inside WebKitGTK's library folder, e.g. /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/. */
function findMiniBrowser(): string | undefined {
  const lib = '/usr/lib';
  const list = (dir: string) => {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  };
  return [lib, ...list(lib).map((entry) => `${lib}/${entry}`)]
    .flatMap((dir) =>
      list(dir)
        .filter((entry) => entry.startsWith('webkit2gtk-4.'))
        .map((entry) => `${dir}/${entry}/MiniBrowser`),
    )
    .find(isExecutable);
}

const onPath = (command: string) =>
  (process.env.PATH ?? '').split(':').some((dir) => dir && isExecutable(`${dir}/${command}`));

/** Says what is missing and how to install it, instead of a driver's stack trace. */
function requireInstalled(what: string, found: boolean, hint: string): void {
  if (!found)
    throw new Error(
      `${what} is missing, so the WebKit/Firefox smoke suite cannot run. The suite drives the system ` +
        `browsers and never downloads one.\n  Debian/Ubuntu: sudo apt-get install -y webkit2gtk-driver xvfb firefox-esr\n  ${hint}`,
    );
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/**
 * Starts a child process in a process group of its own, so that `stop` also ends what it started
 * (WebKitWebDriver starts MiniBrowser, which starts WebKit's web and network processes).
 * `exited` rejects when it exits, to race against its start-up.
 */
function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv, stdio: ('ignore' | 'pipe')[]) {
  const child = spawn(command, args, { env, stdio, detached: true });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${command} exited (${code}) before it was ready: ${output.trim()}`);
  });
  // Once it is up, its exit at the end of the run is expected, not an unhandled rejection.
  exited.catch(() => undefined);
  return { child, exited };
}

function stop(child: ChildProcess | undefined): void {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid);
  } catch {
    // The group has already gone.
  }
}

// ---------------------------------------------------------------- Firefox

export async function launchFirefox(): Promise<Engine> {
  const executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
  requireInstalled(`Firefox (${executablePath})`, isExecutable(executablePath), 'Or set FIREFOX_PATH.');
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    // Every host but this machine goes through a proxy that refuses, so a stray request fails loudly.
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': 9,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': 9,
      'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
      'network.proxy.allow_hijacking_localhost': false,
    },
  });
  const page: PuppeteerPage = await browser.newPage();
  let problems: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${where()}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${where()}: ${(error as Error).message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && !LOCAL_HOSTS.has(url.hostname))
      problems.push(`${where()}: request to another host: ${request.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // A request cancelled by a navigation did not fail.
    if (!/NS_BINDING_ABORTED/.test(reason)) problems.push(`${where()}: failed request ${request.url()} (${reason})`);
  });

  const target = () => page.locator(TARGET);
  return {
    name: 'firefox',
    setViewport: (width, height) => page.setViewport({ width, height }),
    goto: async (url) => {
      await page.goto(url);
    },
    // Playwright's overloads cannot follow a function or key passed through the engine interface.
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...args),
    waitFor: async (what, fn, ...args) => {
      try {
        // Playwright's overloads cannot follow a function or key passed through the engine interface.
        const handle: JSHandle = await page.waitForFunction(fn as never, { timeout: WAIT_MS, polling: 'raf' }, ...args);
        return (await handle.jsonValue()) as never;
      } catch {
        throw new Error(`Firefox, ${where()}: timed out waiting until ${what}`);
      }
    },
    clickTarget: async () => {
      try {
        await target()
          .setTimeout(WAIT_MS / 2)
          .click();
        return true;
      } catch (error) {
        if (await page.evaluate((selector) => document.querySelector(selector) === null, TARGET)) return false;
        throw error;
      }
    },
    typeIntoTarget: (text) => target().fill(text),
    pressShortcut: async (key) => {
      const modifier = process.platform === 'darwin' ? 'Meta' : 'Control';
      await page.keyboard.down(modifier);
      // Playwright's overloads cannot follow a function or key passed through the engine interface.
      await page.keyboard.press(key as never);
      await page.keyboard.up(modifier);
    },
    takeProblems: async () => {
      const seen = problems.filter((problem) => !EXPECTED_PROBLEMS.some((pattern) => pattern.test(problem)));
      problems = [];
      return seen;
    },
    close: () => browser.close(),
  };
}

// ---------------------------------------------------------------- WebKit

/**
 * Records what a page reports, from the moment it is installed: classic WebDriver has no console
 * log, and MiniBrowser does not pass its console to stdout under automation. Installed after every
 * full page load, so it sees everything a reader's interaction sets off.
 */
function installRecorder(): void {
  // A value the test itself puts on the page's window.
  const w = window as unknown as { __engineProblems?: string[] };
  if (w.__engineProblems) return;
  const problems: string[] = (w.__engineProblems = []);
  const where = () => location.pathname;
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(`${where()}: console error: ${args.map(String).join(' ')}`);
    original(...args);
  };
  addEventListener('error', (event) => problems.push(`${where()}: ${event.message}`));
  addEventListener('unhandledrejection', (event) => problems.push(`${where()}: unhandled rejection: ${event.reason}`));
  document.addEventListener('securitypolicyviolation', (event) => {
    if (event.blockedURI === 'eval' && event.violatedDirective === 'script-src') return;
    problems.push(`${where()}: CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
  });
}

/** Problems recorded in the page, plus every resource it fetched from another host. */
function collectRecorded(): string[] {
  // A value the test itself puts on the page's window.
  const w = window as unknown as { __engineProblems?: string[] };
  const recorded = w.__engineProblems?.splice(0) ?? [];
  const external = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith('http') && !['127.0.0.1', 'localhost'].includes(new URL(url).hostname))
    .map((url) => `${location.pathname}: request to another host: ${url}`);
  performance.clearResourceTimings();
  return [...recorded, ...external];
}

/**
 * MiniBrowser's toolbar would keep its window at least 447 px wide, too wide for a phone. A GTK
 * style sheet of the browser's own (GTK reads $XDG_CONFIG_HOME/gtk-3.0/gtk.css) shrinks it to
 * nothing, so the window's width is the page's.
 */
const SHRUNKEN_TOOLBAR = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }';

/**
 * Now and then MiniBrowser closes the driver's automation connection just after accepting it, and
 * WebKitWebDriver then waits for the session forever (seen with strace in about one start in five
 * on this machine, more often under load; a red CI run once). A session normally starts within a
 * second, so one that has not started in 15 s is given up and the driver, with the browser it
 * started, is replaced. Three attempts once all failed while Firefox's tests ran beside them on
 * two cores; five make that rare enough.
 */
const SESSION_ATTEMPTS = 5;
const VIEWPORT_ATTEMPTS = 4;
const SESSION_TIMEOUT_MS = 15_000;

interface WebKitSession {
  driver: WebDriver;
  driverProcess: ChildProcess;
}

async function startWebKitSession(miniBrowser: string, env: NodeJS.ProcessEnv): Promise<WebKitSession> {
  const driverPort = await freePort();
  const driverProcess = startProcess('WebKitWebDriver', [`--port=${driverPort}`], env, ['ignore', 'ignore', 'pipe']);
  const timer = new AbortController();
  const timeout = delay(SESSION_TIMEOUT_MS, undefined, { signal: timer.signal }).then(() => {
    throw new Error(`WebKitWebDriver did not start a session within ${SESSION_TIMEOUT_MS / 1000} s`);
  });
  try {
    const driver = await Promise.race([
      new Builder()
        .usingServer(`http://127.0.0.1:${driverPort}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
          // Every host but this machine goes through a proxy that refuses.
          proxy: { proxyType: 'manual', httpProxy: '127.0.0.1:9', sslProxy: '127.0.0.1:9', noProxy: [...LOCAL_HOSTS] },
        })
        .build(),
      driverProcess.exited,
      timeout,
    ]);
    return { driver, driverProcess: driverProcess.child };
  } catch (error) {
    stop(driverProcess.child);
    throw error;
  } finally {
    timer.abort();
  }
}

export async function launchWebKit(): Promise<Engine> {
  const miniBrowser = process.env.MINIBROWSER_PATH ?? findMiniBrowser() ?? '';
  requireInstalled('WebKitWebDriver', onPath('WebKitWebDriver'), 'Package: webkit2gtk-driver.');
  requireInstalled('MiniBrowser (WebKitGTK)', isExecutable(miniBrowser), 'Or set MINIBROWSER_PATH.');
  requireInstalled('Xvfb', Boolean(process.env.ENGINES_DISPLAY) || onPath('Xvfb'), 'Package: xvfb.');

  // A display of its own (Xvfb picks a free number and writes it to fd 3), unless one is given.
  let xvfb: ChildProcess | undefined;
  let display = process.env.ENGINES_DISPLAY;
  if (!display) {
    const started = startProcess(
      'Xvfb',
      ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
      process.env,
      ['ignore', 'ignore', 'pipe', 'pipe'],
    );
    xvfb = started.child;
    const number = new Promise<string>((resolve) =>
      xvfb!.stdio[3]!.once('data', (data) => resolve(String(data).trim())),
    );
    display = `:${await Promise.race([number, started.exited])}`;
  }

  const configHome = mkdtempSync(path.join(tmpdir(), 'engines-webkit-'));
  mkdirSync(path.join(configHome, 'gtk-3.0'));
  writeFileSync(path.join(configHome, 'gtk-3.0', 'gtk.css'), SHRUNKEN_TOOLBAR);
  const stopAll = (driverProcess?: ChildProcess) => {
    stop(driverProcess);
    stop(xvfb);
    rmSync(configHome, { recursive: true, force: true });
  };

  let session: WebKitSession | undefined;
  const failures: string[] = [];
  for (let attempt = 1; !session && attempt <= SESSION_ATTEMPTS; attempt++) {
    try {
      session = await startWebKitSession(miniBrowser, {
        ...process.env,
        DISPLAY: display,
        XDG_CONFIG_HOME: configHome,
      });
    } catch (error) {
      failures.push(`attempt ${attempt}: ${(error as Error).message}`);
    }
  }
  if (!session) {
    stopAll();
    throw new Error(`WebKit: no WebDriver session after ${SESSION_ATTEMPTS} attempts.\n  ${failures.join('\n  ')}`);
  }
  const { driver, driverProcess } = session;

  const target = () => driver.findElement({ css: TARGET });
  const where = async () => new URL(await driver.getCurrentUrl()).pathname;
  return {
    name: 'webkit',
    setViewport: async (width, height) => {
      // The window's height includes what is left of the toolbar, and WebKit may settle the
      // toolbar's height only after a resize, so the window is corrected by what the viewport
      // lacks until the viewport is what was asked for.
      const window = driver.manage().window();
      const viewport = () => driver.executeScript<[number, number]>('return [innerWidth, innerHeight]');
      await window.setRect({ width, height });
      let actual = await viewport();
      for (let attempt = 1; attempt <= VIEWPORT_ATTEMPTS && (actual[0] !== width || actual[1] !== height); attempt++) {
        const rect = await window.getRect();
        await window.setRect({ width: rect.width + width - actual[0], height: rect.height + height - actual[1] });
        actual = await viewport();
      }
      if (actual[0] !== width || actual[1] !== height)
        throw new Error(`WebKit: asked for a ${width} × ${height} viewport, got ${actual.join(' × ')}`);
    },
    goto: async (url) => {
      await driver.get(url);
      await driver.executeScript(installRecorder);
    },
    evaluate: (fn, ...args) => driver.executeScript(fn, ...args),
    waitFor: async (what, fn, ...args) => {
      try {
        // Resolves to the condition's first truthy value.
        return await driver.wait(() => driver.executeScript<never>(fn, ...args), WAIT_MS);
      } catch {
        throw new Error(`WebKit, ${await where()}: timed out waiting until ${what}`);
      }
    },
    clickTarget: async () => {
      try {
        await (await target()).click();
        return true;
      } catch (error) {
        if (
          error instanceof WebDriverError.NoSuchElementError ||
          error instanceof WebDriverError.StaleElementReferenceError
        )
          return false;
        throw error;
      }
    },
    typeIntoTarget: async (text) => {
      const field = await target();
      await field.clear();
      await field.sendKeys(text);
    },
    pressShortcut: async (key) => {
      const modifier = process.platform === 'darwin' ? Key.COMMAND : Key.CONTROL;
      await driver.actions().keyDown(modifier).sendKeys(key).keyUp(modifier).perform();
    },
    takeProblems: async () => driver.executeScript<string[]>(collectRecorded),
    close: async () => {
      try {
        await driver.quit();
      } finally {
        stopAll(driverProcess);
      }
    },
  };
}
