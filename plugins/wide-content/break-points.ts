/**
 * Where a long identifier, path or URL may wrap: after a run of `/`, `_`, `?`, `&` or `=`, and
 * before a `.` (the places a reader expects a line to end or start), never inside a word.
 * Shared by the rehype plugin (inline code and URL link text in docs pages) and by components that
 * print URLs; a browser gets the break points as `<wbr>` elements, which copy as nothing.
 */

/** Shorter text fits on any phone line as it is. */
const MIN_LENGTH = 12;
const BREAK_AFTER = /[/_?&=]+(?=[^/_?&=\s])/g;
const BREAK_BEFORE_DOT = /(?<=[^.\s])(?=\.[^.\s])/g;

/** The text cut at its break points; the pieces join back to the text. */
export function splitAtBreakPoints(text: string): string[] {
  if (text.length < MIN_LENGTH) return [text];
  const cuts = new Set<number>();
  for (const match of text.matchAll(BREAK_AFTER)) cuts.add(match.index + match[0].length);
  for (const match of text.matchAll(BREAK_BEFORE_DOT)) cuts.add(match.index);
  cuts.delete(0);
  const pieces: string[] = [];
  let start = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    // A piece of one or two characters ("__" of "__Secure", "a" of "a.b") stays with the next.
    if (cut - start < 3) continue;
    pieces.push(text.slice(start, cut));
    start = cut;
  }
  pieces.push(text.slice(start));
  return pieces;
}
