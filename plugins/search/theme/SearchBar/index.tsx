/**
 * The site's search button and modal, in the classic theme's slot for a search bar (which it marks
 * safe to replace), built from DocSearch's own pieces (DocSearchButton, useDocSearchKeyboardEvents,
 * DocSearchModal in ./Modal). What it does beyond DocSearch's, and the test that holds each
 * (tests/e2e/search.spec.ts unless named):
 *   1. no Algolia preconnect unless hosted search is on ("the page names and contacts no Algolia
 *      host"; hosted-search.spec.ts);
 *   2. the local index as the search client, Algolia's only when hosted (the modal tests; hosted);
 *   3. "See all {count} results" counts the latest answer, not DocSearch 4.7.0's running total of
 *      nbHits across keystrokes ('"See all" shows the true count…'; tests/unit/docsearch-state);
 *   4. only the button loads with the page; the modal, its styles (kept out of the site's single
 *      stylesheet by ../../index.ts) and the client load when search is first reached for ("only
 *      the button loads with the page…");
 *   5. the button's name holds its shortcut as shown ("Search (Ctrl+K)"), as WCAG 2.5.3 asks
 *      ("button, shortcuts and Escape", tests/e2e/fixtures.ts);
 *   6. no failure of search takes the page down: the button and the modal sit in an error boundary
 *      whose fallback says search failed, with Retry and a link to the search page, and a modal
 *      whose code fails to load ends there too (search-storage.spec.ts).
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents as untypedKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type { useDocSearchKeyboardEvents as KeyboardEventsHook } from '@docsearch/react';
import ErrorBoundary, { type FallbackParams } from '@docusaurus/ErrorBoundary';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
// The button's styles now, the modal's with the modal.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';
import { useContextualFacetFilters, useSearchOptions } from '../search-options';

// The hook's subpath export ships no types; the package's main entry declares the same function.
const useDocSearchKeyboardEvents = untypedKeyboardEvents as typeof KeyboardEventsHook;

// The button's own strings (the modal's, ./translations.ts, load with the modal).
const searchLabel = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});
const BUTTON_TRANSLATIONS = { buttonText: searchLabel, buttonAriaLabel: searchLabel };

// The modal module, loaded once.
type ModalModule = typeof import('./Modal');
let modalModule: ModalModule | null = null;

function importModalIfNeeded(): Promise<ModalModule> {
  if (modalModule) return Promise.resolve(modalModule);
  return import('./Modal').then((module) => (modalModule = module));
}

// The modal opens with its index ready, so the first keystroke is answered
// at once; a slow index (a slow network) holds it back this long at most after the modal's code.
const INDEX_GRACE_MS = 400;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function DocSearch() {
  // Whether to preconnect to Algolia, and which index to preload.
  const { siteConfig } = useDocusaurusContext();
  const { hosted } = useSearchOptions();
  const facetFilters = useContextualFacetFilters();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  // The modal's code failed to load; thrown below, to the error boundary.
  const [loadError, setLoadError] = useState<Error | null>(null);
  if (loadError) throw loadError;
  // The button's name holds its shortcut as the button shows it ("Ctrl K",
  // or "⌘ K" on Apple devices); DocSearch's "Control+k" breaks WCAG 2.5.3, label in name.
  const [shortcut, setShortcut] = useState('Ctrl+K');
  useEffect(() => {
    // Deprecated, but it names the platform the keyboard belongs to; a user agent string may claim
    // another (WebKitGTK's says macOS). This file's deprecation rule is off for DocSearch's props.
    if (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)) setShortcut('⌘K');
  }, []);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      // Lets the styles hide the "Search by Algolia" logo in local mode.
      if (!hosted) divElement.className = 'local-search';
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, [hosted]);

  // On the first sign of search (hover, focus, open), load the modal and
  // the local index of the version being read, so the first keystroke does not wait for either.
  const { baseUrl } = siteConfig;
  // The search engine, a smaller chunk than the modal's, starts fetching and reading the index
  // while the modal's chunk is still loading. The returned promise settles when the modal can
  // open: its code is loaded and its index is ready (or INDEX_GRACE_MS have passed).
  const prepareSearch = useCallback(() => {
    const modal = importModalIfNeeded();
    const indexReady = hosted
      ? Promise.resolve()
      : import('../../client/client').then(
          (module) => module.getLocalSearchClient(baseUrl).preload(facetFilters),
          () => undefined, // the search that follows reports it
        );
    return modal.then(() => Promise.race([indexReady, delay(INDEX_GRACE_MS)]));
  }, [hosted, baseUrl, facetFilters]);

  // Reaching for search only starts the loading; a failure is shown when search is opened.
  const prefetchSearch = useCallback(() => {
    prepareSearch().catch(() => undefined);
  }, [prepareSearch]);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    prepareSearch().then(
      () => setIsOpen(true),
      (error: unknown) => setLoadError(error instanceof Error ? error : new Error(String(error))),
    );
  }, [prepareSearchContainer, prepareSearch]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // the browser's find
      event.preventDefault(); // prevents duplicate key insertion in the modal input
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
    // Ask AI is not configured on this site.
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  const SearchModal = modalModule?.SearchModal;
  return (
    <>
      {hosted && (
        <Head>
          {/* Lets the browser connect to the DocSearch cluster before the first query. */}
          <link rel="preconnect" href={`https://${hosted.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <DocSearchButton
        // DocSearch 4.7's keyboard hook no longer opens the modal when a
        // letter is typed on the focused button; ours does, with the letter as the query.
        onKeyDown={(event: ReactKeyboardEvent<HTMLButtonElement>) => {
          const modified = event.ctrlKey || event.metaKey || event.altKey;
          if (!modified && /^[\p{L}\p{N}]$/u.test(event.key)) handleInput(event.nativeEvent);
        }}
        onTouchStart={prefetchSearch}
        onFocus={prefetchSearch}
        onMouseOver={prefetchSearch}
        onClick={openModal}
        ref={searchButtonRef}
        aria-label={`${searchLabel} (${shortcut})`}
        translations={BUTTON_TRANSLATIONS}
      />

      {isOpen &&
        SearchModal &&
        searchContainer.current &&
        createPortal(<SearchModal onClose={closeModal} initialQuery={initialQuery} />, searchContainer.current)}
    </>
  );
}

// What the navbar shows in place of search when search has failed.
function SearchFailed({ tryAgain, searchPagePath }: FallbackParams & { searchPagePath: string }): ReactNode {
  const searchPage = useBaseUrl(`/${searchPagePath}`);
  return (
    <div className="search-failed" role="alert">
      <span>Search failed.</span>{' '}
      <button type="button" className="clean-btn search-failed__retry" onClick={tryAgain}>
        Retry
      </button>{' '}
      <Link to={searchPage}>Search page</Link>
    </div>
  );
}

export default function SearchBar(): ReactNode {
  const { searchPagePath } = useSearchOptions();
  return (
    <ErrorBoundary fallback={(params) => <SearchFailed {...params} searchPagePath={searchPagePath} />}>
      <DocSearch />
    </ErrorBoundary>
  );
}
