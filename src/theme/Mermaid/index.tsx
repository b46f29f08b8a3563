import { useRef, type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import OnDemandStatus, { useOnDemand } from '@site/src/components/OnDemand';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

// Mermaid is the heaviest script on the site; it loads only when a diagram nears the viewport.
// Loading it here first (the theme's own loader remembers a failure forever) makes Retry work.
const loadMermaid = () => import('mermaid');

/** Wraps the theme's diagram: loads Mermaid on demand, with a spinner and a Retry on failure. */
export default function MermaidWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const { status, retry } = useOnDemand(loadMermaid, ref);
  return (
    <div ref={ref} className={styles.diagram} data-diagram-status={status}>
      {status === 'ready' ? <Mermaid {...props} /> : <OnDemandStatus status={status} what="diagram" onRetry={retry} />}
    </div>
  );
}
