/**
 * Algolia caps queries at 512 characters; longer input is cut rather than rejected. Its own module,
 * so the search page can cut its input without loading the engine.
 */
export const MAX_QUERY_LENGTH = 512;
