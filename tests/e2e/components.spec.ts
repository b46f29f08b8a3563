import { test, expect, chooseDarkMode, docsSidebar, recordScriptTexts, waitForHydration } from './fixtures';

test.describe('provider catalogue', () => {
  test('lists every provider and the filter narrows it', async ({ page }) => {
    await page.goto('/providers/');
    await waitForHydration(page);
    const catalogue = page.getByRole('region', { name: 'Provider catalogue' });
    const cards = catalogue.getByRole('listitem');
    const total = await cards.count();
    expect(total).toBeGreaterThanOrEqual(60);
    await expect(catalogue.getByText(`${total} providers`)).toBeVisible();

    // Logos come from one sprite file, not from the page's script.
    const github = cards.filter({ hasText: 'GitHub' }).first();
    const href = await github.locator('svg use').getAttribute('href');
    expect(href).toMatch(/\/assets\/provider-logos\.[0-9a-f]{8}\.svg#logo-github$/);
    const sprite = await page.request.get(href!.split('#')[0]!);
    expect(sprite.status()).toBe(200);
    expect(await sprite.text()).toContain('<symbol id="logo-github"');

    const filter = catalogue.getByLabel('Filter providers');
    await filter.fill('git');
    await expect(cards).toHaveCount(2);
    await expect(cards.getByText('GitHub', { exact: true })).toBeVisible();
    await expect(cards.getByText('GitLab', { exact: true })).toBeVisible();
    await expect(catalogue.getByText(`2 of ${total} providers match`)).toBeVisible();

    await filter.fill('openid');
    // The list renders with a deferred value: wait for it to settle before counting.
    const labels = () => cards.locator('span:last-child').allTextContents();
    await expect.poll(async () => (await labels()).every((label) => label === 'OpenID Connect')).toBe(true);
    const oidc = await cards.count();
    expect(oidc).toBeGreaterThan(3);
    expect(oidc).toBeLessThan(total);

    await filter.fill('no such provider');
    await expect(cards).toHaveCount(0);
    await expect(catalogue.getByText(/No built-in provider matches/)).toBeVisible();

    await filter.fill('battle');
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/providers\/battle\.net$/);
  });
});

test.describe('provider catalogue logos', () => {
  test('every logo is drawn at least half as tall as its square: a wordmark gets the monogram', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/providers/');
    const cards = page.getByRole('region', { name: 'Provider catalogue' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    // A logo from the sprite measures 0 × 0 until the sprite has loaded, so the check is polled.
    const shortLogos = () =>
      cards.evaluateAll((items) =>
        items.flatMap((item) => {
          const square = item.querySelector('svg');
          const drawing = square?.querySelector<SVGGraphicsElement>('use, path');
          if (!square || !drawing) return [];
          const side = square.getBoundingClientRect().height;
          const height = drawing.getBBox().height * (side / 24);
          return height < side / 2 ? [item.textContent] : [];
        }),
      );
    await expect.poll(shortLogos, { message: 'cards whose logo is too short to read' }).toEqual([]);
    expect(await cards.locator('svg use').count()).toBeGreaterThan(30);
    // Coinbase's icon in simple-icons is a wordmark.
    await expect(cards.filter({ hasText: 'Coinbase' }).locator('svg text')).toHaveText('C');
  });
});

test.describe('provider catalogue address', () => {
  test('a filtered list can be shared: the filter is kept in ?q= and read back from it', async ({ page }) => {
    await page.goto('/providers/?q=git');
    await waitForHydration(page);
    const catalogue = page.getByRole('region', { name: 'Provider catalogue' });
    const cards = catalogue.getByRole('listitem');
    const filter = catalogue.getByLabel('Filter providers');
    await expect(filter).toHaveValue('git');
    await expect(cards).toHaveCount(2);

    // Typing rewrites the address in place: no scroll to the top, no history entry per keystroke.
    await page.evaluate(() => window.scrollTo(0, 200));
    const historyLength = await page.evaluate(() => history.length);
    await filter.fill('openid connect');
    await expect(page).toHaveURL(/\/providers\/\?q=openid\+connect$/);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(200);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await filter.fill('');
    await expect(page).toHaveURL(/\/providers\/$/);
    await expect(catalogue.getByText(/^\d+ providers$/)).toBeVisible();
  });

  test('markup in ?q= is shown as text and runs nothing', async ({ page }) => {
    const hostile = '<img src=x onerror=alert(1)>';
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/providers/?q=${encodeURIComponent(hostile)}`);
    await waitForHydration(page);
    const catalogue = page.getByRole('region', { name: 'Provider catalogue' });
    await expect(catalogue.getByLabel('Filter providers')).toHaveValue(hostile);
    await expect(catalogue.getByText(`No built-in provider matches "${hostile}"`)).toBeVisible();
    await expect(catalogue.locator('img')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('phones get two columns of cards', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/providers/');
    const cards = page.getByRole('region', { name: 'Provider catalogue' }).getByRole('listitem');
    const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('callback URL helper', () => {
  test('builds the callback URL for an origin and a base path, and rejects garbage @next-docusaurus', async ({
    page,
  }) => {
    await page.goto('/providers/github');
    await waitForHydration(page);
    const input = page.getByLabel(/Your site.s address/);
    const output = page.getByTestId('callback-url');
    await expect(output).toHaveText('http://localhost:3000/api/auth/callback/github');

    await input.fill('https://example.com');
    await expect(output).toHaveText('https://example.com/api/auth/callback/github');

    await input.fill('https://example.com/docs/');
    await expect(output).toHaveText('https://example.com/docs/api/auth/callback/github');

    await input.fill('not a url');
    await expect(output).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveText(
      '"not a url" is not a URL. Enter the full address, starting with https://.',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  test('copies the URL', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/providers/google');
    await waitForHydration(page);
    await page.getByLabel(/Your site.s address/).fill('https://example.com');
    await page.getByRole('button', { name: 'Copy the callback URL' }).click();
    await expect(page.getByRole('button', { name: 'Copy the callback URL' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'https://example.com/api/auth/callback/google',
    );
  });

  test('uses the id of a provider whose route differs from it', async ({ page }) => {
    await page.goto('/providers/battle.net');
    await waitForHydration(page);
    await page.getByLabel(/Your site.s address/).fill('https://example.com');
    await expect(page.getByTestId('callback-url')).toHaveText('https://example.com/api/auth/callback/battlenet');
  });
});

test.describe('secret generator', () => {
  test('makes a 32-byte secret after hydration and a new one on request', async ({ page }) => {
    await page.goto('/getting-started/example');
    await waitForHydration(page);
    const field = page.getByLabel('A fresh secret, generated in your browser');
    await expect(field).toHaveValue(/^NEXTAUTH_SECRET=[A-Za-z0-9+/]{43}=$/);
    const first = await field.inputValue();
    await page.getByRole('button', { name: 'New secret' }).click();
    await expect(field).not.toHaveValue(first);
  });

  test('is not in the static HTML', async ({ request }) => {
    const html = await (await request.get('/getting-started/example')).text();
    expect(html).not.toMatch(/NEXTAUTH_SECRET=[A-Za-z0-9+/]{43}=/);
  });
});

test.describe('code blocks', () => {
  /** A string only the Prism highlighter's chunk holds (its grammars), to tell whether it loaded. */
  const PRISM_MARKER = 'greedy:';

  test('keep the highlighting of the static HTML, load no highlighter, and follow the color mode', async ({ page }) => {
    const scripts = recordScriptTexts(page);
    await page.goto('/getting-started/example');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');

    const keyword = page.locator('pre .token.keyword').first();
    await expect(keyword).toBeVisible();
    const colors = () =>
      keyword.evaluate((element) => {
        // The variable's color as the browser computes it, on an element of the same code block.
        const probe = document.createElement('span');
        probe.style.color = 'var(--prism-keyword)';
        element.parentElement?.append(probe);
        const expected = getComputedStyle(probe).color;
        probe.remove();
        return {
          token: getComputedStyle(element).color,
          expected,
          variable: getComputedStyle(document.documentElement).getPropertyValue('--prism-keyword').trim(),
        };
      });
    const light = await colors();
    await chooseDarkMode(page);
    const dark = await colors();
    expect(dark.token).not.toBe(light.token);
    expect(dark.variable).not.toBe(light.variable);
    expect(light.token).toBe(light.expected);
    expect(dark.token).toBe(dark.expected);
    // The colors come from classes (plugins/prism-on-demand/token-class.ts), not inline styles,
    // and plain text needs no element of its own.
    await expect(keyword).toHaveClass(/\btc-keyword\b/);
    expect(await page.locator('pre .token[style*="color"], pre .token-line[style]').count()).toBe(0);
    expect(await page.locator('pre .token.plain:not(:empty)').count()).toBe(0);
    expect(scripts.filter((text) => text.includes(PRISM_MARKER))).toHaveLength(0);
  });

  test('a page reached by a client-side navigation gets highlighted code', async ({ page }) => {
    const scripts = recordScriptTexts(page);
    await page.goto('/getting-started/introduction');
    await waitForHydration(page);
    await docsSidebar(page).getByRole('link', { name: 'Example', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Example/);
    await expect(page.locator('pre .token.keyword').first()).toBeVisible();
    await expect(page.locator('pre .token.keyword').first()).toHaveClass(/\btc-keyword\b/);
    expect(await page.locator('pre .token[style*="color"], pre .token-line[style]').count()).toBe(0);
    // A script's text is recorded once its body has been read, which may trail the highlighting.
    await expect.poll(() => scripts.some((text) => text.includes(PRISM_MARKER))).toBe(true);
  });

  test('a code block written by the server is the one the theme renders in the browser', async ({ page }) => {
    // The page keeps the code blocks the server highlighted (src/theme/CodeBlock/Content); after a
    // client-side navigation the browser renders them with the theme's own components. Both must
    // give the same markup, highlighted lines and text split by React's empty comments included.
    const codeBlocks = () =>
      page.locator('.theme-code-block pre').evaluateAll((blocks) =>
        blocks.map((block) => {
          const copy = block.cloneNode(true) as HTMLElement;
          const comments = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
          const found: Node[] = [];
          while (comments.nextNode()) found.push(comments.currentNode);
          for (const comment of found) comment.parentNode?.removeChild(comment);
          copy.normalize();
          for (const styled of [copy, ...copy.querySelectorAll<HTMLElement>('[style]')]) {
            styled.setAttribute('style', styled.style.cssText);
          }
          return copy.outerHTML;
        }),
      );
    await page.goto('/providers/atlassian');
    await waitForHydration(page);
    const fromServer = await codeBlocks();
    expect(fromServer.length).toBeGreaterThanOrEqual(4);
    expect(fromServer.some((html) => html.includes('theme-code-block-highlighted-line'))).toBe(true);

    await page.goto('/providers/github');
    await waitForHydration(page);
    await docsSidebar(page).getByRole('link', { name: 'Atlassian', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Atlassian/);
    // Each block shows its plain text until the highlighter has loaded.
    await expect(page.locator('.theme-code-block pre')).toHaveCount(fromServer.length);
    await expect(page.locator('.theme-code-block pre:not(:has(.token-line))')).toHaveCount(0);
    expect(await codeBlocks()).toEqual(fromServer);
  });

  test('word wrap works on a code block that kept its static HTML', async ({ page }) => {
    await page.setViewportSize({ width: 420, height: 800 });
    await page.goto('/getting-started/example');
    await waitForHydration(page);
    const block = page
      .locator('.theme-code-block')
      .filter({ has: page.locator('button[aria-label="Toggle word wrap"]') });
    const first = block.first();
    await first.hover();
    await first.getByRole('button', { name: 'Toggle word wrap' }).click();
    await expect(first.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
  });
});
