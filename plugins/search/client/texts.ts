/** What the search modal and the search page say when nothing matches or the search failed. */
export const SEARCH_TEXTS = {
  noResults: 'No results for',
  suggestions: 'Try searching for',
  failed: 'Unable to fetch results',
  checkNetwork: 'You might want to check your network connection.',
} as const;
