import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { ENGINES_PORT } from './smoke';

const url = `http://127.0.0.1:${ENGINES_PORT}/`;
const answers = () =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/**
 * Vitest global setup: serves the production build for both engines, as Playwright's webServer does
 * for Chromium (and, like it, polls until the server answers). Outside CI a server already
 * answering on the port is reused.
 */
export default async function serveBuild(): Promise<(() => void) | undefined> {
  if (!process.env.CI && (await answers())) return undefined;
  const server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/serve.ts',
      '--dir',
      process.env.E2E_BUILD_DIR ?? 'build',
      '--port',
      String(ENGINES_PORT),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  for (let tries = 0; !(await answers()); tries++) {
    if (server.exitCode !== null)
      throw new Error(`scripts/serve.ts exited (${server.exitCode}) before ${url} answered`);
    if (tries === 200) {
      server.kill();
      throw new Error(`${url} did not answer within 20 s`);
    }
    await delay(100);
  }
  return () => server.kill();
}
