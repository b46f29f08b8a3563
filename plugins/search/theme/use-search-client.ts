/**
 * The search client for a page that searches outside the modal (the search page, the not-found
 * page): the local index in a worker, or Algolia when the build has its keys. Null until ready.
 */
import { useEffect, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { getLocalSearchClient } from '../client/client';
import { useSearchOptions } from './search-options';

export interface SearchClient {
  search(input: { requests: object[] }): Promise<{ results: unknown[] }>;
}

export function useSearchClient(): SearchClient | null {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const { hosted } = useSearchOptions();
  const [client, setClient] = useState<SearchClient | null>(null);
  useEffect(() => {
    if (!hosted) {
      setClient(getLocalSearchClient(baseUrl));
      return;
    }
    const { appId, apiKey } = hosted;
    void import('algoliasearch/lite').then(({ liteClient }) =>
      // Our SearchClient is the one method these pages call, search({ requests }), which the lite client has.
      setClient(liteClient(appId, apiKey) as unknown as SearchClient),
    );
  }, [hosted, baseUrl]);
  return client;
}
