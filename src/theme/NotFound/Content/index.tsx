/**
 * What a not-found page shows, inside the layout around it: a search field filled in with the
 * words of the path asked for, the pages the site's search finds closest to them, and the main
 * sections. Replaces the theme's NotFound/Content, which both the global not-found page and the
 * docs plugin's catch-all (every unknown path, the docs being at the root) render.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { getDocsVersionSearchTag, useActiveVersion, useVersions } from '@docusaurus/plugin-content-docs/client';
import { PageMetadata } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type { DocSearchHit } from '@site/plugins/search/client/engine';
import { MAX_QUERY_LENGTH } from '@site/plugins/search/client/query-limit';
import { lastSegmentQuery, queryFromPath } from './path-query';
import { useSearchClient } from '@site/plugins/search/theme/use-search-client';
import { hitPath, useSearchOptions } from '@site/plugins/search/theme/search-options';
import { RENDER_AFRESH } from '@site/plugins/page-start/client/render-afresh';
import styles from './styles.module.css';

export const NOT_FOUND_TITLE = 'Page Not Found';
const CLOSEST_PAGES = 5;
/** Several hits of one query are sections of the same page; enough of them to find five pages. */
const HITS_PER_QUERY = 20;

const SECTIONS = [
  { to: '/getting-started/introduction', label: 'Introduction', about: 'what NextAuth.js does and how its parts fit' },
  { to: '/providers/', label: 'Providers', about: 'every built-in sign-in service, with a filter' },
  { to: '/configuration/options', label: 'Options', about: 'every option and environment variable' },
  { to: '/adapters', label: 'Adapters', about: 'keeping users and sessions in a database' },
] as const;

interface ClosePage {
  title: string;
  url: string;
}

type Closest = { status: 'idle' | 'loading' | 'error' } | { status: 'done'; pages: ClosePage[] };

/** The distinct pages of the hits, in order: a page's sections share its URL without the anchor. */
function distinctPages(hits: DocSearchHit[]): ClosePage[] {
  const pages = new Map<string, ClosePage>();
  for (const hit of hits) {
    const url = hitPath(hit.url_without_anchor);
    if (!pages.has(url)) pages.set(url, { url, title: hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? url });
  }
  return [...pages.values()].slice(0, CLOSEST_PAGES);
}

export default function NotFoundContent(): ReactNode {
  const { i18n } = useDocusaurusContext();
  const { indexName, searchPagePath } = useSearchOptions();
  const history = useHistory();
  const { pathname } = useLocation();
  // The static 404.html is rendered for no particular path: the words come after hydration.
  const isBrowser = useIsBrowser();
  const [defaultVersion] = useVersions(undefined);
  const version = useActiveVersion(undefined) ?? defaultVersion;
  const query = isBrowser && version ? queryFromPath(pathname, version.path) : '';
  const [input, setInput] = useState(query);
  const [closest, setClosest] = useState<Closest>({ status: 'idle' });
  const client = useSearchClient();
  const searchPage = useBaseUrl(`/${searchPagePath}`);
  const sections = [...SECTIONS, { to: searchPage, label: 'Search', about: 'every page of each docs version' }];
  const inputId = useId();
  const closestId = useId();
  const sectionsId = useId();
  const versionParam = isBrowser && version && version.name !== defaultVersion?.name ? version.name : undefined;

  useEffect(() => setInput(query), [query]);

  useEffect(() => {
    if (!client || !query || !version) return undefined;
    let cancelled = false;
    setClosest({ status: 'loading' });
    const facetFilters = [
      `language:${i18n.currentLocale}`,
      [`docusaurus_tag:${getDocsVersionSearchTag('default', version.name)}`],
    ];
    // The last segment names the page (a misspelt provider name); its hits come first, then the whole path's.
    const queries = [lastSegmentQuery(pathname, query), query].filter(Boolean);
    client
      .search({
        requests: queries.map((text) => ({ indexName, query: text, hitsPerPage: HITS_PER_QUERY, facetFilters })),
      })
      .then(({ results }) => {
        const hits = (results as { hits: DocSearchHit[] }[]).flatMap((result) => result.hits);
        if (!cancelled) setClosest({ status: 'done', pages: distinctPages(hits) });
      })
      .catch(() => {
        if (!cancelled) setClosest({ status: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [client, query, pathname, version, indexName, i18n.currentLocale]);

  function searchUrl(): string {
    const params = new URLSearchParams({ q: input.trim() });
    if (versionParam) params.set('version', versionParam);
    return `${searchPage}?${params}`;
  }

  return (
    <>
      <PageMetadata title={NOT_FOUND_TITLE} description="No page of the NextAuth.js docs has this address." />
      <main className={`container margin-vert--xl ${styles.page}`} {...{ [RENDER_AFRESH]: '' }}>
        <Heading as="h1">{NOT_FOUND_TITLE}</Heading>
        <p className={styles.lead}>
          Nothing lives at this address: the page may have moved, or the link has a typo. Search for it, or start from
          one of the pages below.
        </p>

        <form
          role="search"
          action={searchPage}
          method="get"
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            history.push(searchUrl());
          }}
        >
          <label htmlFor={inputId} className={styles.label}>
            Search the docs
          </label>
          <div className={styles.searchRow}>
            <input
              id={inputId}
              type="search"
              name="q"
              className={styles.input}
              value={input}
              autoComplete="off"
              maxLength={MAX_QUERY_LENGTH}
              onChange={(event) => setInput(event.target.value)}
            />
            {versionParam && <input type="hidden" name="version" value={versionParam} />}
            <button type="submit" className="button button--primary">
              Search
            </button>
          </div>
        </form>

        {query && (
          <section aria-labelledby={closestId} className={styles.group}>
            <h2 id={closestId}>Closest pages</h2>
            <div aria-live="polite">
              {closest.status === 'loading' && <p>Looking for pages close to “{query}”…</p>}
              {closest.status === 'error' && (
                <p>The search index did not load, so no close pages are listed. The search field still works.</p>
              )}
              {closest.status === 'done' && closest.pages.length === 0 && (
                <p>No page comes close to “{query}”. Try other words in the search field.</p>
              )}
              {closest.status === 'done' && closest.pages.length > 0 && (
                <ul className={styles.links}>
                  {closest.pages.map((closePage) => (
                    <li key={closePage.url}>
                      <Link to={closePage.url}>{closePage.title}</Link>
                      <span className={styles.detail}>{closePage.url}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        )}

        <nav aria-labelledby={sectionsId} className={styles.group}>
          <h2 id={sectionsId}>Sections of the docs</h2>
          <ul className={styles.links}>
            {sections.map((section) => (
              <li key={section.to}>
                <Link to={section.to}>{section.label}</Link>
                <span className={styles.detail}>{section.about}</span>
              </li>
            ))}
          </ul>
        </nav>
      </main>
    </>
  );
}
