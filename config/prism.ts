import { themes, type PrismTheme } from 'prism-react-renderer';
import type { ThemeConfig } from '@docusaurus/preset-classic';
import { tokenColorClass } from '../plugins/prism-on-demand/token-class';

type Prism = NonNullable<ThemeConfig['prism']>;

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

/**
 * Token colors as CSS variables, set per color mode by the stylesheet below.
 *
 * Code blocks are highlighted once, into the static HTML, and never again in the browser (see
 * src/theme/CodeBlock): so the highlighting must not depend on the color mode. Each token type
 * gets `color: var(--prism-<type>)`, the same in both modes; the two themes become the variable
 * values. Token types one theme colors only for some languages get language-specific variables.
 */
function cssVariableTheme(light: PrismTheme, dark: PrismTheme): { theme: PrismTheme; css: string } {
  const colorOf = (theme: PrismTheme, type: string, language?: string) => {
    let color: string | undefined;
    for (const entry of theme.styles) {
      if (entry.languages && (!language || !entry.languages.includes(language))) continue;
      if (entry.types.includes(type) && entry.style.color) color = entry.style.color;
    }
    return color;
  };
  const themes = [light, dark];
  const types = [...new Set(themes.flatMap((theme) => theme.styles.flatMap((entry) => entry.types)))].sort();
  const languages = [...new Set(themes.flatMap((theme) => theme.styles.flatMap((entry) => entry.languages ?? [])))];
  const styles: PrismTheme['styles'] = [];
  const values: [string, string | undefined, string | undefined][] = [
    ['plain-color', light.plain.color, dark.plain.color],
    ['plain-background', light.plain.backgroundColor, dark.plain.backgroundColor],
  ];
  for (const type of types) {
    styles.push({ types: [type], style: { color: `var(--prism-${type})` } });
    values.push([type, colorOf(light, type), colorOf(dark, type)]);
  }
  for (const language of languages) {
    for (const type of types) {
      const [lightColor, darkColor] = themes.map((theme) => colorOf(theme, type, language));
      if (lightColor === colorOf(light, type) && darkColor === colorOf(dark, type)) continue;
      const name = `${language}-${type}`;
      styles.push({ types: [type], languages: [language], style: { color: `var(--prism-${name})` } });
      values.push([name, lightColor, darkColor]);
    }
  }
  // "initial" leaves a variable unset, so a token the mode does not color takes the plain color.
  const block = (selector: string, pick: 1 | 2) =>
    `${selector} {\n${values.map((row) => `  --prism-${row[0]}: ${row[pick] ?? 'initial'};`).join('\n')}\n}\n`;
  // Tokens carry their color as a class (plugins/prism-on-demand/token-class.ts), one per variable.
  const classes = values
    .filter(([name]) => !name.startsWith('plain-'))
    .map(([name]) => `.${tokenColorClass(name)} { color: var(--prism-${name}); }`)
    .join('\n');
  // The plain colors are the theme's own code block variables, set here rather than inline: with an
  // empty `plain`, no code block, line or <pre> carries a style attribute of its own.
  const plain =
    ':root {\n  --prism-color: var(--prism-plain-color);\n  --prism-background-color: var(--prism-plain-background);\n}\n';
  return {
    theme: { plain: {}, styles },
    css: `${block(':root', 1)}${block("[data-theme='dark']", 2)}${plain}${classes}\n`,
  };
}

const tokenColors = cssVariableTheme(lightTheme, darkTheme);

/** The stylesheet that gives the token color variables their values (loaded by plugins/prism-on-demand). */
export const PRISM_TOKEN_CSS = tokenColors.css;

export const prism = {
  // One theme for both modes (the variables change, not the theme), so no darkTheme: it would
  // only ship the same object twice in every page's script.
  theme: tokenColors.theme,
  additionalLanguages: ['bash', 'json', 'diff', 'ini', 'sql', 'http'],
  magicComments: [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: { start: 'highlight-start', end: 'highlight-end' },
    },
  ],
} satisfies Prism;
