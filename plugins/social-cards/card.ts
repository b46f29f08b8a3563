/**
 * Draws one social card: the layout is laid out by satori (flexbox and text wrapping, into an SVG
 * with the text as paths) and rasterised by resvg on libuv's thread pool, so the main thread lays
 * out the next card while earlier ones are drawn.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { CARD_HEIGHT, CARD_WIDTH, type CardContent } from './paths';

const require = createRequire(__filename);

/** Bumped when the drawing changes, so cached cards of the old drawing are not reused. */
export const DRAWING_VERSION = 1;

type Element = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown> } };

const element = (type: string, style: Record<string, unknown>, children?: unknown, props = {}): Element => ({
  type,
  props: { style, children, ...props },
});

/** Inter, from npm, so the cards look the same on every machine without system fonts. */
const FONT_FILES = {
  400: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  700: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
};

export interface CardDrawing {
  fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[];
  logo: string;
}

/** The fonts and the logo, read once for every card of a build. */
export function loadDrawing(siteDir: string): CardDrawing {
  const logo = readFileSync(path.join(siteDir, 'static/img/logo.svg'));
  return {
    fonts: [
      { name: 'Inter', data: readFileSync(FONT_FILES[400]), weight: 400, style: 'normal' },
      { name: 'Inter', data: readFileSync(FONT_FILES[700]), weight: 700, style: 'normal' },
    ],
    logo: `data:image/svg+xml;base64,${logo.toString('base64')}`,
  };
}

function layout({ title, section, version }: CardContent, address: string, logo: string): Element {
  return element(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 88px',
      background: '#1e1b4b',
      borderBottom: '12px solid #6366f1',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      element('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
        element('div', { display: 'flex', alignItems: 'center', gap: 24 }, [
          element('img', {}, undefined, { src: logo, width: 72, height: 72 }),
          element('div', { fontSize: 40, fontWeight: 700 }, 'NextAuth.js'),
        ]),
        element(
          'div',
          {
            fontSize: 32,
            fontWeight: 700,
            padding: '8px 24px',
            borderRadius: 999,
            background: '#e0e7ff',
            color: '#312e81',
          },
          version,
        ),
      ]),
      element('div', { display: 'flex', flexDirection: 'column', gap: 20 }, [
        element('div', { fontSize: 34, fontWeight: 700, color: '#c7d2fe' }, section),
        element('div', { fontSize: title.length > 40 ? 64 : 80, fontWeight: 700, lineHeight: 1.1 }, title),
      ]),
      element('div', { fontSize: 28, color: '#c7d2fe' }, address),
    ],
  );
}

/** The card as a PNG; `address` is the page's address as shown on the card ("next-auth.js.org/faq"). */
export async function drawCard(content: CardContent, address: string, drawing: CardDrawing): Promise<Buffer> {
  // satori takes React-shaped elements; plain objects of that shape need no React.
  const svg = await satori(layout(content, address, drawing.logo) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: drawing.fonts,
  });
  // satori writes text as paths, so resvg needs no fonts: without this it reads the system's on
  // every card, two thirds of the time it takes to draw one.
  const image = await renderAsync(svg, { font: { loadSystemFonts: false } });
  return image.asPng();
}
