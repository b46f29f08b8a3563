/**
 * Ejected from @docusaurus/theme-search-algolia 3.10.2 (theme/SearchBar). It cannot be wrapped:
 * the original always preconnects to Algolia and always queries Algolia.
 * Our edits are marked "EDIT (next-auth docs)":
 *   1. the Algolia preconnect only in hosted mode (the local mode contacts no other host);
 *   2. the search client: the local index by default, Algolia's client only in hosted mode;
 *   3. the "See all {count} results" count comes from the latest answer, not DocSearch's
 *      running total (DocSearch 4.7.0 sums nbHits across keystrokes);
 *   4. only the button's styles load with the page; the modal's load with the modal
 *      (plugins/search-index keeps them out of the site's single stylesheet).
 */
import {
  useCallback,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type { DocSearchModalProps, InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  useAlgoliaAskAi,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
// EDIT (next-auth docs): the button's styles now, the modal's with the modal.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';
// EDIT (next-auth docs): the per-query hit counts (the local client itself is loaded on demand, below).
import { GITHUB_REPO_URL } from '@site/config/links';
import { forDocSearch, hitCountFor, searchFailed, subscribeSearchFailure } from '@site/src/search/docsearch-state';

type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  askAi?: unknown;
  [key: string]: unknown;
};

// EDIT (next-auth docs)
const NO_RESULTS_TEXT = {
  noResultsText: 'No results for',
  suggestedQueryText: 'Try searching for',
  reportMissingResultsText: 'Believe this query should return results?',
  reportMissingResultsLinkText: 'Let us know.',
};

// EDIT (next-auth docs): shown through the no-results screen when the search failed (see docsearch-state.ts).
const FAILURE_TEXT = {
  noResultsText: 'Unable to fetch results for',
  suggestedQueryText: 'Try searching for',
  reportMissingResultsText: 'You might want to check your network connection.',
  reportMissingResultsLinkText: 'Report a problem.',
};

// EDIT (next-auth docs)
function missingResultsUrl({ query }: { query: string }): string {
  const title = `Docs search: no results for "${query.slice(0, 100)}"`;
  return `${GITHUB_REPO_URL}/issues/new?title=${encodeURIComponent(title)}`;
}

type ModalComponent = (props: Partial<DocSearchModalProps>) => ReactNode;
let DocSearchModal: ModalComponent | null = null;

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/css/dist/modal.css')]).then(
    ([{ DocSearchModal: Modal }]) => {
      DocSearchModal = Modal as ModalComponent;
    },
  );
}

// EDIT (next-auth docs): the local search engine stays out of every page's scripts until search is reached for.
type LocalSearch = typeof import('@site/src/search/client');
let localSearch: LocalSearch | null = null;

function importLocalSearchIfNeeded(): Promise<LocalSearch> {
  if (localSearch) return Promise.resolve(localSearch);
  return import('@site/src/search/client').then((module) => (localSearch = module));
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
      // The modal opens only once the local search module has loaded (see prepareSearch).
      if (!hosted)
        return forDocSearch({ ...localSearch!.getLocalSearchClient(baseUrl) }) as unknown as typeof searchClient;
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
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

function useResultsFooterComponent({ closeModal }: { closeModal: () => void }) {
  return useMemo(() => {
    function ResultsFooterForModal({ state }: { state: { query: string; context: { nbHits?: number } } }) {
      return <ResultsFooter state={state} onClose={closeModal} />;
    }
    return ResultsFooterForModal;
  }, [closeModal]);
}

function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({
  state,
  onClose,
}: {
  state: { query: string; context: { nbHits?: number } };
  onClose: () => void;
}) {
  const createSearchLink = useSearchLinkCreator();
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

function useSearchParameters({ contextualSearch, ...props }: DocSearchProps) {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();
  const configFacetFilters = (props.searchParameters?.facetFilters as string[] | undefined) ?? [];
  const facetFilters = contextualSearch
    ? mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : configFacetFilters;
  return { ...props.searchParameters, facetFilters };
}

function DocSearch({ externalUrlRegex, ...props }: DocSearchProps) {
  // EDIT (next-auth docs): whether to preconnect to Algolia.
  const { siteConfig } = useDocusaurusContext();
  const hosted = Boolean(siteConfig.customFields?.hostedSearch);
  const navigator = useNavigator({ externalUrlRegex });
  const searchParameters = useSearchParameters({ ...props });
  const transformItems = useTransformItems(props);
  const transformSearchClient = useTransformSearchClient();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const { isAskAiActive, currentPlaceholder, onAskAiToggle, extraAskAiProps } = useAlgoliaAskAi(props as never);
  // EDIT (next-auth docs): whether the latest search failed.
  const failed = useSyncExternalStore(subscribeSearchFailure, searchFailed, () => false);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      // EDIT (next-auth docs): lets the styles hide the "Search by Algolia" logo in local mode.
      if (!hosted) divElement.className = 'local-search';
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, [hosted]);

  // EDIT (next-auth docs): on the first sign of search (hover, focus, open), load the modal and
  // the local index of the version being read, so the first keystroke does not wait for either.
  const { baseUrl } = siteConfig;
  const prepareSearch = useCallback(() => {
    if (hosted) return importDocSearchModalIfNeeded();
    const local = importLocalSearchIfNeeded().then((module) =>
      module.getLocalSearchClient(baseUrl).preload(searchParameters.facetFilters as string[]),
    );
    return Promise.all([importDocSearchModalIfNeeded(), local]).then(() => undefined);
  }, [hosted, baseUrl, searchParameters.facetFilters]);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    void prepareSearch().then(() => setIsOpen(true));
  }, [prepareSearchContainer, prepareSearch]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
    onAskAiToggle(false);
  }, [onAskAiToggle]);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // the browser's find
      event.preventDefault(); // prevents duplicate key insertion in the modal input
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useResultsFooterComponent({ closeModal });

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
    isAskAiActive: isAskAiActive ?? false,
    onAskAiToggle: onAskAiToggle ?? (() => {}),
  });

  return (
    <>
      {hosted && (
        <Head>
          {/* Lets the browser connect to the DocSearch cluster before the first query. */}
          <link rel="preconnect" href={`https://${String(props.appId)}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <DocSearchButton
        // EDIT (next-auth docs): DocSearch 4.7's keyboard hook no longer opens the modal when a
        // letter is typed on the focused button; the spec wants that, with the letter as query.
        onKeyDown={(event: ReactKeyboardEvent<HTMLButtonElement>) => {
          const modified = event.ctrlKey || event.metaKey || event.altKey;
          if (!modified && /^[\p{L}\p{N}]$/u.test(event.key)) handleInput(event.nativeEvent);
        }}
        onTouchStart={prepareSearch}
        onFocus={prepareSearch}
        onMouseOver={prepareSearch}
        onClick={openModal}
        ref={searchButtonRef}
        translations={(props.translations as { button?: object } | undefined)?.button ?? translations.button}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && { resultsFooterComponent })}
            placeholder={currentPlaceholder}
            {...(props as object as Partial<DocSearchModalProps>)}
            translations={{
              ...((props.translations as { modal?: object } | undefined)?.modal ?? translations.modal),
              // EDIT (next-auth docs): the spec's wording of the no-results screen.
              noResultsScreen: failed ? FAILURE_TEXT : NO_RESULTS_TEXT,
            }}
            // EDIT (next-auth docs): the "Let us know." link of the no-results screen.
            getMissingResultsUrl={missingResultsUrl}
            searchParameters={searchParameters}
            {...extraAskAiProps}
          />,
          searchContainer.current,
        )}
    </>
  );
}

export default function SearchBar(props: Partial<DocSearchProps>): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const docSearchProps = {
    ...(siteConfig.themeConfig.algolia as DocSearchProps),
    // Props override the theme config.
    ...props,
  } as DocSearchProps;
  return <DocSearch {...docSearchProps} />;
}
