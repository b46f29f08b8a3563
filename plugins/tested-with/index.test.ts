import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testedStacks } from './index';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function cell(name: string, versions: Record<string, string>) {
  mkdirSync(path.join(dir!, name));
  const packages = Object.fromEntries(
    Object.entries(versions).map(([pkg, version]) => [`node_modules/${pkg}`, { version }]),
  );
  writeFileSync(path.join(dir!, name, 'package-lock.json'), JSON.stringify({ packages }));
}

describe('testedStacks', () => {
  it('lists each Next.js and React pair once, newest first, as the cells installed them', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tested-with-'));
    cell('next9', { next: '9.5.0', react: '16.14.0', 'next-auth': '3.29.10' });
    cell('next16-a', { next: '16.4.5', react: '19.3.1', 'next-auth': '4.24.15' });
    cell('next16-b', { next: '16.4.5', react: '19.3.1', 'next-auth': '4.24.15' });
    cell('next14', { next: '14.2.35', react: '18.3.1', 'next-auth': '4.24.15' });
    expect(testedStacks(dir)).toEqual([
      { next: '16.4.5', react: '19.3.1', nextAuth: '4.24.15' },
      { next: '14.2.35', react: '18.3.1', nextAuth: '4.24.15' },
      { next: '9.5.0', react: '16.14.0', nextAuth: '3.29.10' },
    ]);
  });

  it('names the lockfile and the package it lacks', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tested-with-'));
    cell('broken', { next: '16.4.5', 'next-auth': '4.24.15' });
    expect(() => testedStacks(dir!)).toThrow(/broken\/package-lock\.json: packages\.node_modules\/react missing/);
  });

  it('reads the real cells: every v4 stack runs next-auth 4.24', () => {
    const stacks = testedStacks(path.resolve(import.meta.dirname, '../../examples'));
    expect(stacks.filter((stack) => stack.nextAuth.startsWith('4.')).map((stack) => stack.next.split('.')[0])).toEqual([
      '16',
      '14',
    ]);
  });
});
