import { themes } from 'prism-react-renderer';
import type { Config } from '@docusaurus/types';

type Prism = NonNullable<NonNullable<Config['themeConfig']>['prism']>;

export const prism = {
  // vsLight and vsDark keep every token color at 4.5:1 or more on their backgrounds (github and dracula do not).
  theme: themes.vsLight,
  darkTheme: themes.vsDark,
  additionalLanguages: ['bash', 'json', 'diff', 'ini', 'sql', 'http'],
  magicComments: [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: { start: 'highlight-start', end: 'highlight-end' },
    },
  ],
} satisfies Prism;
