/**
 * The docs plugin's global data as main.js carries it (plugins/client-bundle/global-data.ts): each
 * version's docs by id where the id gives the path, expanded back to exactly what Docusaurus wrote.
 */
import type { GlobalPluginData, GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import { describe, expect, it } from 'vitest';
import { compactGlobalData, expandGlobalData } from '../../plugins/client-bundle/global-data';

const version = (name: string, path: string, docs: GlobalVersion['docs']): GlobalVersion => ({
  name,
  label: name,
  isLast: name === 'current',
  path,
  mainDocId: 'intro',
  docs,
  draftIds: [],
  sidebars: { docs: { link: { path: `${path.replace(/\/$/, '')}/intro`, label: 'intro' } } },
});

const DOCS: GlobalPluginData = {
  path: '/',
  breadcrumbs: true,
  versions: [
    version('current', '/', [
      { id: 'intro', path: '/intro', sidebar: 'docs' },
      { id: 'configuration/options', path: '/configuration/options', sidebar: 'docs' },
      { id: 'tutorials/first', path: '/tutorials/first', sidebar: 'tutorials' },
      // A slug, an unlisted doc, a doc in no sidebar.
      { id: 'providers/index', path: '/providers/', sidebar: 'docs' },
      { id: 'hidden', path: '/hidden', sidebar: 'docs', unlisted: true },
      { id: 'orphan', path: '/orphan' },
    ]),
    version('v3', '/v3', [
      { id: 'intro', path: '/v3/intro', sidebar: 'docs' },
      { id: 'tutorials/first', path: '/v3/tutorials/first', sidebar: 'tutorials' },
    ]),
  ],
};

const GLOBAL_DATA = {
  'docusaurus-plugin-content-docs': { default: DOCS, community: { ...DOCS, path: '/community' } },
  'tested-with': { default: [{ next: '16.0.0' }] },
};

describe('the global data in main.js', () => {
  it('expands back to what Docusaurus wrote, in its order, for every docs plugin instance', () => {
    expect(expandGlobalData(compactGlobalData(GLOBAL_DATA))).toEqual(GLOBAL_DATA);
    // Through JSON, as the bundle gets it: no key with an undefined value appears on the way.
    const bundled = JSON.parse(JSON.stringify(compactGlobalData(GLOBAL_DATA))) as Record<string, unknown>;
    expect(JSON.stringify(expandGlobalData(bundled))).toBe(JSON.stringify(GLOBAL_DATA));
  });

  it('lists a doc by id when its id gives its path, with its sidebar when that is not the main one', () => {
    const compact = compactGlobalData(GLOBAL_DATA) as typeof GLOBAL_DATA;
    const [current, v3] = compact['docusaurus-plugin-content-docs'].default.versions as unknown as {
      docs: { sidebar: string; docs: unknown[] };
    }[];
    expect(current?.docs).toEqual({
      sidebar: 'docs',
      docs: [
        'intro',
        'configuration/options',
        ['tutorials/first', 'tutorials'],
        { id: 'providers/index', path: '/providers/', sidebar: 'docs' },
        { id: 'hidden', path: '/hidden', sidebar: 'docs', unlisted: true },
        { id: 'orphan', path: '/orphan' },
      ],
    });
    expect(v3?.docs).toEqual({ sidebar: 'docs', docs: ['intro', ['tutorials/first', 'tutorials']] });
  });

  it('leaves the rest of the global data as it is', () => {
    const compact = compactGlobalData(GLOBAL_DATA) as typeof GLOBAL_DATA;
    expect(compact['tested-with']).toBe(GLOBAL_DATA['tested-with']);
    expect(compact['docusaurus-plugin-content-docs'].default.versions[1]?.sidebars).toEqual(DOCS.versions[1]?.sidebars);
    expect(compactGlobalData({ 'tested-with': [] })).toEqual({ 'tested-with': [] });
  });
});
