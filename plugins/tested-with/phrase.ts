import type { TestedStack } from './index';

export interface TestedWithFilter {
  /** Only the stacks of this next-auth major (the example cells also run v3's Example). */
  nextAuth?: string;
  /** Only the stacks of this Next.js major. */
  next?: string;
}

const major = (version: string) => version.split('.')[0];

/**
 * The Next.js and React versions the docs' example apps ran on, as a phrase for a sentence:
 * "Next.js 16.4.5 with React 19.2.3 and Next.js 14.2.35 with React 18.3.1". Shared by
 * `<TestedWith />` and the Markdown form of the pages (plugins/markdown-export).
 */
export function testedWithPhrase(stacks: TestedStack[], { nextAuth = '4', next }: TestedWithFilter = {}): string {
  const phrases = stacks
    .filter((stack) => major(stack.nextAuth) === nextAuth && (next === undefined || major(stack.next) === next))
    .map((stack) => `Next.js ${stack.next} with React ${stack.react}`);
  return phrases.length > 1 ? `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1) ?? ''}` : (phrases[0] ?? '');
}
