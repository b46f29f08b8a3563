/**
 * The local search client, one per page load, shared by the modal and the search page. It keeps
 * the local client's `search({ requests })` contract (./local-client), but the engine runs in a Web
 * Worker (./search.worker): fetching and parsing the index and every query happen off the page's
 * thread, which only posts the query and renders the hits. Nothing here imports the engine, so
 * MiniSearch never loads on the page itself.
 */
import type { LocalSearchClient } from './local-client';
import type { WorkerCall, WorkerReply } from './search.worker';

/** Named like the Algolia client's network error, as index-files.ts names a failed index request. */
function unavailable(message: string): Error {
  return Object.assign(new Error(message), { name: 'RetryError' });
}

export function createWorkerSearchClient(baseUrl: string): LocalSearchClient {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();

  // The worker is gone (its script failed to load, or it crashed): what it owed fails, and the
  // next search starts a new one (e.g. back online).
  function failAll(error: Error): void {
    worker?.terminate();
    worker = null;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  function started(): Worker {
    if (worker) return worker;
    const created = new Worker(new URL('./search.worker.ts', import.meta.url), { name: 'search' });
    created.onmessage = ({ data: reply }: MessageEvent<WorkerReply>) => {
      const call = pending.get(reply.id);
      if (!call) return;
      pending.delete(reply.id);
      if ('error' in reply) call.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name }));
      else call.resolve(reply.result);
    };
    created.onerror = (event) => {
      // Handled here: the search that waited reports it, the page carries on.
      event.preventDefault();
      failAll(unavailable(`The search worker stopped: ${event.message || 'its script did not load'}`));
    };
    worker = created;
    return created;
  }

  function call<T>(request: WorkerCall): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      try {
        started().postMessage({ ...request, id, baseUrl });
      } catch (error) {
        // new Worker throws when the page may not start one (a Content-Security-Policy, say).
        failAll(unavailable(`The search worker could not start: ${(error as Error).message}`));
      }
    });
  }

  return {
    search: ({ requests }) => call({ method: 'search', requests }),
    // A failure here is reported by the search that follows, which tries again.
    preload: (facetFilters) =>
      call({ method: 'preload', facetFilters }).then(
        () => undefined,
        () => undefined,
      ),
    addAlgoliaAgent() {},
  };
}

let localClient: LocalSearchClient | null = null;

export function getLocalSearchClient(baseUrl: string): LocalSearchClient {
  localClient ??= createWorkerSearchClient(baseUrl);
  return localClient;
}
