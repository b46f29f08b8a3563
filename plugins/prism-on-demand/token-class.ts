/**
 * A code token's color as a class, not an inline style. The site's Prism theme colors every token
 * with a CSS variable (config/prism.ts), `color: var(--prism-keyword)`; written as an inline style
 * on each of a page's thousand tokens, it made pages larger and gave the browser a style of its
 * own to compute for each. The class `tc-keyword` says the same, and the stylesheet
 * config/prism.ts writes gives it that color.
 *
 * src/theme/CodeBlock/Line/Token applies it, on the server and in the browser.
 */
const COLOR_VARIABLE = /^var\(--prism-([\w-]+)\)$/;

/** The class that stands for a token color variable's name ("keyword" → "tc-keyword"). */
export function tokenColorClass(variable: string): string {
  return `tc-${variable}`;
}

/** The class of a `color: var(--prism-…)` value, or undefined for any other value. */
function colorClassOf(color: unknown): string | undefined {
  const match = typeof color === 'string' ? COLOR_VARIABLE.exec(color) : null;
  return match?.[1] === undefined ? undefined : tokenColorClass(match[1]);
}

/** A token's style once its color is a class: without `color`; undefined when nothing else is set. */
function withoutColor<Style extends object>(style: Style | undefined): Style | undefined {
  if (!style) return undefined;
  const kept = Object.entries(style).filter(([name, value]) => name !== 'color' && value !== undefined);
  return kept.length ? (Object.fromEntries(kept) as Style) : undefined;
}

/** Whether a token is written as its text alone, without an element (why: src/theme/CodeBlock/Line/Token). */
export function isBareText({ className, style }: { className?: string; style?: object }): boolean {
  return className === 'token plain' && style === undefined;
}

/** A token's class and style with its color variable moved from the style into a class. */
export function withColorClass<Style extends { color?: unknown }>({
  className,
  style,
}: {
  className: string;
  style: Style | undefined;
}): { className: string; style: Style | undefined } {
  const colorClass = colorClassOf(style?.color);
  return colorClass ? { className: `${className} ${colorClass}`, style: withoutColor(style) } : { className, style };
}
