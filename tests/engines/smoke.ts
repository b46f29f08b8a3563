import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { currentVersion, frozenVersions, startPageOf } from '../../config/versions';
import { MIN_TARGET_PX, navbarFaults } from '../navbar-faults';
import type { Engine } from './browsers';

/** Where the suite finds the production build (started by tests/engines/serve.ts unless it answers). */
export const ENGINES_PORT = Number(process.env.ENGINES_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2);
const BASE = `http://127.0.0.1:${ENGINES_PORT}`;

const WIDTHS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Key pages: home, a Getting started page, a provider page, the catalogue, each frozen version's start page. */
const KEY_PAGES = [
  '/',
  '/getting-started/introduction',
  '/providers/github',
  '/providers/',
  ...frozenVersions().map(startPageOf),
];
const CURRENT = currentVersion();
/** The version the dropdown test switches to. */
const OLDER = frozenVersions()[0];

/** How an element is found: a CSS selector, optionally narrowed by its exact text or found by its label. */
interface Find {
  selector?: string;
  text?: string;
  label?: string;
}

/** Marks the first visible element that matches with `data-engines-target`, for a native click or keystrokes. */
function markTarget({ selector, text, label }: Find): boolean {
  document
    .querySelectorAll('[data-engines-target]')
    .forEach((element) => element.removeAttribute('data-engines-target'));
  // Shown, starting inside the viewport: a menu still sliding in from the left does not count yet.
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.left > -1 &&
      box.left < window.innerWidth &&
      getComputedStyle(element).visibility !== 'hidden'
    );
  };
  let candidates: Element[];
  if (label) {
    candidates = Array.from(document.querySelectorAll('label'))
      .filter((element) => element.textContent.trim().startsWith(label))
      .map((element) => (element.htmlFor ? document.getElementById(element.htmlFor) : null))
      .filter((element): element is HTMLElement => element !== null);
  } else {
    candidates = Array.from(document.querySelectorAll(selector ?? '*'));
  }
  const found = candidates.find(
    (element) => visible(element) && (text === undefined || element.textContent.trim() === text),
  );
  found?.setAttribute('data-engines-target', '');
  return Boolean(found);
}

function describeFind({ selector, text, label }: Find): string {
  if (label) return `the field labelled "${label}…"`;
  return text === undefined ? selector! : `${selector} "${text}"`;
}

/**
 * Clicks the element found. A list that re-renders as answers arrive (search hits, one answer per
 * keystroke) can replace the marked element before the click lands; then it is found again.
 */
async function click(engine: Engine, find: Find): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    await engine.waitFor(`${describeFind(find)} is visible`, markTarget, find);
    if (await engine.clickTarget()) return;
  }
  throw new Error(`${describeFind(find)} was replaced three times before it could be clicked`);
}

async function type(engine: Engine, find: Find, text: string): Promise<void> {
  await engine.waitFor(`${describeFind(find)} is visible`, markTarget, find);
  await engine.typeIntoTarget(text);
}

/**
 * Loads a page and waits until React has hydrated it and a reader can use it: `data-has-hydrated`
 * comes up to a second before the render that enables the color toggle, and a click in between
 * is lost.
 */
async function open(engine: Engine, path: string): Promise<void> {
  await engine.goto(BASE + path);
  await engine.waitFor('the page has hydrated', () => document.documentElement.dataset.hasHydrated === 'true');
  await engine.waitFor(
    'the color toggle is enabled',
    () => document.querySelector<HTMLButtonElement>('button[class*="toggleButton"]')?.disabled === false,
  );
}

/**
 * Below 997 px the navbar's items move into the sidebar menu behind the hamburger button. On a docs
 * page that menu opens on the docs sidebar, one "Back to main menu" away from the navbar's items.
 */
async function openMobileMenu(engine: Engine): Promise<void> {
  await click(engine, { selector: 'button.navbar__toggle' });
  await engine.waitFor('the navbar menu is open', () => document.querySelector('.navbar-sidebar--show') !== null);
  await menuAtRest(engine);
  if (await engine.evaluate(() => document.querySelector('.navbar-sidebar__items--show-secondary') !== null)) {
    await click(engine, { selector: '.navbar-sidebar__back' });
    await engine.waitFor(
      'the main menu is shown',
      () => document.querySelector('.navbar-sidebar__items--show-secondary') === null,
    );
    await menuAtRest(engine);
  }
}

/** The menu and its panels slide; WebKit refuses a click on a link that is still moving into place. */
async function menuAtRest(engine: Engine): Promise<void> {
  await engine.waitFor(
    'the navbar menu has stopped moving',
    () => document.querySelector('.navbar-sidebar')?.getAnimations({ subtree: true }).length === 0,
  );
}

const path = (engine: Engine) => engine.evaluate(() => location.pathname + location.hash);

export function defineSmokeSuite(launch: () => Promise<Engine>): void {
  let engine: Engine;
  beforeAll(async () => {
    engine = await launch();
  });
  afterAll(async () => {
    // beforeAll may have failed before it started the browser.
    await (engine as Engine | undefined)?.close();
  });

  describe.each(WIDTHS)('$name ($width × $height)', ({ name, width, height }) => {
    const phone = name === 'phone';
    beforeAll(async () => {
      await engine.setViewport(width, height);
    });

    test.each(KEY_PAGES)('%s hydrates with no error and does not scroll sideways', async (route) => {
      await open(engine, route);
      const { scrollWidth, innerWidth, widest } = await engine.evaluate(() => {
        // The element reaching furthest right, to name in the failure.
        let widest = '';
        let right = 0;
        for (const element of Array.from(document.body.querySelectorAll('*'))) {
          const edge = element.getBoundingClientRect().right;
          if (edge > right)
            [right, widest] = [edge, `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`];
        }
        return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, widest };
      });
      expect(
        scrollWidth,
        `${route} is ${scrollWidth} px wide in a ${innerWidth} px viewport (widest: ${widest})`,
      ).toBeLessThanOrEqual(innerWidth);
      expect(await engine.takeProblems()).toEqual([]);
    });

    test("a page opened at a heading's anchor hydrates, scrolled to that heading", async () => {
      // A search hit or a shared link opens a page here. Firefox reports no first contentful paint
      // for a page opened scrolled to an anchor, so a start that waits for one never comes.
      await open(engine, '/configuration/callbacks#jwt-callback');
      const top = await engine.evaluate(() => document.getElementById('jwt-callback')?.getBoundingClientRect().top);
      expect(await engine.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(height);
      expect(await engine.takeProblems()).toEqual([]);
    });

    test('the color toggle switches to dark and remembers it', async () => {
      await open(engine, '/');
      if (phone) await openMobileMenu(engine);
      const toggle = { selector: 'button[class*="toggleButton"]' };
      // The toggle cycles system → light → dark.
      for (
        let clicks = 0;
        clicks < 3 && (await engine.evaluate(() => document.documentElement.dataset.theme)) !== 'dark';
        clicks++
      )
        await click(engine, toggle);
      expect(
        await engine.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')]),
      ).toEqual(['dark', 'dark']);
      await engine.evaluate(() => localStorage.removeItem('theme'));
      expect(await engine.takeProblems()).toEqual([]);
    });

    test(`the version dropdown switches to ${OLDER!.label} on the same page`, async () => {
      await open(engine, '/getting-started/introduction');
      if (phone) {
        // The menu's "Versions" list starts open on a page of a version it lists.
        await openMobileMenu(engine);
        await click(engine, { selector: '.navbar-sidebar .menu__link', text: OLDER!.label });
      } else {
        await click(engine, { selector: '.navbar__item.dropdown > .navbar__link', text: CURRENT.label });
        await click(engine, { selector: '.navbar__item.dropdown .dropdown__link', text: OLDER!.label });
      }
      await engine.waitFor(
        `the ${OLDER!.label} page is shown`,
        (route) => location.pathname === route,
        startPageOf(OLDER!),
      );
      await engine.waitFor(
        `the ${OLDER!.label} banner is shown`,
        () => document.querySelector('.theme-doc-version-banner') !== null,
      );
      expect(await engine.takeProblems()).toEqual([]);
    });

    test('Ctrl/Cmd+K opens search, a query shows hits, and following one loads its page', async () => {
      await open(engine, '/getting-started/introduction');
      await engine.pressShortcut('k');
      await engine.waitFor('the search field has focus', () => document.activeElement?.matches('.DocSearch-Input'));
      await type(engine, { selector: '.DocSearch-Input' }, 'jwt callback');
      // Each keystroke is answered in turn by the search worker: wait for the whole query's hits.
      // Read in the same evaluation that found it: the list may render again before another.
      const href = await engine.waitFor('the Callbacks page is the first hit', () => {
        const first = document.querySelector('.DocSearch-Hit a')?.getAttribute('href');
        return first?.startsWith('/configuration/callbacks') ? first : null;
      });
      expect(href).toMatch(/^\/configuration\/callbacks/);
      await click(engine, { selector: '.DocSearch-Hit a' });
      await engine.waitFor(
        `the hit's page (${href}) is shown`,
        (expected: string) =>
          location.pathname + location.hash === expected &&
          !document.querySelector('.DocSearch-Modal') &&
          document.querySelector('h1')?.textContent.includes('Callbacks'),
        href,
      );
      expect(await path(engine)).toBe(href);
      expect(await engine.takeProblems()).toEqual([]);
    });

    test('the catalogue filter narrows the list of providers', async () => {
      await open(engine, '/providers/');
      const cards = () =>
        engine.evaluate(() => document.querySelectorAll('[aria-label="Provider catalogue"] li').length);
      const total = await cards();
      expect(total).toBeGreaterThan(50);
      await type(engine, { label: 'Filter providers' }, 'gitlab');
      await engine.waitFor(
        'the count says one provider matches',
        (all: number) =>
          document
            .querySelector('[aria-label="Provider catalogue"]')
            ?.textContent.includes(`1 of ${all} providers match`),
        total,
      );
      expect(await cards()).toBe(1);
      expect(await engine.takeProblems()).toEqual([]);
    });

    test('the callback URL helper follows the address typed', async () => {
      await open(engine, '/providers/github');
      await type(engine, { label: 'Your site' }, 'https://example.com/base');
      await engine.waitFor(
        'the callback URL is shown',
        () =>
          document.querySelector('[data-testid="callback-url"]')?.textContent ===
          'https://example.com/base/api/auth/callback/github',
      );
      expect(await engine.takeProblems()).toEqual([]);
    });

    test("the navbar's items neither overlap nor leave the bar, none is clipped or covered, and phone targets are large enough", async () => {
      await open(engine, '/getting-started/introduction');
      expect(await engine.evaluate(navbarFaults, { isPhone: phone, minTarget: MIN_TARGET_PX })).toEqual([]);
      expect(await engine.takeProblems()).toEqual([]);
    });

    test('an unknown path shows the not-found page: its title, a search field holding the words, section links', async () => {
      await open(engine, '/providers/githb');
      // The field is filled from the address once the page has started.
      await engine.waitFor(
        "the search field holds the path's words",
        () => document.querySelector<HTMLInputElement>('main input[type="search"]')?.value === 'providers githb',
      );
      const shown = await engine.evaluate(() => ({
        heading: document.querySelector('h1')?.textContent,
        title: document.title,
        links: document.querySelectorAll('main a[href^="/"]').length,
      }));
      expect(shown.heading).toBe('Page Not Found');
      expect(shown.title).toMatch(/^Page Not Found \| /);
      expect(shown.links).toBeGreaterThan(3);
      // Some engines log the document's own 404 status.
      expect((await engine.takeProblems()).filter((problem) => !/\b404\b/.test(problem))).toEqual([]);
    });

    test('a diagram shows at its own size when the reader scrolls to it', async () => {
      // An SVG drawn ahead of time (plugins/diagrams), as an image that loads lazily.
      await open(engine, '/getting-started/introduction');
      await engine.evaluate(() => document.querySelector('figure.diagram')!.scrollIntoView());
      const size = await engine.waitFor('the diagram has loaded', () => {
        const image = document.querySelector<HTMLImageElement>('figure.diagram img');
        return image?.complete && image.naturalWidth > 0
          ? { shown: image.getBoundingClientRect().width, natural: image.naturalWidth }
          : null;
      });
      expect(size.shown).toBe(size.natural);
      expect(await engine.takeProblems()).toEqual([]);
    });
  });
}
