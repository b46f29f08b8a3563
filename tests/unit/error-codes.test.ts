/**
 * The errors and warnings pages list exactly the codes the package can log: every code found
 * in the package's source has a `### CODE {#code}` heading, and no heading names a code the
 * package does not have.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sources(dirs: string[]): string {
  return dirs
    .flatMap((dir) => {
      const full = path.join(ROOT, dir);
      return readdirSync(full, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.js') && !file.includes('node_modules'))
        .map((file) => readFileSync(path.join(full, file), 'utf8'));
    })
    .join('\n');
}

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[match.length - 1]);
}

/** `### CODE {#code}` headings of a page; each anchor must be the code in lower case. */
function headings(page: string): string[] {
  const text = readFileSync(path.join(ROOT, page), 'utf8');
  return [...text.matchAll(/^### (\S+) \{#([^}]+)\}\s*$/gm)].map(([, code, anchor]) => {
    expect(anchor, `anchor of ${code} in ${page}`).toBe(code.toLowerCase());
    return code;
  });
}

function sorted(values: Iterable<string>): string[] {
  return [...new Set(values)].sort();
}

describe('v4 error and warning codes (next-auth 4.24)', () => {
  const pkg = 'tools/samples-v4/node_modules/next-auth';
  const code = sources([`${pkg}/core`, `${pkg}/next`, `${pkg}/react`, `${pkg}/jwt`, `${pkg}/utils`, `${pkg}/client`]);
  const types = readFileSync(path.join(ROOT, pkg, 'core/types.d.ts'), 'utf8');
  const adapterTypes = readFileSync(path.join(ROOT, pkg, 'adapters.d.ts'), 'utf8');

  it('errors.mdx has a heading for each error code, and only those', () => {
    const literal = [
      ...matches(code, /\berror\(\s*"([A-Z][A-Z0-9_]+)"/g),
      ...matches(code, /"code",\s*"([A-Z][A-Z0-9_]+)"/g),
    ];
    // Built at run time: "<EVENT>_EVENT_ERROR" for each event, "adapter_error_<method>" for each adapter method.
    expect(code).toContain('_EVENT_ERROR');
    expect(code).toContain('"adapter_error_"');
    const eventsBlock = /interface EventCallbacks \{([\s\S]*?)\n\}/.exec(types)?.[1] ?? '';
    const events = matches(eventsBlock, /^\s{4}(\w+): \(/gm).map(
      (name) => `${name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}_EVENT_ERROR`,
    );
    const adapterBlock = /interface Adapter \{([\s\S]*?)\n\}/.exec(adapterTypes)?.[1] ?? '';
    const adapterMethods = matches(adapterBlock, /^\s{4}(\w+)\?:/gm).map((name) => `adapter_error_${name}`);
    expect(events.length).toBeGreaterThan(4);
    expect(adapterMethods.length).toBeGreaterThan(10);
    expect(sorted(headings('docs/errors.mdx'))).toEqual(sorted([...literal, ...events, ...adapterMethods]));
  });

  it('warnings.mdx has a heading for each warning code, and only those', () => {
    const warnings = [
      ...matches(code, /warnings\.push\("([A-Z][A-Z0-9_]+)"\)/g),
      ...matches(code, /logger\.warn\(\s*"([A-Z][A-Z0-9_]+)"/g),
    ];
    expect(warnings.length).toBeGreaterThan(2);
    expect(sorted(headings('docs/warnings.mdx'))).toEqual(sorted(warnings));
  });
});

describe('v3 error and warning codes (next-auth 3.29)', () => {
  const code = sources([
    'tools/samples-v3/node_modules/next-auth/dist',
    // v3 bundles its TypeORM adapter, which logs through the same logger.
    'tools/samples-v3/node_modules/@next-auth/typeorm-legacy-adapter/dist',
  ]);

  it('errors.mdx has a heading for each error code, and only those', () => {
    const errors = matches(code, /\berror\(\s*['"]([A-Z][A-Z0-9_]+)['"]/g);
    expect(errors.length).toBeGreaterThan(10);
    expect(sorted(headings('versioned_docs/version-v3/errors.mdx'))).toEqual(sorted(errors));
  });

  it('warnings.mdx has a heading for each warning code, and only those', () => {
    const warnings = matches(code, /\bwarn\(\s*['"]([A-Z][A-Z0-9_]+)['"]/g);
    expect(sorted(headings('versioned_docs/version-v3/warnings.mdx'))).toEqual(sorted(warnings));
  });
});
