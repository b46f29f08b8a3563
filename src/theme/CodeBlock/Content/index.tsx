import { lazy, Suspense, useState, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** Set by plugins/prism-on-demand: true in the server bundle only. */
declare const __PRISM_ON_DEMAND_SERVER__: boolean;

// The server renders the theme's highlighted content; the browser bundle never includes it
// (the condition is a build-time constant, so the bundler drops the require from the browser's).
const ServerContent: typeof ContentType | null = __PRISM_ON_DEMAND_SERVER__
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('@theme-original/CodeBlock/Content') as { default: typeof ContentType }).default
  : null;

const HighlightedContent = lazy(() => import('@site/src/prism/highlighter'));

/**
 * The static HTML holds every code block already highlighted. A block that hydrates keeps that
 * HTML (React leaves the inside of an element with an unchanged `dangerouslySetInnerHTML` alone),
 * so pages never load Prism. A block the browser renders itself (after a client-side navigation)
 * loads the highlighter, showing the plain code meanwhile.
 */
function StaticHtmlContent(): ReactNode {
  const { wordWrap } = useCodeBlockContext();
  return (
    <pre
      ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}

function PlainContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  return (
    <pre
      ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}
      // Scrollable code takes focus so keyboard users can scroll it, as in the theme.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(className, 'prism-code', styles.plain)}
    >
      <code>{metadata.code}</code>
    </pre>
  );
}

export default function CodeBlockContentWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Decided once, at mount: during hydration the browser is not yet "isBrowser".
  const [hydrating] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  // No Suspense boundary on these two paths: React would hydrate the code block later than its
  // parents, whose effects (word wrap) expect it in place.
  if (ServerContent) return <ServerContent {...props} />;
  if (hydrating) return <StaticHtmlContent />;
  return (
    <Suspense fallback={<PlainContent {...props} />}>
      <HighlightedContent {...props} />
    </Suspense>
  );
}
