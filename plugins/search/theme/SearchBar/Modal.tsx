/**
 * The open search modal and everything it needs, in its own chunk: DocSearch's modal and styles,
 * the search client (the offline index, or Algolia when hosted), result handling. Loaded by the
 * search button (./index.tsx) when search is first reached for.
 */
// First, so that it is in place while DocSearch's modal is evaluated.
import './no-eval-probe';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal as DocSearchModalComponent } from '@docsearch/react/modal';
import type { DocSearchModalProps, InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';
import '@docsearch/css/dist/modal.css';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
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
import { hitPath, useContextualFacetFilters, useSearchOptions } from '../search-options';
import { MODAL_TRANSLATIONS } from './translations';
import { useResultsScrollInNextFrame } from './scroll-in-next-frame';

/** Links to the search page for a query, which it reads from `?q=`. */
function useSearchLink(searchPagePath: string): (query: string) => string {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  return useCallback(
    (query: string) => `${baseUrl}${searchPagePath}?q=${encodeURIComponent(query)}`,
    [baseUrl, searchPagePath],
  );
}

const NO_RESULTS_TEXT = {
  noResultsText: SEARCH_TEXTS.noResults,
  suggestedQueryText: SEARCH_TEXTS.suggestions,
  reportMissingResultsText: 'Believe this query should return results?',
  reportMissingResultsLinkText: 'Let us know.',
};

// Shown through the no-results screen when the search failed (see docsearch-state.ts).
const FAILURE_TEXT = {
  noResultsText: `${SEARCH_TEXTS.failed} for`,
  suggestedQueryText: SEARCH_TEXTS.suggestions,
  reportMissingResultsText: SEARCH_TEXTS.checkNetwork,
  reportMissingResultsLinkText: 'Report a problem.',
};

/** The "Let us know." link of the no-results screen. */
function missingResultsUrl({ query }: { query: string }): string {
  const title = `Docs search: no results for "${query.slice(0, 100)}"`;
  return `${GITHUB_REPO_URL}/issues/new?title=${encodeURIComponent(title)}`;
}

function useNavigator(): DocSearchModalProps['navigator'] {
  const history = useHistory();
  const [navigator] = useState(() => ({
    navigate({ itemUrl }: { itemUrl: string }) {
      history.push(itemUrl);
    },
  }));
  return navigator;
}

/** The offline index's client, or Algolia's when the site is built for hosted search. */
function useTransformSearchClient(hosted: boolean): DocSearchModalProps['transformSearchClient'] {
  const {
    siteConfig: { baseUrl },
    siteMetadata: { docusaurusVersion },
  } = useDocusaurusContext();
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

function transformItems(items: DocSearchHit[]): DocSearchHit[] {
  return items.map((item) => ({ ...item, url: hitPath(item.url) }));
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
 * A plain link that navigates client-side. Docusaurus's Link would prefetch
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
  // The count of the latest answer for this query.
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
 * DocSearch's no-results screen, watched inside the modal (`modal`, which contains it):
 * - hidden (styles.css) when it appears naming a query that has not been answered with nothing:
 *   DocSearch draws it before the first keystroke's answer arrives (see docsearch-state.ts). The
 *   mark is set on the element, not through a render, which would re-render all of DocSearch's modal;
 * - given the closest words the index does have, and the search page, as links. DocSearch has no
 *   slot for them, so they are placed into its screen.
 */
function NoResultsScreen({
  modal,
  onClose,
  searchPagePath,
}: {
  modal: RefObject<HTMLDivElement | null>;
  onClose: () => void;
  searchPagePath: string;
}): ReactNode {
  const noHits = useSyncExternalStore(subscribeNoHits, latestNoHits, () => null);
  const createSearchLink = useSearchLink(searchPagePath);
  const [screen, setScreen] = useState<Element | null>(null);
  useEffect(() => {
    const root = modal.current;
    if (!root) return undefined;
    // The screen element on view, if any.
    let shown: Element | null = null;
    const watch = () => {
      const found = root.querySelector('.DocSearch-NoResults');
      setScreen(found);
      const query = found?.querySelector('.DocSearch-Title strong')?.textContent ?? '';
      // A screen on view stays on view: an older answer that arrives after a later keystroke
      // renders it with the newer query's name, before that query's own answer.
      const unanswered = found !== null && found !== shown && !foundNothingFor(query);
      root.toggleAttribute('data-unanswered-no-results', unanswered);
      shown = unanswered ? null : found;
    };
    watch();
    const observer = new MutationObserver(watch);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    const unsubscribe = subscribeAnswers(watch);
    return () => {
      observer.disconnect();
      unsubscribe();
    };
  }, [modal]);
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

const DocSearchModal = DocSearchModalComponent as (props: Partial<DocSearchModalProps>) => ReactNode;

export function SearchModal({
  onClose,
  initialQuery,
}: {
  onClose: () => void;
  initialQuery: string | undefined;
}): ReactNode {
  const { hosted, indexName, placeholder, hitsPerPage, searchPagePath } = useSearchOptions();
  const navigator = useNavigator();
  const facetFilters = useContextualFacetFilters();
  const transformSearchClient = useTransformSearchClient(Boolean(hosted));
  const resultsFooterComponent = useResultsFooterComponent({ closeModal: onClose, searchPagePath });
  // DocSearch reads its stored searches as it mounts, on every open; they are cleaned first (see
  // stored-searches.ts), here, where this render runs before DocSearch's.
  useState(() => cleanDocSearchStorage(indexName, () => window.localStorage, window.location.href));
  const failed = useSyncExternalStore(subscribeSearchFailure, searchFailed, () => false);
  useResultsScrollInNextFrame();
  const modal = useRef<HTMLDivElement>(null);
  return (
    <div className="search-modal" ref={modal}>
      <DocSearchModal
        // Never sent anywhere without hosted search: the local client takes the place of Algolia's.
        appId={hosted?.appId ?? 'LOCAL'}
        apiKey={hosted?.apiKey ?? 'local'}
        indexName={indexName}
        placeholder={placeholder}
        searchParameters={{ hitsPerPage, facetFilters }}
        onClose={onClose}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        navigator={navigator}
        transformItems={transformItems}
        hitComponent={Hit}
        transformSearchClient={transformSearchClient}
        resultsFooterComponent={resultsFooterComponent}
        translations={{
          ...MODAL_TRANSLATIONS,
          // Our no-results screen: suggestions, or the failure text.
          noResultsScreen: failed ? FAILURE_TEXT : NO_RESULTS_TEXT,
        }}
        getMissingResultsUrl={missingResultsUrl}
      />
      <NoResultsScreen modal={modal} onClose={onClose} searchPagePath={searchPagePath} />
    </div>
  );
}
