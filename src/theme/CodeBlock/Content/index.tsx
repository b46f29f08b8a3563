import { lazy, Suspense, useCallback, useState, type MutableRefObject, type ReactNode } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;
type Metadata = ReturnType<typeof useCodeBlockContext>['metadata'];

/** Set by plugins/prism-on-demand: true in the server bundle only. */
declare const __PRISM_ON_DEMAND_SERVER__: boolean;

// The server highlights every block with the theme's own content; the browser bundle never includes
// it here (the condition is a build-time constant, so the bundler drops the require from the browser's).
const ServerContent: typeof ContentType | null = __PRISM_ON_DEMAND_SERVER__
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('@theme-original/CodeBlock/Content') as { default: typeof ContentType }).default
  : null;

const HighlightedContent = lazy(() => import('@site/plugins/prism-on-demand/highlighter'));

/**
 * The highlighted HTML of the code blocks the static page arrived with, by everything that shapes
 * it. A block the browser renders again (tabs remount after hydration, a page visited again) reuses
 * it. It comes from our own build's HTML, never from a reader.
 */
const staticHtml = new Map<string, { className: string; style: string; html: string }>();

function cacheKey(metadata: Metadata, className: string | undefined): string {
  const { language, code, lineNumbersStart, lineClassNames } = metadata;
  return JSON.stringify([language, code, lineNumbersStart, lineClassNames, className]);
}

/**
 * A block that hydrates keeps the static HTML: React leaves the inside of an element with an
 * unchanged `dangerouslySetInnerHTML` alone, so the page never needs Prism. A block rendered
 * again later gets the same HTML from the cache.
 */
function StaticHtmlContent({ cacheKey: key }: { cacheKey: string }): ReactNode {
  const { wordWrap } = useCodeBlockContext();
  const [cached] = useState(() => staticHtml.get(key));
  const ref = useCallback(
    (pre: HTMLPreElement | null) => {
      (wordWrap.codeBlockRef as MutableRefObject<HTMLPreElement | null>).current = pre;
      if (!pre) return;
      if (cached) pre.setAttribute('style', cached.style);
      else
        staticHtml.set(key, { className: pre.className, style: pre.getAttribute('style') ?? '', html: pre.innerHTML });
    },
    [wordWrap.codeBlockRef, cached, key],
  );
  if (cached) {
    return (
      <pre
        ref={ref}
        className={cached.className}
        // Scrollable code takes focus so keyboard users can scroll it, as in the theme.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        dangerouslySetInnerHTML={{ __html: cached.html }}
      />
    );
  }
  return <pre ref={ref} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

/** The plain code, shown while the highlighter loads. */
function PlainContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  return (
    <pre
      ref={wordWrap.codeBlockRef as MutableRefObject<HTMLPreElement | null>}
      className={clsx(className, 'prism-code', styles.plain)}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <code>{metadata.code}</code>
    </pre>
  );
}

export default function CodeBlockContentWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const { metadata } = useCodeBlockContext();
  const key = cacheKey(metadata, props.className);
  // Decided once, at mount: during hydration the browser is not yet "isBrowser".
  const [fromStaticHtml] = useState(() => ExecutionEnvironment.canUseDOM && (!isBrowser || staticHtml.has(key)));
  // No Suspense boundary on these two paths: React would hydrate the code block later than its
  // parents, whose effects (word wrap) expect it in place.
  if (ServerContent) return <ServerContent {...props} />;
  if (fromStaticHtml) return <StaticHtmlContent cacheKey={key} />;
  return (
    <Suspense fallback={<PlainContent {...props} />}>
      <HighlightedContent {...props} />
    </Suspense>
  );
}
