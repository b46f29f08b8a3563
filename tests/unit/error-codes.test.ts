/**
 * The errors and warnings pages list exactly the codes the package can log: every code found
 * in the package's source has a `### CODE {#code}` heading, and no heading names a code the
 * package does not have.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { versionLabelled } from '../../config/versions';
import { ROOT, loggedCodes } from './next-auth-packages';

/** `### CODE {#code}` headings of a page; each anchor must be the code in lower case. */
function headings(page: string): string[] {
  const text = readFileSync(path.join(ROOT, page), 'utf8');
  return [...text.matchAll(/^### (\S+) \{#([^}]+)\}\s*$/gm)].map(([, code, anchor]) => {
    expect(anchor, `anchor of ${code} in ${page}`).toBe(code!.toLowerCase());
    return code!;
  });
}

function sorted(values: Iterable<string>): string[] {
  return [...new Set(values)].sort();
}

describe('v4 error and warning codes (next-auth 4.24)', () => {
  const codes = loggedCodes('v4');

  it('errors.mdx has a heading for each error code, and only those', () => {
    expect(sorted(headings(`${versionLabelled('v4').contentDir}/errors.mdx`))).toEqual(codes.errors);
  });

  it('warnings.mdx has a heading for each warning code, and only those', () => {
    expect(codes.warnings.length).toBeGreaterThan(2);
    expect(sorted(headings(`${versionLabelled('v4').contentDir}/warnings.mdx`))).toEqual(codes.warnings);
  });
});

describe('v3 error and warning codes (next-auth 3.29)', () => {
  const codes = loggedCodes('v3');

  it('errors.mdx has a heading for each error code, and only those', () => {
    expect(codes.errors.length).toBeGreaterThan(10);
    expect(sorted(headings(`${versionLabelled('v3').contentDir}/errors.mdx`))).toEqual(codes.errors);
  });

  it('warnings.mdx has a heading for each warning code, and only those', () => {
    expect(sorted(headings(`${versionLabelled('v3').contentDir}/warnings.mdx`))).toEqual(codes.warnings);
  });
});
