/**
 * The Prisma models on the Databases page, checked by the Prisma CLI the pages tell readers to
 * install (prisma@6, in the v4 samples world): valid on PostgreSQL as printed, valid on SQLite once
 * `@db.Text` is removed, and rejected on SQLite with it, as the page says. Validation runs in
 * Prisma's WebAssembly build; the native engines, which the CLI would otherwise download first,
 * are never needed for it and are pointed at /bin/false.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { versionLabelled } from '../../config/versions';
import { extractCodeBlocks } from '../../scripts/lib/code-blocks';

const ROOT = path.resolve(import.meta.dirname, '../..');
const v4 = versionLabelled('v4');
const PRISMA = path.join(ROOT, v4.samplesDir, 'node_modules/.bin/prisma');
const models = extractCodeBlocks(
  readFileSync(path.join(ROOT, v4.contentDir, 'configuration/databases.mdx'), 'utf8'),
).find((block) => block.lang === 'prisma' && block.meta.title === 'prisma/schema.prisma')?.code;
const scratch = mkdtempSync(path.join(tmpdir(), 'prisma-schema-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function validate(provider: 'postgresql' | 'sqlite', body: string) {
  const schema = path.join(scratch, `${provider}-${Math.random().toString(36).slice(2)}.prisma`);
  writeFileSync(
    schema,
    `generator client {\n  provider = "prisma-client-js"\n}\n\ndatasource db {\n  provider = "${provider}"\n  url      = env("DATABASE_URL")\n}\n\n${body}\n`,
  );
  const url = provider === 'sqlite' ? 'file:./dev.db' : 'postgresql://user@localhost:5432/db';
  return spawnSync(PRISMA, ['validate', '--schema', schema], {
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: url,
      PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false',
      PRISMA_QUERY_ENGINE_LIBRARY: '/bin/false',
      CHECKPOINT_DISABLE: '1',
    },
  });
}

describe('the Databases page Prisma models, with prisma@6', () => {
  it('has the models block', () => expect(models).toMatch(/model VerificationToken/));

  it('are valid on PostgreSQL as printed', () => {
    const result = validate('postgresql', models ?? '');
    expect(result.status, result.stdout + result.stderr).toBe(0);
  });

  it('are valid on SQLite once @db.Text is removed, and rejected with it', () => {
    const without = validate('sqlite', (models ?? '').replaceAll(' @db.Text', ''));
    expect(without.status, without.stdout + without.stderr).toBe(0);
    const withText = validate('sqlite', models ?? '');
    expect(withText.status).not.toBe(0);
    expect(withText.stdout + withText.stderr).toMatch(/Native type Text is not supported for sqlite connector/);
  });
});
