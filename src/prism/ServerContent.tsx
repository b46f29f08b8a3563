/**
 * The server's code block content: the markup of the theme's CodeBlock/Content, with the lines
 * written as one HTML string (./static-html.ts) rather than rendered as React elements. Only the
 * server bundle requires it (src/theme/CodeBlock/Content), and the browser keeps what it writes.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Prism } from 'prism-react-renderer';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
// The theme's own modules, so the class names are the ones its stylesheets define.
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import { highlightedCodeHtml, type CodeClassNames } from './static-html';

/** A class name of one of the theme's stylesheets; a Docusaurus upgrade that renames it fails the build. */
function themeClass(styles: Record<string, string | undefined>, name: string): string {
  const className = styles[name];
  if (!className) throw new Error(`@docusaurus/theme-classic's CodeBlock styles have no class ${name}`);
  return className;
}

const classNames: CodeClassNames = {
  codeBlockLines: themeClass(contentStyles, 'codeBlockLines'),
  codeBlockLinesWithNumbering: themeClass(contentStyles, 'codeBlockLinesWithNumbering'),
  codeLine: themeClass(lineStyles, 'codeLine'),
  codeLineNumber: themeClass(lineStyles, 'codeLineNumber'),
  codeLineContent: themeClass(lineStyles, 'codeLineContent'),
};
const preClassName = themeClass(contentStyles, 'codeBlock');

export default function ServerCodeBlockContent({ className }: Props): ReactNode {
  const { metadata } = useCodeBlockContext();
  const theme = usePrismTheme();
  const html = highlightedCodeHtml(metadata, { prism: Prism, theme, classNames });
  return (
    <pre
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(
        className,
        `prism-code language-${metadata.language.toLowerCase()}`,
        preClassName,
        'thin-scrollbar',
      )}
      style={theme.plain}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
