/**
 * The Adapters page's own adapter sample, run: it stores and finds what it is given.
 */
import { describe, expect, it } from 'vitest';
import { importSample } from './doc-samples';

const PAGE = 'docs/adapters.mdx';

describe('lib/memory-adapter.ts', () => {
  it('creates a user, finds it by id and email, and keeps a session until it is deleted', async () => {
    type Method = (...args: unknown[]) => Promise<unknown>;
    const { memoryAdapter } = await importSample<{ memoryAdapter: Record<string, Method> }>(
      PAGE,
      'lib/memory-adapter.ts',
    );
    const user = (await memoryAdapter.createUser!({ email: 'ana@example.com', emailVerified: null })) as { id: string };
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await memoryAdapter.getUser!(user.id)).toEqual(user);
    expect(await memoryAdapter.getUserByEmail!('ana@example.com')).toEqual(user);
    expect(await memoryAdapter.getUserByEmail!('nobody@example.com')).toBeNull();
    const session = { sessionToken: 't1', userId: user.id, expires: new Date(Date.now() + 60_000) };
    await memoryAdapter.createSession!(session);
    expect(await memoryAdapter.getSessionAndUser!('t1')).toEqual({ session, user });
    await memoryAdapter.deleteSession!('t1');
    expect(await memoryAdapter.getSessionAndUser!('t1')).toBeNull();
  });
});
