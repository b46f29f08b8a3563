/**
 * The /search page. Docusaurus's own SearchPage is hard-wired to Algolia's client, so this page
 * is ours: it queries the same client as the modal (the local index by default, Algolia when
 * configured), keeps the query and version in the URL, and pages through results.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import Layout from '@theme/Layout';
import type { DocSearchHit } from '../../client/engine';
import { MAX_QUERY_LENGTH } from '../../client/query-limit';
import { SEARCH_TEXTS } from '../../client/texts';
import type { SearchResponse } from '../../client/local-client';
import { GITHUB_REPO_URL } from '@site/config/links';
import type { ClientVersions } from '@site/config/versions';
import { renderHighlight } from './render-highlight';
import { useSearchClient } from '../use-search-client';
import { hitPath, useSearchOptions } from '../search-options';
import styles from './styles.module.css';

const HITS_PER_PAGE = 10;

interface VersionChoice {
  name: string;
  label: string;
  tag: string;
}

type State =
  { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'done'; response: SearchResponse };

/** The docs versions, newest first; the first is the one searched by default. */
function useVersions(): [VersionChoice, ...VersionChoice[]] {
  const { default: docs } = useAllDocsData();
  if (!docs) throw new Error('The search page needs the default docs plugin');
  const [first, ...rest] = docs.versions.map((version) => ({
    name: version.name,
    label: version.label,
    tag: `docs-default-${version.name}`,
  }));
  if (!first) throw new Error('The docs plugin has no version');
  return [first, ...rest];
}

function readParams(search: string, versions: [VersionChoice, ...VersionChoice[]]) {
  const params = new URLSearchParams(search);
  const version = versions.find((choice) => choice.name === params.get('version')) ?? versions[0];
  const page = Math.max(0, Math.floor(Number(params.get('page') ?? '1')) - 1) || 0;
  return { query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH), version, page };
}

export default function SearchPage(): ReactNode {
  const { siteConfig, i18n } = useDocusaurusContext();
  const { indexName } = useSearchOptions();
  const history = useHistory();
  const location = useLocation();
  const versions = useVersions();
  const { coveredMajors } = siteConfig.customFields?.docsVersions as ClientVersions;
  const client = useSearchClient();
  // The static HTML has no query; reading it only after hydration keeps server and client in step.
  const isBrowser = useIsBrowser();
  const { query, version, page } = readParams(isBrowser ? location.search : '', versions);
  const [input, setInput] = useState(query);
  const [state, setState] = useState<State>({ status: 'idle' });
  const inputId = useId();

  // Keep the URL the source of truth: typing updates it, back/forward update the box.
  useEffect(() => setInput(query), [query]);

  type Next = { query?: string; version?: VersionChoice; page?: number };

  function searchParams(next: Next): string {
    const params = new URLSearchParams();
    const q = next.query ?? query;
    if (q) params.set('q', q);
    const v = next.version ?? version;
    if (v !== versions[0]) params.set('version', v.name);
    const p = next.page ?? 0;
    if (p > 0) params.set('page', String(p + 1));
    return params.toString() ? `?${params}` : '';
  }

  function navigate(next: Next) {
    history.replace({ search: searchParams(next) });
  }

  useEffect(() => {
    if (!client || !query.trim()) {
      setState({ status: 'idle' });
      return undefined;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    client
      .search({
        requests: [
          {
            indexName,
            query,
            page,
            hitsPerPage: HITS_PER_PAGE,
            facetFilters: [`language:${i18n.currentLocale}`, [`docusaurus_tag:${version.tag}`]],
            attributesToSnippet: ['content:24'],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      })
      .then(({ results }) => {
        if (!cancelled) setState({ status: 'done', response: results[0] as SearchResponse });
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [client, query, version.tag, page, indexName, i18n.currentLocale]);

  const title = query ? `Search results for "${query}"` : 'Search the documentation';

  return (
    <Layout title={title} description={`Search the NextAuth.js documentation for ${coveredMajors}.`}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <form
          className={styles.form}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            navigate({ query: input.slice(0, MAX_QUERY_LENGTH) });
          }}
        >
          <label htmlFor={inputId} className={styles.srOnly}>
            Search docs
          </label>
          <input
            id={inputId}
            type="search"
            name="q"
            className={styles.input}
            value={input}
            placeholder="Search docs"
            autoComplete="off"
            maxLength={MAX_QUERY_LENGTH}
            onChange={(event) => {
              setInput(event.target.value);
              navigate({ query: event.target.value });
            }}
          />
          <fieldset className={styles.versions}>
            <legend className={styles.srOnly}>Documentation version</legend>
            {versions.map((choice) => (
              <label key={choice.name} className={styles.version}>
                <input
                  type="radio"
                  name="version"
                  value={choice.name}
                  checked={choice === version}
                  onChange={() => navigate({ version: choice })}
                />{' '}
                {choice.label}
              </label>
            ))}
          </fieldset>
        </form>

        <div aria-live="polite" className={styles.status}>
          {state.status === 'loading' && <p>Searching…</p>}
          {state.status === 'error' && (
            <div className={styles.message}>
              <p>
                <strong>{SEARCH_TEXTS.failed}</strong>
              </p>
              <p>{SEARCH_TEXTS.checkNetwork}</p>
            </div>
          )}
          {state.status === 'done' && state.response.nbHits === 0 && (
            <div className={styles.message}>
              <p>
                {SEARCH_TEXTS.noResults} &quot;<strong>{query}</strong>&quot; in {version.label}.
              </p>
              {state.response.suggestions?.length ? (
                <p>
                  Did you mean{' '}
                  {state.response.suggestions.map((suggestion, i) => (
                    <span key={suggestion}>
                      {i > 0 && ', '}
                      <Link to={`${location.pathname}${searchParams({ query: suggestion })}`}>{suggestion}</Link>
                    </span>
                  ))}
                  ?
                </p>
              ) : null}
              <p>
                Try searching for another word, or in the other version. Believe this query should return results?{' '}
                <Link href={`${GITHUB_REPO_URL}/issues`}>Let us know.</Link>
              </p>
            </div>
          )}
          {state.status === 'done' && state.response.nbHits > 0 && (
            <p>
              {state.response.nbHits} {state.response.nbHits === 1 ? 'result' : 'results'} in {version.label}
            </p>
          )}
        </div>

        {state.status === 'done' && state.response.nbHits > 0 && (
          <>
            <ol className={styles.results}>
              {state.response.hits.map((hit) => (
                <SearchResult key={hit.objectID} hit={hit} url={hitPath(hit.url)} />
              ))}
            </ol>
            {state.response.nbPages > 1 && (
              <nav className={styles.pager} aria-label="Search result pages">
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={page === 0}
                  onClick={() => navigate({ page: page - 1 })}
                >
                  Previous
                </button>
                <span>
                  Page {page + 1} of {state.response.nbPages}
                </span>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={page + 1 >= state.response.nbPages}
                  onClick={() => navigate({ page: page + 1 })}
                >
                  Next
                </button>
              </nav>
            )}
          </>
        )}
      </main>
    </Layout>
  );
}

function SearchResult({ hit, url }: { hit: DocSearchHit; url: string }): ReactNode {
  const levels = (['lvl1', 'lvl2', 'lvl3'] as const).filter((level) => hit.hierarchy[level]);
  const title = levels[levels.length - 1] ?? 'lvl1';
  const snippet = hit._snippetResult.content?.value;
  return (
    <li className={styles.result}>
      <Link to={url} className={styles.resultTitle}>
        {renderHighlight(hit._highlightResult.hierarchy[title]?.value ?? hit.hierarchy[title] ?? '')}
      </Link>
      <div className={styles.breadcrumbs}>
        {[hit.hierarchy.lvl0, ...levels.slice(0, -1).map((level) => hit.hierarchy[level])].filter(Boolean).join(' › ')}
      </div>
      {snippet && <p className={styles.snippet}>{renderHighlight(snippet)}</p>}
    </li>
  );
}
