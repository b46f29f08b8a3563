// cspell:ignore githb
import { MAX_QUERY_LENGTH } from '@site/plugins/search/client/query-limit';

/**
 * The words of a missing page's path, as a search query: "/providers/githb" → "providers githb".
 * `versionPath` (the docs version's path, base URL included) is left out: "v3" names no page.
 */
export function queryFromPath(pathname: string, versionPath: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape (%E0%A4): its letters are still worth searching for.
  }
  const inVersion = decoded.startsWith(versionPath) ? decoded.slice(versionPath.length) : decoded;
  return inVersion
    .replace(/\.(html?|mdx?)$/i, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && word.toLowerCase() !== 'index')
    .join(' ')
    .slice(0, MAX_QUERY_LENGTH);
}

/** The words of the path's last segment ("githb"), also searched: every word of a query must match. */
export function lastSegmentQuery(pathname: string, query: string): string {
  const last = pathname.split('/').filter(Boolean).at(-1);
  const words = last ? queryFromPath(`/${last}`, '/') : '';
  return words === query ? '' : words;
}
