import { describe, expect, it } from 'vitest';
import type { RouteConfig } from '@docusaurus/types';
import { withoutDocDescriptions } from '../../plugins/docs';

const versionRoute = (docs: Record<string, object>): RouteConfig => ({
  path: '/v3',
  component: '@theme/DocVersionRoot',
  props: { version: { version: 'v3', label: 'v3', docsSidebars: { docs: [] }, docs } },
  routes: [{ path: '/v3/errors', component: '@theme/DocItem', props: { keep: 'me' } }],
});

describe('docs plugin wrapper', () => {
  it('drops descriptions from the version metadata of nested version routes and keeps the rest', () => {
    const root: RouteConfig = {
      path: '/',
      component: '@theme/DocsRoot',
      routes: [
        versionRoute({
          errors: { id: 'errors', title: 'Errors', description: 'Long text', sidebar: 'docs' },
          faq: { id: 'faq', title: 'FAQ', sidebar: 'docs' },
        }),
      ],
    };
    const lean = withoutDocDescriptions(root);
    const version = lean.routes?.[0].props?.version as Record<string, unknown>;
    expect(version.docs).toEqual({
      errors: { id: 'errors', title: 'Errors', sidebar: 'docs' },
      faq: { id: 'faq', title: 'FAQ', sidebar: 'docs' },
    });
    expect(version.label).toBe('v3');
    expect(version.docsSidebars).toEqual({ docs: [] });
    expect(lean.routes?.[0].routes?.[0].props).toEqual({ keep: 'me' });
  });

  it('leaves the input route tree unchanged', () => {
    const route = versionRoute({ errors: { id: 'errors', title: 'Errors', description: 'Long text' } });
    withoutDocDescriptions(route);
    expect((route.props?.version as { docs: Record<string, object> }).docs.errors).toHaveProperty('description');
  });
});
