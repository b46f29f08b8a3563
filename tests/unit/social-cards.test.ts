/** Which card a docs page gets, and what its alt text says (plugins/social-cards). */
import { describe, expect, it } from 'vitest';
import { sectionsByDocId } from '../../plugins/social-cards';
import { cardAlt, socialCardPathOf } from '../../plugins/social-cards/paths';

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
