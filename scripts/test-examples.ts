/**
 * Executable docs: builds real Next.js apps from the docs' example blocks (see
 * scripts/lib/examples.ts for the fence meta) and drives them over HTTP and in Chromium.
 *
 * Each cell of the matrix is a package world under examples/ with its own lockfile. Per cell:
 * install from the lockfile (when missing or out of date), write the blocks into src/, `next
 * build` once, `next start`, run the flows, and start once more without NEXTAUTH_SECRET to see
 * the production error. Nothing leaves this machine: telemetry is off, and Chromium resolves no
 * host but this one.
 *
 * Usage: tsx scripts/test-examples.ts [--fresh] [cell ...]      (no names: every cell)
 */
import type { ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from '../tests/chromium';
import { ChildProcesses, stopOnSignal } from './lib/child-processes';
import { parseCurlSample, runCurlSample } from './lib/curl-samples';
import {
  APP_SECRET,
  EMAIL_DATABASE,
  CUSTOM_PAGES_FLOWS,
  EMAIL_FLOWS,
  EMAIL_FROM,
  type Flow,
  INITIALIZATION_FLOWS,
  LANDING_FLOWS,
  LANDING_CREDENTIALS_FLOWS,
  LANDING_NEXTJS_FLOWS,
  LANDING_FILES_FLOWS,
  V3_FLOWS,
  V4_FLOWS,
} from './lib/example-flows';
import {
  type Cell,
  type ExampleBlock,
  assembleCell,
  blockLabel,
  collectDocsExamples,
  type DocsExamples,
  landingBlocks,
  pageAsApp,
} from './lib/examples';
import { HttpSession } from './lib/http-session';
import { installOnce, MARKER } from './lib/install-marker';
import { CELLS, installCommandsOfWorld, V3_WORLD, v4Worlds } from './lib/cells';
import { freshWorld } from './lib/fresh-world';
import { installCommandsOfPath } from './lib/install-commands';
import { Mailbox } from './lib/mailbox';
import { landingRoutes, providerPagesEnvironment } from './lib/landing-files';
import { STARTER_CONFIG_FILES, STARTERS_DIR, starterFor } from './lib/starters';

const FLOWS: Record<Cell['flows'], Flow[]> = {
  v4: V4_FLOWS,
  v3: V3_FLOWS,
  email: EMAIL_FLOWS,
  initialization: INITIALIZATION_FLOWS,
  'custom-pages': CUSTOM_PAGES_FLOWS,
  landing: LANDING_FLOWS,
  'landing-nextjs': LANDING_NEXTJS_FLOWS,
  'landing-credentials': LANDING_CREDENTIALS_FLOWS,
  'landing-files': LANDING_FILES_FLOWS,
};

const ROOT = path.resolve(import.meta.dirname, '..');
/** The cells listen on ports from here on, one each (4600–4699 belong to the examples). */
const BASE_PORT = Number(process.env.EXAMPLES_PORT ?? 4600);
/** Cells built and driven at once: two cores build two apps side by side. */
const JOBS = Math.max(1, Number(process.env.EXAMPLES_JOBS ?? 2));
/** The GitHub app the example reads from the environment; GitHub itself is never contacted. */
const GITHUB_ID = 'example-github-id';

/** What makes a step fail: the step, and the doc blocks it ran. */
class StepError extends Error {
  constructor(
    readonly step: string,
    readonly blocks: ExampleBlock[],
    readonly cause: unknown,
  ) {
    super(step);
  }
}

/** Every install, build and server this run starts; SIGINT or SIGTERM stops them all (see main). */
const children = new ChildProcesses();

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = children.spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${output}`)),
    );
  });
}

function appEnv(port: number, withSecret: boolean, emailServer?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    GITHUB_ID,
    GITHUB_SECRET: 'example-github-secret',
  };
  if (emailServer) {
    env.EMAIL_SERVER = emailServer;
    env.EMAIL_FROM = EMAIL_FROM;
  }
  if (withSecret) {
    env.NEXTAUTH_SECRET = APP_SECRET;
    env.SECRET = env.NEXTAUTH_SECRET; // the v3 Example reads process.env.SECRET
  }
  return env;
}

async function install(cell: Cell) {
  const dir = path.join(ROOT, cell.dir);
  await installOnce(dir, () => run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir }));
}

/**
 * next build fetches next/font/google's fonts from Google, and the cells run offline: the generated
 * files that use it get a stand-in with the same exports (examples/offline-google-fonts.ts).
 */
function useOfflineFonts(src: string) {
  const generated = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.[jt]sx?$/.test(file));
  let used = false;
  for (const file of generated) {
    const code = readFileSync(path.join(src, file), 'utf8');
    if (!code.includes('"next/font/google"')) continue;
    writeFileSync(path.join(src, file), code.replaceAll('"next/font/google"', '"@/offline-google-fonts"'));
    used = true;
  }
  if (used)
    copyFileSync(path.join(ROOT, 'examples/offline-google-fonts.ts'), path.join(src, 'offline-google-fonts.ts'));
}

/**
 * The app as the reader has it: what create-next-app generated for the cell's Next.js version and
 * router (examples/starters), then each of the page's files written over it. The world keeps its own
 * package.json, tsconfig and next.config, which hold the starter's settings (see each file).
 */
function writeApp(cell: Cell, files: Map<string, ExampleBlock>) {
  const dir = path.join(ROOT, cell.dir);
  for (const generated of ['src', 'pages', 'public', '.next', ...STARTER_CONFIG_FILES])
    rmSync(path.join(dir, generated), { recursive: true, force: true });
  const starter = cell.flows === 'v3' ? undefined : starterFor(cell);
  // create-next-app puts the app under src/; the v3 reader creates pages/ at the app's root.
  const appRoot = starter ? path.join(dir, 'src') : dir;
  if (starter) {
    const starterDir = path.join(ROOT, STARTERS_DIR, starter.name);
    for (const generated of ['src', 'public', ...STARTER_CONFIG_FILES]) {
      const source = path.join(starterDir, generated);
      if (existsSync(source)) cpSync(source, path.join(dir, generated), { recursive: true });
    }
    useOfflineFonts(path.join(dir, 'src'));
  }
  for (const [file, block] of files) {
    const target = path.join(appRoot, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, block.code.endsWith('\n') ? block.code : `${block.code}\n`);
  }
}

/**
 * The blocks a build error points at: files it names (`./src/lib/auth.ts:12:3`; `./pages/…` in the v3
 * app, which has no src/) and the pages of the routes it names (`Route "/dashboard"`), or every
 * block when it names none.
 */
function blocksNamedIn(output: string, files: Map<string, ExampleBlock>): ExampleBlock[] {
  const routes = [...output.matchAll(/Route "([^"]*)"/g)].map(
    ([, route = '']) => `app${route.replace(/\/$/, '')}/page.tsx`,
  );
  const named = [...files.values()].filter(
    (block) =>
      routes.includes(block.file) ||
      (routes.length === 0 && [`src/${block.file}`, `./${block.file}`].some((named) => output.includes(named))),
  );
  return named.length ? named : [...files.values()];
}

interface Server {
  child: ChildProcess;
  log: () => string;
  stop: () => Promise<void>;
}

async function startServer(
  cell: Cell,
  port: number,
  withSecret: boolean,
  emailServer?: string,
  command: 'start' | 'dev' = 'start',
): Promise<Server> {
  const dir = path.join(ROOT, cell.dir);
  const env = {
    ...(cell.flows === 'landing-files' && providerPagesEnvironment(ROOT, cell.docsDir)),
    ...appEnv(port, withSecret, emailServer),
  };
  // next dev sets its own NODE_ENV and warns about any other value.
  if (command === 'dev') delete env.NODE_ENV;
  const child = children.spawn(
    process.execPath,
    [path.join(dir, 'node_modules/next/dist/bin/next'), command, '-p', String(port), '-H', '127.0.0.1'],
    { cwd: dir, env },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  // next start prints "Ready" (12: "ready - started server") once it listens; until then, or if
  // it exits, there is nothing to ask. A server that never gets there fails after a minute.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`next ${command} printed no "Ready" within 60 s\n${output}`));
    }, 60_000);
    const onData = () => {
      if (!/Ready in|ready - started server/i.test(output)) return;
      child.stdout.off('data', onData);
      clearTimeout(timer);
      resolve();
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`next ${command} exited ${code}\n${output}`));
    });
  });
  return { child, log: () => output, stop };
}

/** A line of a Next.js server's log that reports an error. */
const LOGGED_ERROR = /^.*\b(Error|⨯)\b.*$/m;

/** The Example page's first check, under the dev server the reader runs (`npm run dev`). */
const DEV_STEP = {
  name: 'next dev: /api/auth/signin shows "Sign in with GitHub", the home page renders, no error logged',
  files: ['lib/auth.ts', 'app/api/auth/[...nextauth]/route.ts', 'pages/api/auth/[...nextauth].ts'],
};

async function devServerCheck(cell: Cell, port: number): Promise<void> {
  const dev = await startServer(cell, port, true, undefined, 'dev');
  try {
    const session = new HttpSession(`http://127.0.0.1:${port}`);
    const signIn = await session.request('/api/auth/signin');
    if (signIn.status !== 200 || !signIn.text.includes('Sign in with GitHub'))
      throw new Error(`/api/auth/signin answered ${signIn.status} without "Sign in with GitHub"`);
    const home = await session.request('/');
    if (home.status !== 200) throw new Error(`/ answered ${home.status}`);
    if (LOGGED_ERROR.test(dev.log())) throw new Error(`next dev logged an error:\n${dev.log().slice(-3000)}`);
  } finally {
    await dev.stop();
  }
}

/** Missing NEXTAUTH_SECRET in production: the Example page's warning, checked on a second server. */
const NO_SECRET_STEP = {
  name: 'production without NEXTAUTH_SECRET: 500 with the configuration message, the sign-in page the error page (500, or pages.error with Configuration), NO_SECRET logged',
  files: ['lib/auth.ts', 'app/auth/error/page.tsx', 'pages/auth/error.tsx'],
};

function relevantBlocks(flow: Pick<Flow, 'files'>, files: Map<string, ExampleBlock>): ExampleBlock[] {
  return flow.files.map((file) => files.get(file)).filter((block): block is ExampleBlock => Boolean(block));
}

interface CellResult {
  passed: string[];
  timings: string[];
}

async function runCell(cell: Cell, index: number, browser: Browser, docs: DocsExamples): Promise<CellResult> {
  const passed: string[] = [];
  const timings: string[] = [];
  const time = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      timings.push(`${label} ${((performance.now() - start) / 1000).toFixed(1)} s`);
    }
  };
  let files: Map<string, ExampleBlock>;
  try {
    files = assembleCell(docs.blocks, cell);
  } catch (error) {
    throw new StepError('assemble the app from the docs', [], error);
  }
  const dir = path.join(ROOT, cell.dir);
  try {
    await time('install', () => install(cell));
  } catch (error) {
    throw new StepError(`npm ci in ${cell.dir}`, [], error);
  }
  writeApp(cell, files);
  const port = BASE_PORT + index * 2;
  try {
    await time('build', () =>
      run(process.execPath, [path.join(dir, 'node_modules/next/dist/bin/next'), 'build'], {
        cwd: dir,
        env: appEnv(port, true),
      }),
    );
  } catch (error) {
    throw new StepError('next build', blocksNamedIn(String(error), files), error);
  }

  // The Email example's adapter creates its SQLite file on first use: start from none.
  const mailbox = [cell.app, cell.extends].includes('email') ? new Mailbox() : undefined;
  if (mailbox) {
    for (const file of [EMAIL_DATABASE, `${EMAIL_DATABASE}-wal`, `${EMAIL_DATABASE}-shm`])
      rmSync(path.join(dir, file), { force: true });
  }
  const emailServer = await mailbox?.listen();
  const server = await startServer(cell, port, true, emailServer).catch(async (error: unknown) => {
    await mailbox?.close();
    throw error;
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await time('flows', async () => {
      for (const flow of FLOWS[cell.flows]) {
        const applicable = flow.files.some((file) => files.has(file));
        if (!applicable) continue;
        try {
          await flow.run({ cell, origin, browser, serverLog: server.log, mailbox });
        } catch (error) {
          throw new StepError(
            flow.name,
            relevantBlocks(flow, files),
            `${(error as Error).stack ?? String(error)}\n--- server log ---\n${server.log().slice(-3000)}`,
          );
        }
        passed.push(flow.name);
      }
    });
    for (const sample of docs.curl.filter((block) => block.app === cell.app)) {
      const where = `${sample.doc}:${sample.line}`;
      try {
        await runCurlSample(parseCurlSample(sample.code), origin);
      } catch (error) {
        throw new StepError(`the curl sample at ${where}, run as written`, [], error);
      }
      passed.push(`curl sample ${where} prints what the page says`);
    }
    // A flow can pass while the server logs an error for the page it rendered.
    const logged = LOGGED_ERROR.exec(server.log());
    if (logged)
      throw new StepError('the server log stays free of errors', [...files.values()], server.log().slice(-3000));
    passed.push('no error in the server log');
  } finally {
    await server.stop();
    await mailbox?.close();
  }

  // v3 has no such error: without a secret it derives one from the options. The landing files'
  // handlers are served under paths of their own; the landing cells check one at /api/auth.
  if (cell.flows === 'v3' || cell.flows === 'landing-files') return { passed, timings };
  const bare = await startServer(cell, port + 1, false);
  try {
    const session = new HttpSession(`http://127.0.0.1:${port + 1}`);
    const answer = await session.json('/api/auth/session');
    if (
      answer.status !== 500 ||
      (answer.body as { message?: string }).message !==
        'There is a problem with the server configuration. Check the server logs for more information.'
    ) {
      throw new Error(
        `expected 500 with the configuration message, got ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    }
    // The GET pages show the built-in error page, or redirect to the app's own (the REST API page).
    const signIn = await session.request('/api/auth/signin');
    const ownErrorPage = files.has('app/auth/error/page.tsx') || files.has('pages/auth/error.tsx');
    if (
      ownErrorPage
        ? signIn.location !== '/auth/error?error=Configuration'
        : signIn.status !== 500 || !signIn.text.includes('Server error')
    )
      throw new Error(
        `/api/auth/signin answered ${signIn.status} ${signIn.location ?? signIn.text.slice(0, 300)}, expected ${ownErrorPage ? 'a redirect to /auth/error?error=Configuration' : '500 with "Server error"'}`,
      );
    if (!/\[next-auth\]\[error\]\[NO_SECRET\]/.test(bare.log()))
      throw new Error(`NO_SECRET not logged:\n${bare.log()}`);
    passed.push(NO_SECRET_STEP.name);
  } catch (error) {
    throw new StepError(NO_SECRET_STEP.name, relevantBlocks(NO_SECRET_STEP, files), error);
  } finally {
    await bare.stop();
  }
  // Last: next dev writes over the production build in .next (Next.js 14).
  if (cell.flows === 'v4') {
    try {
      await time('dev', () => devServerCheck(cell, port));
    } catch (error) {
      throw new StepError(DEV_STEP.name, relevantBlocks(DEV_STEP, files), error);
    }
    passed.push(DEV_STEP.name);
  }
  return { passed, timings };
}

/**
 * `--fresh`: each world of the chosen cells rebuilt from its starter's package.json with the
 * pages' install commands run as printed against today's registry (scripts/lib/fresh-world.ts),
 * which rewrites its package.json and lockfile; commit them when they change.
 */
async function refreshWorlds(cells: Cell[]) {
  const worlds = v4Worlds().map((world) => ({
    dir: world.dir,
    from: world.starter.name,
    starterManifest: JSON.parse(
      readFileSync(path.join(ROOT, STARTERS_DIR, world.starter.name, 'package.json'), 'utf8'),
    ) as Record<string, unknown>,
    commands: installCommandsOfWorld(ROOT, world),
  }));
  // The v3 reader starts from an empty folder: npm init -y writes no packages.
  worlds.push({
    dir: V3_WORLD.dir,
    from: 'an empty folder',
    starterManifest: {},
    commands: installCommandsOfPath(ROOT, [V3_WORLD.installPath]),
  });
  for (const { dir, from, starterManifest, commands } of worlds.filter((world) =>
    cells.some((cell) => cell.dir === world.dir),
  )) {
    const start = performance.now();
    const worldDir = path.join(ROOT, dir);
    rmSync(path.join(worldDir, MARKER), { force: true });
    // Each command as printed, through the shell.
    await installOnce(worldDir, () =>
      freshWorld(worldDir, starterManifest, commands, (command, cwd, env) => run('sh', ['-c', command], { cwd, env })),
    );
    const seconds = ((performance.now() - start) / 1000).toFixed(0);
    console.log(`[${dir}] fresh from ${from} in ${seconds} s: ${commands.map((c) => c.command).join('; ')}`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  const fresh = args.includes('--fresh');
  const only = args.filter((arg) => arg !== '--fresh');
  const unknown = only.filter((name) => !CELLS.some((cell) => cell.name === name));
  if (unknown.length) {
    console.error(`Unknown cell: ${unknown.join(', ')}. Cells: ${CELLS.map((cell) => cell.name).join(', ')}`);
    process.exit(2);
  }
  const cells = CELLS.filter((cell) => only.length === 0 || only.includes(cell.name));
  const examplesByDocs = new Map<string, DocsExamples>();
  const examplesOf = (cell: Cell): DocsExamples => {
    if (cell.page) return { blocks: pageAsApp(ROOT, cell.page, cell.app), curl: [] };
    if (cell.flows === 'landing-files')
      return { blocks: landingRoutes(ROOT, cell.docsDir, cell.router).flatMap(({ blocks }) => blocks), curl: [] };
    let examples = examplesByDocs.get(cell.docsDir);
    if (!examples) {
      examples = collectDocsExamples(ROOT, cell.docsDir);
      examplesByDocs.set(cell.docsDir, examples);
    }
    // A landing cell runs its own flows; the page's curl samples belong to the whole app.
    return cell.landing ? { blocks: landingBlocks(examples.blocks, cell), curl: [] } : examples;
  };
  // A signal before the browser starts has no browser to close.
  const open: { browser?: Browser } = {};
  stopOnSignal(children, async () => open.browser?.close());
  if (fresh) await refreshWorlds(cells);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: OFFLINE_CHROMIUM_ARGS,
  });
  open.browser = browser;
  // Set by the workers; an object, so the check after them is not narrowed to its first value.
  const outcome = { failed: false };
  // A flow runs where its files are; one that no cell ran has lost its blocks (an app= removed).
  const ran = new Set<string>();
  const started = performance.now();
  const queue = [...cells];
  // Cells in one package world write the same src/ and .next/: each waits for the one before it.
  const worldFree = new Map<string, Promise<void>>();
  const worker = async () => {
    for (let cell = queue.shift(); cell && !children.stopping; cell = queue.shift()) {
      const before = worldFree.get(cell.dir);
      let release!: () => void;
      worldFree.set(cell.dir, new Promise((resolve) => (release = resolve)));
      await before;
      const cellStart = performance.now();
      try {
        const { passed, timings } = await runCell(cell, CELLS.indexOf(cell), browser, examplesOf(cell));
        for (const name of passed) ran.add(`${cell.flows}: ${name}`);
        const seconds = ((performance.now() - cellStart) / 1000).toFixed(0);
        console.log(
          [
            `[${cell.name}] ${passed.length} flows passed in ${seconds} s (${timings.join(', ')}):`,
            ...passed.map((name) => `  ✓ ${name}`),
          ].join('\n'),
        );
      } catch (error) {
        outcome.failed = true;
        if (!(error instanceof StepError)) throw error;
        const cause = error.cause instanceof Error ? (error.cause.stack ?? error.cause.message) : String(error.cause);
        console.error(
          [
            `[${cell.name}] FAILED at step: ${error.step}`,
            ...error.blocks.map((block) => `  doc block: ${blockLabel(block)}`),
            cause,
          ].join('\n'),
        );
      } finally {
        release();
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(JOBS, cells.length) }, worker));
  } finally {
    await browser.close();
  }
  console.log(`examples: ${((performance.now() - started) / 1000).toFixed(0)} s in all`);
  if (outcome.failed) process.exit(1);
  if (only.length === 0) {
    const neverRan = Object.entries(FLOWS).flatMap(([kind, flows]) =>
      flows
        .filter((flow) => !ran.has(`${kind}: ${flow.name}`))
        .map((flow) => `  ${kind}: ${flow.name} (none of ${flow.files.join(', ')} is a file of any cell's app)`),
    );
    if (neverRan.length) {
      console.error(
        ['These flows ran in no cell: their doc blocks are gone or lost their app=.', ...neverRan].join('\n'),
      );
      process.exit(1);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
