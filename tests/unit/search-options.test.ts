import { describe, expect, it } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import { openSearchDescription, validateOptions } from '../../plugins/search';
import { search } from '../../config/search';

const validate = (options: unknown) => validateOptions({ options, validate: () => undefined as never });

describe('the search plugin options', () => {
  it("takes the site's, with Docusaurus's instance id", () => {
    expect(validate(search)).toEqual({ ...search, id: 'default' });
  });

  it('stops the build naming the field that is wrong', () => {
    expect(() => validate({ ...search, searchPagePath: '/search' })).toThrow(/searchPagePath: one path segment/);
    expect(() => validate({ ...search, hitsPerPage: 0 })).toThrow(/hitsPerPage/);
    expect(() => validate({ ...search, hosted: { appId: 'A', apiKey: '', indexName: 'i' } })).toThrow(/hosted\.apiKey/);
    expect(() => validate({ ...search, contextualSearch: true })).toThrow(/contextualSearch/);
  });
});

describe('the OpenSearch description', () => {
  const context = {
    baseUrl: '/docs/',
    siteConfig: { url: 'https://example.com', title: 'Auth & <Docs>', favicon: 'img/icon.svg' },
  } as unknown as LoadContext;

  it("points a browser's address bar at the search page, with the site's title escaped", () => {
    const xml = openSearchDescription(context, 'search');
    expect(xml).toContain('<ShortName>Auth &#38; &#60;Docs&#62;</ShortName>');
    expect(xml).toContain('template="https://example.com/docs/search?q={searchTerms}"');
    expect(xml).toContain('<Image width="16" height="16">https://example.com/docs/img/icon.svg</Image>');
  });
});
