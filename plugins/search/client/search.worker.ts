/**
 * The search engine's thread: the index files are fetched and parsed here, and MiniSearch answers
 * the queries here, so the page's thread only sends a query and renders the hits it gets back
 * (typing stays responsive on a slow phone). It answers with the same local client the build and
 * the tests use directly (./local-client); ./client.ts is the page's side.
 */
import { createLocalSearchClient, type LocalSearchClient, type SearchRequest } from './local-client';
import type { FacetFilters } from './index-files';

/** What the page asks: a search, or to load the indexes some filters select. */
export type WorkerCall =
  { method: 'search'; requests: SearchRequest[] } | { method: 'preload'; facetFilters: FacetFilters };

/** A call as sent: numbered for its answer, with the site's base URL the index files are under. */
type WorkerRequest = WorkerCall & { id: number; baseUrl: string };

/** The answer to the request with the same id; an error keeps its name (DocSearch reads it). */
export type WorkerReply = { id: number } & ({ result: unknown } | { error: { name: string; message: string } });

/** The part of a dedicated worker's global scope used here (the project's types are the DOM's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(reply: WorkerReply): void;
}

const scope = self as unknown as WorkerScope;
let client: LocalSearchClient | null = null;

async function answer(request: WorkerRequest): Promise<unknown> {
  client ??= createLocalSearchClient({ baseUrl: request.baseUrl });
  if (request.method === 'preload') return client.preload(request.facetFilters);
  return client.search({ requests: request.requests });
}

scope.onmessage = ({ data: request }) => {
  answer(request).then(
    (result) => scope.postMessage({ id: request.id, result }),
    (error: unknown) => {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      scope.postMessage({ id: request.id, error: { name, message } });
    },
  );
};
