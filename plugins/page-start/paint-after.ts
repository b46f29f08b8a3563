/**
 * The element a page is first painted after: a marker the theme's Layout puts after the page's
 * main content (./theme/Layout). The head's `<link rel="expect" blocking="render">` names it, so
 * Chromium paints nothing before the main content is parsed: the reader's first frame holds the
 * text, not the navbar with the text arriving a frame later, and no partly parsed layout (a
 * navbar missing its last items, a half-filled grid row) is shown and then shifted.
 */
export const PAINT_AFTER_ID = '__docusaurus_main_content_end';
