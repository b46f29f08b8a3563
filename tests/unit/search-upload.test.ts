import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { missingUploadSettings } from '../../scripts/search-upload';

describe('search:upload', () => {
  it('names every missing setting', () => {
    expect(missingUploadSettings({})).toEqual(['ALGOLIA_APP_ID', 'ALGOLIA_INDEX_NAME', 'ALGOLIA_ADMIN_API_KEY']);
    expect(missingUploadSettings({ ALGOLIA_APP_ID: 'x', ALGOLIA_INDEX_NAME: 'y', ALGOLIA_ADMIN_API_KEY: 'z' })).toEqual(
      [],
    );
  });

  it('exits with a clear message and uploads nothing without the keys', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const env = { PATH: process.env.PATH, HOME: process.env.HOME };
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/search-upload.ts'], {
      cwd: root,
      env,
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('search:upload needs ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME, ALGOLIA_ADMIN_API_KEY'),
    });
  });
});
