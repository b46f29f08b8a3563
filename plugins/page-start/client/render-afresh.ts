/**
 * The attribute that marks a page the browser renders afresh instead of hydrating
 * (./client-entry.tsx): the not-found page, one file the server sends for every unknown path.
 * It is rendered for the current docs version, so under an older version's path the browser would
 * render another navbar, sidebar and footer than the file holds, and hydrating it fails.
 */
export const RENDER_AFRESH = 'data-render-afresh';
