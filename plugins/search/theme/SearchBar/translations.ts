/**
 * The modal's strings (Ask AI's are left out: it is off), under the message ids Docusaurus's
 * search theme gives them, so that a site translation covers them. The no-results screen's are
 * set in ./Modal.tsx.
 */
import { translate } from '@docusaurus/Translate';
import type { DocSearchModalProps } from '@docsearch/react';

const clearQuery = translate({ id: 'theme.SearchModal.searchBox.resetButtonTitle', message: 'Clear the query' });
const cancel = translate({ id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel' });

export const MODAL_TRANSLATIONS = {
  searchBox: {
    clearButtonTitle: clearQuery,
    clearButtonAriaLabel: clearQuery,
    closeButtonText: cancel,
    closeButtonAriaLabel: cancel,
    placeholderText: translate({ id: 'theme.SearchModal.searchBox.placeholderText', message: 'Search docs' }),
    enterKeyHint: translate({ id: 'theme.SearchModal.searchBox.enterKeyHint', message: 'search' }),
    searchInputLabel: translate({ id: 'theme.SearchModal.searchBox.searchInputLabel', message: 'Search' }),
  },
  startScreen: {
    recentSearchesTitle: translate({ id: 'theme.SearchModal.startScreen.recentSearchesTitle', message: 'Recent' }),
    noRecentSearchesText: translate({
      id: 'theme.SearchModal.startScreen.noRecentSearchesText',
      message: 'No recent searches',
    }),
    saveRecentSearchButtonTitle: translate({
      id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle',
      message: 'Save this search',
    }),
    removeRecentSearchButtonTitle: translate({
      id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
      message: 'Remove this search from history',
    }),
    favoriteSearchesTitle: translate({
      id: 'theme.SearchModal.startScreen.favoriteSearchesTitle',
      message: 'Favorite',
    }),
    removeFavoriteSearchButtonTitle: translate({
      id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
      message: 'Remove this search from favorites',
    }),
  },
  errorScreen: {
    titleText: translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' }),
    helpText: translate({
      id: 'theme.SearchModal.errorScreen.helpText',
      message: 'You might want to check your network connection.',
    }),
  },
  footer: {
    selectText: translate({ id: 'theme.SearchModal.footer.selectText', message: 'Select' }),
    selectKeyAriaLabel: translate({ id: 'theme.SearchModal.footer.selectKeyAriaLabel', message: 'Enter key' }),
    navigateText: translate({ id: 'theme.SearchModal.footer.navigateText', message: 'Navigate' }),
    navigateUpKeyAriaLabel: translate({ id: 'theme.SearchModal.footer.navigateUpKeyAriaLabel', message: 'Arrow up' }),
    navigateDownKeyAriaLabel: translate({
      id: 'theme.SearchModal.footer.navigateDownKeyAriaLabel',
      message: 'Arrow down',
    }),
    closeText: translate({ id: 'theme.SearchModal.footer.closeText', message: 'Close' }),
    closeKeyAriaLabel: translate({ id: 'theme.SearchModal.footer.closeKeyAriaLabel', message: 'Escape key' }),
    poweredByText: translate({ id: 'theme.SearchModal.footer.searchByText', message: 'Powered by' }),
  },
} satisfies DocSearchModalProps['translations'];
