/**
 * The code highlighter, in its own chunk: Prism with the site's extra languages, and the theme's
 * code block content that uses it. The browser loads it only to render a code block that is not
 * in the page's static HTML (see src/theme/CodeBlock/Content).
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockContent from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default CodeBlockContent as typeof ContentType;
