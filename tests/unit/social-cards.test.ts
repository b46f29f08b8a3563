/** Which card a docs page gets, what its alt text says, and that every doc names it (plugins/social-cards). */
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { SITE_DIR } from '../../config/versions';
import { sectionsByDocId } from '../../plugins/social-cards';
import { cardAlt, socialCardPathOf } from '../../plugins/social-cards/paths';
import remarkSocialCard from '../../plugins/social-cards/remark-social-card';

describe('social cards', () => {
  it('live under /img/social at the page route', () => {
    expect(socialCardPathOf('/getting-started/introduction')).toBe('/img/social/getting-started/introduction.png');
    expect(socialCardPathOf('/v3/faq')).toBe('/img/social/v3/faq.png');
    expect(socialCardPathOf('/guides/')).toBe('/img/social/guides.png');
  });

  it('name the top-level sidebar category of the page, as its breadcrumbs start', () => {
    const sections = sectionsByDocId({
      docs: [
        {
          type: 'category',
          label: 'Configuration',
          collapsed: true,
          collapsible: true,
          link: { type: 'doc', id: 'configuration/index' },
          items: [
            { type: 'doc', id: 'configuration/options' },
            {
              type: 'category',
              label: 'Providers',
              collapsed: true,
              collapsible: true,
              items: [{ type: 'doc', id: 'configuration/providers/oauth' }],
            },
          ],
        },
        { type: 'doc', id: 'adapters' },
      ],
    });
    expect(Object.fromEntries(sections)).toEqual({
      'configuration/index': 'Configuration',
      'configuration/options': 'Configuration',
      'configuration/providers/oauth': 'Configuration',
    });
  });

  it('describe what they show in their alt text', () => {
    expect(cardAlt({ title: 'Options', section: 'Configuration', version: 'v4' })).toBe(
      'Options: Configuration, NextAuth.js v4 documentation',
    );
  });
});

describe('remarkSocialCard', () => {
  const compileDoc = async (filePath: string) =>
    String(
      await compile(
        { path: filePath, value: '# Title\n\nText.\n' },
        {
          remarkPlugins: [remarkSocialCard],
          jsx: true,
        },
      ),
    );

  it("ends a doc's content with the card, imported from the theme", async () => {
    const out = await compileDoc(path.join(SITE_DIR, 'docs', 'providers', 'github.mdx'));
    expect(out).toContain("import DocSocialCard from '@theme/DocSocialCard';");
    // The card comes last, after the page's own content.
    expect(out).toContain('<_components.p>{"Text."}</_components.p>{"\\n"}<DocSocialCard /></>');
  });

  it('leaves partials alone: they render inside a doc that has its card', async () => {
    for (const partial of [
      path.join(SITE_DIR, 'docs', '_install.mdx'),
      path.join(SITE_DIR, 'docs', '_shared', 'install.mdx'),
    ])
      expect(await compileDoc(partial)).not.toContain('DocSocialCard');
  });
});
