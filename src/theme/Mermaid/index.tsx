import { useRef, type ComponentType, type ReactNode } from 'react';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import { loadMermaid } from '@site/plugins/mermaid-prebuilt/client';
import OnDemandStatus, { useOnDemand } from '@site/src/components/OnDemand';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

// Mermaid is the heaviest script on the site: it (its prebuilt files, plugins/mermaid-prebuilt) and
// the theme's diagram component load only when a diagram nears the viewport. Mermaid is loaded here
// first because the theme's own loader remembers a failure forever, and Retry must be able to load
// it again.
let ThemeMermaid: ComponentType<Props> | null = null;
const loadDiagram = () =>
  Promise.all([loadMermaid(), import('@theme-original/Mermaid')]).then(([, module]) => {
    ThemeMermaid = (module as { default: ComponentType<Props> }).default;
  });

/** Wraps the theme's diagram: loads it on demand, with a spinner and a Retry on failure. */
export default function MermaidWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const { status, retry } = useOnDemand(loadDiagram, ref);
  return (
    <div ref={ref} className={styles.diagram} data-diagram-status={status}>
      {status === 'ready' && ThemeMermaid ? (
        <ThemeMermaid {...props} />
      ) : (
        <OnDemandStatus status={status === 'ready' ? 'loading' : status} what="diagram" onRetry={retry} />
      )}
    </div>
  );
}
