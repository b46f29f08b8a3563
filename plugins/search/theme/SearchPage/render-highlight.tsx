import { Fragment, type ReactNode } from 'react';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Renders a highlighted value ("a <mark>b</mark> c") as React nodes: text stays text, so
 * nothing from the index or the query is ever parsed as HTML.
 */
export function renderHighlight(value: string): ReactNode {
  return value.split(/(<mark>.*?<\/mark>)/g).map((part, index) => {
    const marked = /^<mark>(.*)<\/mark>$/.exec(part);
    const text = (marked?.[1] ?? part).replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
    return marked ? <mark key={index}>{text}</mark> : <Fragment key={index}>{text}</Fragment>;
  });
}
