/**
 * npm run diagrams: draws every ```mermaid block of the docs (all versions) into
 * plugins/diagrams/drawn/, with Mermaid's own browser build in Chromium, and removes drawings no
 * block uses any more. Run it after adding or editing a diagram; the build fails on a block that
 * has no drawing (plugins/diagrams/remark-diagrams.ts).
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from '../tests/chromium';
import { DRAWN_DIR, MANIFEST_FILE, drawingName, type Manifest } from '../plugins/diagrams/drawings';
import { diagramSources } from '../plugins/diagrams/sources.mjs';

/**
 * Mermaid's settings for every drawing. Text is set at 13 px in fonts that exist on most systems,
 * with their metrics at drawing time; the drawing is shown at its own size (never scaled down), so
 * its text stays readable on a phone, where the figure scrolls sideways.
 */
const MERMAID_CONFIG = {
  startOnLoad: false,
  theme: 'neutral',
  securityLevel: 'strict',
  fontFamily: 'Verdana, "DejaVu Sans", sans-serif',
  fontSize: 13,
  htmlLabels: false,
  flowchart: { useMaxWidth: false, htmlLabels: false },
  sequence: { useMaxWidth: false, messageFontSize: 13, noteFontSize: 13, actorFontSize: 13 },
};

const require = createRequire(import.meta.url);
const MERMAID_SCRIPT = require.resolve('mermaid/dist/mermaid.min.js');

async function main(): Promise<void> {
  const sources = diagramSources();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: OFFLINE_CHROMIUM_ARGS });
  const manifest: Manifest = {};
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ path: MERMAID_SCRIPT });
    for (const [index, { source, file, line }] of sources.entries()) {
      const name = drawingName(source);
      if (manifest[name]) continue;
      const drawn = await page
        .evaluate(
          async ({ source, config, id }) => {
            // The global of Mermaid's browser build.
            const { mermaid } = window as unknown as {
              mermaid: {
                initialize(config: unknown): void;
                render(id: string, text: string): Promise<{ svg: string }>;
              };
            };
            mermaid.initialize(config);
            const { svg } = await mermaid.render(id, source);
            const holder = document.createElement('div');
            holder.innerHTML = svg;
            document.body.append(holder);
            const element = holder.querySelector('svg');
            if (!element) throw new Error('Mermaid drew no SVG');
            const box = element.getBoundingClientRect();
            const [width, height] = [Math.ceil(box.width), Math.ceil(box.height)];
            // As an image, the drawing needs its own size on the root element, and no inline style.
            element.removeAttribute('style');
            element.setAttribute('width', String(width));
            element.setAttribute('height', String(height));
            holder.remove();
            return { svg: new XMLSerializer().serializeToString(element), width, height };
          },
          { source, config: MERMAID_CONFIG, id: `diagram-${index}` },
        )
        .catch((error: unknown) => {
          throw new Error(`${file}:${line}: Mermaid could not draw this diagram: ${String(error)}`);
        });
      writeFileSync(path.join(DRAWN_DIR, name), `${drawn.svg}\n`);
      manifest[name] = { width: drawn.width, height: drawn.height };
      console.log(`${file}:${line} → ${name} (${drawn.width} × ${drawn.height})`);
    }
  } finally {
    await browser.close();
  }

  for (const file of readdirSync(DRAWN_DIR)) {
    if (file.endsWith('.svg') && !manifest[file]) {
      rmSync(path.join(DRAWN_DIR, file));
      console.log(`removed ${file}: no diagram uses it`);
    }
  }
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(MANIFEST_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
