/**
 * The open search modal and everything it needs, in its own chunk: DocSearch's modal and styles,
 * the local search client, result handling. Loaded by the search button (./index.tsx) when search
 * is first reached for. Part of the ejected SearchBar: our edits are marked "EDIT (next-auth docs)".
 */
// EDIT (next-auth docs): first, so that it is in place while DocSearch's modal is evaluated.
import './no-eval-probe';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal as DocSearchModalComponent } from '@docsearch/react/modal';
import type { DocSearchModalProps, InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';
import '@docsearch/css/dist/modal.css';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch } from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  useAlgoliaAskAi,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
// EDIT (next-auth docs): the local client and the per-query hit counts.
import { getLocalSearchClient } from '../../client/client';
import { SEARCH_TEXTS } from '../../client/texts';
import { GITHUB_REPO_URL } from '@site/config/links';
import {
  forDocSearch,
  foundNothingFor,
  hitCountFor,
  latestNoHits,
  searchFailed,
  subscribeAnswers,
  subscribeNoHits,
  subscribeSearchFailure,
} from '../../client/docsearch-state';
import { cleanDocSearchStorage } from '../../client/stored-searches';

export type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  askAi?: unknown;
  [key: string]: unknown;
};

/**
 * EDIT (next-auth docs): links to the search page for a query, which it reads from `?q=`. Our own,
 * in place of theme-common's `useSearchLinkCreator`, which the next Docusaurus moves elsewhere.
 */
function useSearchLink(searchPagePath: string): (query: string) => string {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  return useCallback(
    (query: string) => `${baseUrl}${searchPagePath}?q=${encodeURIComponent(query)}`,
    [baseUrl, searchPagePath],
  );
}

// EDIT (next-auth docs)
const NO_RESULTS_TEXT = {
  noResultsText: SEARCH_TEXTS.noResults,
  suggestedQueryText: SEARCH_TEXTS.suggestions,
  reportMissingResultsText: 'Believe this query should return results?',
  reportMissingResultsLinkText: 'Let us know.',
};

// EDIT (next-auth docs): shown through the no-results screen when the search failed (see docsearch-state.ts).
const FAILURE_TEXT = {
  noResultsText: `${SEARCH_TEXTS.failed} for`,
  suggestedQueryText: SEARCH_TEXTS.suggestions,
  reportMissingResultsText: SEARCH_TEXTS.checkNetwork,
  reportMissingResultsLinkText: 'Report a problem.',
};

// EDIT (next-auth docs)
function missingResultsUrl({ query }: { query: string }): string {
  const title = `Docs search: no results for "${query.slice(0, 100)}"`;
  return `${GITHUB_REPO_URL}/issues/new?title=${encodeURIComponent(title)}`;
}

function useNavigator({ externalUrlRegex }: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState(() => ({
    navigate(params: { itemUrl: string }) {
      // Algolia results could contain URLs from other domains, which cannot be served through history.
      if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
        window.location.href = params.itemUrl;
      } else {
        history.push(params.itemUrl);
      }
    },
  }));
  return navigator;
}

// EDIT (next-auth docs): local client unless the site was built for hosted search.
function useTransformSearchClient(): DocSearchModalProps['transformSearchClient'] {
  const {
    siteConfig: { baseUrl, customFields },
    siteMetadata: { docusaurusVersion },
  } = useDocusaurusContext();
  const hosted = Boolean(customFields?.hostedSearch);
  return useCallback<NonNullable<DocSearchModalProps['transformSearchClient']>>(
    (searchClient) => {
      // DocSearch types its client as Algolia's full client; ours (and forDocSearch's wrapper)
      // answers only search(), the one method the modal calls.
      if (!hosted) return forDocSearch({ ...getLocalSearchClient(baseUrl) }) as unknown as typeof searchClient;
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      // forDocSearch wraps any client with search(); Algolia's is typed more narrowly than it needs.
      return forDocSearch(searchClient as never) as typeof searchClient;
    },
    [baseUrl, docusaurusVersion, hosted],
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState(
    () => (items: DocSearchHit[]) =>
      props.transformItems
        ? props.transformItems(items)
        : items.map((item) => ({ ...item, url: processSearchResultUrl(item.url) })),
  );
  return transformItems;
}

type DocSearchHit = Parameters<NonNullable<DocSearchModalProps['transformItems']>>[0][number];

function useResultsFooterComponent({ closeModal, searchPagePath }: { closeModal: () => void; searchPagePath: string }) {
  return useMemo(() => {
    function ResultsFooterForModal({ state }: { state: { query: string; context: { nbHits?: number } } }) {
      return <ResultsFooter state={state} onClose={closeModal} searchPagePath={searchPagePath} />;
    }
    return ResultsFooterForModal;
  }, [closeModal, searchPagePath]);
}

/**
 * EDIT (next-auth docs): a plain link that navigates client-side. Docusaurus's Link would prefetch
 * the page of every hit as it appears, on every keystroke, and hold up the results' first paint;
 * this one loads a hit's page when the pointer reaches it.
 */
function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
  const history = useHistory();
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- Link's viewport prefetch is what this avoids
    <a
      href={hit.url}
      onMouseEnter={() => void window.docusaurus.preload(hit.url)}
      onClick={(event) => {
        const newTab = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (newTab) return;
        event.preventDefault();
        history.push(hit.url);
      }}
    >
      {children}
    </a>
  );
}

function ResultsFooter({
  state,
  onClose,
  searchPagePath,
}: {
  state: { query: string; context: { nbHits?: number } };
  onClose: () => void;
  searchPagePath: string;
}) {
  const createSearchLink = useSearchLink(searchPagePath);
  // EDIT (next-auth docs): the count of the latest answer for this query.
  const count = hitCountFor(state.query) ?? state.context.nbHits ?? 0;
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{ count }}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/**
 * EDIT (next-auth docs): on the no-results screen, the closest words the index does have, and the
 * search page, as links. DocSearch has no slot for them, so they are placed into its screen.
 */
function NoHitsSuggestions({ onClose, searchPagePath }: { onClose: () => void; searchPagePath: string }): ReactNode {
  const noHits = useSyncExternalStore(subscribeNoHits, latestNoHits, () => null);
  const createSearchLink = useSearchLink(searchPagePath);
  const [screen, setScreen] = useState<Element | null>(null);
  useEffect(() => {
    const find = () => setScreen(document.querySelector('.DocSearch-NoResults'));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  if (!screen || !noHits) return null;
  return createPortal(
    <div className="DocSearch-NoResults-Suggestions">
      {noHits.suggestions.length > 0 && (
        <p>
          Did you mean{' '}
          {noHits.suggestions.map((suggestion, i) => (
            <span key={suggestion}>
              {i > 0 && ', '}
              <Link to={createSearchLink(suggestion)} onClick={onClose}>
                {suggestion}
              </Link>
            </span>
          ))}
          ?
        </p>
      )}
      <p>
        <Link to={createSearchLink(noHits.query)} onClick={onClose}>
          Open the search page
        </Link>
      </p>
    </div>,
    screen,
  );
}

function useSearchParameters({ contextualSearch, ...props }: DocSearchProps) {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();
  const configFacetFilters = (props.searchParameters?.facetFilters as string[] | undefined) ?? [];
  const facetFilters = contextualSearch
    ? mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : configFacetFilters;
  return { ...props.searchParameters, facetFilters };
}

/** The index name DocSearch names its storage keys after: `indexName`, else the first of `indices`. */
function storageName({ indexName, indices }: Pick<DocSearchProps, 'indexName' | 'indices'>): string {
  if (indexName) return indexName;
  const first = indices?.[0];
  return typeof first === 'string' ? first : (first?.name ?? '');
}

/**
 * EDIT (next-auth docs): marks the modal while DocSearch's no-results screen is up for a query that
 * has not been answered with nothing: DocSearch draws that screen before the first keystroke's
 * answer arrives, and styles.css hides it then (see docsearch-state.ts). The query is the one the
 * screen names. Set on the element, not through a render: a render here re-renders all of
 * DocSearch's modal, on every keystroke.
 */
function useUnansweredNoResultsMark() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const modal = ref.current;
    if (!modal) return undefined;
    const mark = () => {
      const screen = modal.querySelector('.DocSearch-NoResults');
      const query = screen?.querySelector('.DocSearch-Title strong')?.textContent ?? '';
      modal.toggleAttribute('data-unanswered-no-results', screen !== null && !foundNothingFor(query));
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(modal, { childList: true, subtree: true, characterData: true });
    const unsubscribe = subscribeAnswers(mark);
    return () => {
      observer.disconnect();
      unsubscribe();
    };
  }, []);
  return ref;
}

const DocSearchModal = DocSearchModalComponent as (props: Partial<DocSearchModalProps>) => ReactNode;

export function SearchModal({
  externalUrlRegex,
  onClose,
  initialQuery,
  ...props
}: DocSearchProps & { onClose: () => void; initialQuery: string | undefined }): ReactNode {
  const navigator = useNavigator({ externalUrlRegex });
  const searchParameters = useSearchParameters({ ...props });
  const transformItems = useTransformItems(props);
  const transformSearchClient = useTransformSearchClient();
  // The theme's hook takes its own props type, a superset of DocSearch's that we never fill (Ask AI is off).
  const { currentPlaceholder, extraAskAiProps } = useAlgoliaAskAi(props as never);
  // EDIT (next-auth docs): the search page's path, when there is one (`false` turns it off).
  const searchPagePath = typeof props.searchPagePath === 'string' ? props.searchPagePath : '';
  const resultsFooterComponent = useResultsFooterComponent({ closeModal: onClose, searchPagePath });
  // EDIT (next-auth docs): DocSearch reads its stored searches as it mounts, on every open; they are
  // cleaned first (see stored-searches.ts), here, where this render runs before DocSearch's.
  useState(() => cleanDocSearchStorage(storageName(props), () => window.localStorage, window.location.href));
  // EDIT (next-auth docs): whether the latest search failed.
  const failed = useSyncExternalStore(subscribeSearchFailure, searchFailed, () => false);
  const unansweredNoResultsMark = useUnansweredNoResultsMark();
  return (
    <div className="search-modal" ref={unansweredNoResultsMark}>
      <DocSearchModal
        onClose={onClose}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        navigator={navigator}
        transformItems={transformItems}
        hitComponent={Hit}
        transformSearchClient={transformSearchClient}
        {...(searchPagePath && { resultsFooterComponent })}
        placeholder={currentPlaceholder}
        {...props}
        translations={{
          ...(props.translations?.modal ?? translations.modal),
          // EDIT (next-auth docs): our no-results screen: suggestions, or the failure text.
          noResultsScreen: failed ? FAILURE_TEXT : NO_RESULTS_TEXT,
        }}
        // EDIT (next-auth docs): the "Let us know." link of the no-results screen.
        getMissingResultsUrl={missingResultsUrl}
        searchParameters={searchParameters}
        {...extraAskAiProps}
      />
      {/* EDIT (next-auth docs): suggestions for a query that finds nothing. */}
      {searchPagePath && <NoHitsSuggestions onClose={onClose} searchPagePath={searchPagePath} />}
    </div>
  );
}
