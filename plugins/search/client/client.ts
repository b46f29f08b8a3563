/**
 * The local search client, one per page load, shared by the modal and the search page.
 */
import { createLocalSearchClient, type LocalSearchClient } from './local-client';

let localClient: LocalSearchClient | null = null;

export function getLocalSearchClient(baseUrl: string): LocalSearchClient {
  localClient ??= createLocalSearchClient({ baseUrl });
  return localClient;
}
