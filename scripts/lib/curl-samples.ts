/**
 * Runs a docs page's curl samples as written. A ```bash block with `curl="<app>"` in its fence
 * meta is a script: each command (with its `\` continuation lines) is followed by `# …` comment
 * lines holding what it prints. `http://localhost:3000` stands for the app under test. In the
 * expected output a word ending in `…` (`9f2c…`, or `…` alone) matches any value; a later
 * command that contains the same placeholder gets the value that was printed.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface CurlStep {
  command: string;
  expected: string;
}

export function parseCurlSample(code: string): CurlStep[] {
  const steps: CurlStep[] = [];
  let pending: string[] = [];
  let current: CurlStep | null = null;
  for (const line of code.split('\n')) {
    if (pending.length) {
      pending.push(line);
      if (!line.endsWith('\\')) {
        current = { command: pending.join('\n'), expected: '' };
        steps.push(current);
        pending = [];
      }
    } else if (line.startsWith('#')) {
      // Comments before the first command describe the sample; after one, they are its output.
      if (current) current.expected += (current.expected ? '\n' : '') + line.replace(/^# ?/, '');
    } else if (line.trim()) {
      pending = [line];
      if (!line.endsWith('\\')) {
        current = { command: line, expected: '' };
        steps.push(current);
        pending = [];
      }
    }
  }
  if (pending.length) throw new Error('the last command ends with a continuation backslash');
  return steps;
}

const PLACEHOLDER = /\w*…/g;

/** Runs the steps in a fresh folder (for the cookie jar) against `origin`; throws on a mismatch. */
export async function runCurlSample(steps: CurlStep[], origin: string): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'curl-sample-'));
  const values = new Map<string, string>();
  try {
    for (const step of steps) {
      let command = step.command.replaceAll('http://localhost:3000', origin);
      for (const [placeholder, value] of values) command = command.replaceAll(placeholder, value);
      const { stdout } = await execFileAsync('bash', ['-c', command], { cwd: dir, encoding: 'utf8' });
      const output = stdout.replaceAll(origin, 'http://localhost:3000').trim();
      if (!step.expected) continue;
      const placeholders = step.expected.match(PLACEHOLDER) ?? [];
      const pattern = step.expected
        .split(PLACEHOLDER)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('([^"\\s]*)');
      const match = new RegExp(`^${pattern}$`).exec(output);
      if (!match) throw new Error(`\n$ ${step.command}\nprinted:  ${output}\nexpected: ${step.expected}`);
      placeholders.forEach((placeholder, index) => {
        if (placeholder !== '…') values.set(placeholder, match[index + 1] ?? '');
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
