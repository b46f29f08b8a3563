/**
 * The one search client the modal and the search page share: the local index by default,
 * Algolia when the site was built with Algolia credentials.
 */
import { countHits } from './hit-counts';
import { createLocalSearchClient, type LocalSearchClient } from './local-client';

let localClient: LocalSearchClient | null = null;

export function getLocalSearchClient(baseUrl: string): LocalSearchClient {
  localClient ??= countHits(createLocalSearchClient({ baseUrl }));
  return localClient;
}
