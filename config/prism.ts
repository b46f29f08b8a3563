import { themes, type PrismTheme } from 'prism-react-renderer';
import type { Config } from '@docusaurus/types';

type Prism = NonNullable<NonNullable<Config['themeConfig']>['prism']>;

/** The theme with some token colors replaced, matched by their original value. */
function recolor(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const color = entry.style.color;
      return color && replacements[color] ? { ...entry, style: { ...entry.style, color: replacements[color] } } : entry;
    }),
  };
}

// vsLight and vsDark with the few token colors below 4.5:1 on their background darkened or
// lightened, so every token passes WCAG AA (axe checks code blocks in the browser tests).
const lightTheme = recolor(themes.vsLight, { 'rgb(255, 0, 0)': 'rgb(196, 0, 0)' });
const darkTheme = recolor(themes.vsDark, {
  'rgb(100, 102, 149)': 'rgb(167, 170, 230)',
  'rgb(0, 0, 128)': 'rgb(150, 160, 255)',
  '#808080': '#a6a6a6',
});

export const prism = {
  theme: lightTheme,
  darkTheme,
  additionalLanguages: ['bash', 'json', 'diff', 'ini', 'sql', 'http'],
  magicComments: [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: { start: 'highlight-start', end: 'highlight-end' },
    },
  ],
} satisfies Prism;
