/**
 * The page's side of the search worker (plugins/search/client/client.ts): each call gets its own
 * answer, errors keep the name DocSearch reads, and a worker that fails takes its pending calls
 * with it and is started again by the next search.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWorkerSearchClient } from '../../plugins/search/client/client';

interface Posted {
  id: number;
  method: string;
  baseUrl: string;
}

/** A stand-in for the browser's Worker: records what it is sent; the test answers for it. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault: () => void }) => void) | null = null;
  posted: Posted[] = [];
  terminated = false;

  constructor(readonly url: URL) {
    FakeWorker.started.push(this);
  }

  postMessage(message: Posted) {
    this.posted.push(message);
  }

  terminate() {
    this.terminated = true;
  }

  reply(data: unknown) {
    this.onmessage?.({ data });
  }
}

function fakeWorkers() {
  FakeWorker.started = [];
  vi.stubGlobal('Worker', FakeWorker);
}

afterEach(() => vi.unstubAllGlobals());

const request = { indexName: 'docs', params: { query: 'session' } };

describe('the search worker client', () => {
  it('starts one worker from the worker module, and matches each answer to its call', async () => {
    fakeWorkers();
    const client = createWorkerSearchClient('/docs/');
    const first = client.search({ requests: [request] });
    const second = client.search({ requests: [{ ...request, params: { query: 'jwt' } }] });
    const [worker] = FakeWorker.started;
    expect(FakeWorker.started).toHaveLength(1);
    expect(worker?.url.pathname).toMatch(/plugins\/search\/client\/search\.worker\.ts$/);
    const [a, b] = worker?.posted ?? [];
    expect(a).toMatchObject({ method: 'search', baseUrl: '/docs/', requests: [request] });
    // Answered out of order: each promise still gets its own.
    worker?.reply({ id: b?.id, result: { results: ['jwt'] } });
    worker?.reply({ id: a?.id, result: { results: ['session'] } });
    await expect(first).resolves.toEqual({ results: ['session'] });
    await expect(second).resolves.toEqual({ results: ['jwt'] });
  });

  it("rejects with the worker's error, its name kept (RetryError is DocSearch's network error)", async () => {
    fakeWorkers();
    const client = createWorkerSearchClient('/');
    const search = client.search({ requests: [request] });
    const worker = FakeWorker.started[0];
    worker?.reply({ id: worker.posted[0]?.id, error: { name: 'RetryError', message: 'index answered 404' } });
    await expect(search).rejects.toMatchObject({ name: 'RetryError', message: 'index answered 404' });
  });

  it('fails what a broken worker owed as a network error, and starts a new one for the next search', async () => {
    fakeWorkers();
    const client = createWorkerSearchClient('/');
    const search = client.search({ requests: [request] });
    const preload = client.preload(['docusaurus_tag:docs-default-current']);
    const broken = FakeWorker.started[0];
    const preventDefault = vi.fn();
    broken?.onerror?.({ message: '', preventDefault });
    await expect(search).rejects.toMatchObject({ name: 'RetryError', message: /did not load/ });
    // A preload never rejects: the search that follows reports the failure.
    await expect(preload).resolves.toBeUndefined();
    expect(preventDefault).toHaveBeenCalled();
    expect(broken?.terminated).toBe(true);

    const again = client.search({ requests: [request] });
    expect(FakeWorker.started).toHaveLength(2);
    const fresh = FakeWorker.started[1];
    fresh?.reply({ id: fresh.posted[0]?.id, result: { results: [] } });
    await expect(again).resolves.toEqual({ results: [] });
  });

  it('is a search error, not a crash, when the page may not start a worker', async () => {
    vi.stubGlobal(
      'Worker',
      vi.fn(function refused() {
        throw new DOMException('Refused by the Content-Security-Policy', 'SecurityError');
      }),
    );
    const client = createWorkerSearchClient('/');
    await expect(client.search({ requests: [request] })).rejects.toMatchObject({
      name: 'RetryError',
      message: /could not start: Refused/,
    });
  });
});
