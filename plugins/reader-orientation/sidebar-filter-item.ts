/**
 * The field that filters a long sidebar category (the provider pages: 65 entries), as a sidebar
 * `html` item: sidebars.ts puts it first in the category, and ./sidebar-filter.ts gives it its
 * behaviour in the browser.
 */
export const FILTER_FIELD_CLASS = 'sidebar-filter';
export const FILTER_STATUS_CLASS = 'sidebar-filter__status';

/** The sidebar item; `what` names the entries it filters ("providers"). */
export function sidebarFilterItem(what: string) {
  return {
    type: 'html',
    defaultStyle: false,
    className: 'sidebar-filter-item',
    value:
      `<input type="search" class="${FILTER_FIELD_CLASS}" placeholder="Filter ${what}" aria-label="Filter the ${what} in the sidebar" autocomplete="off" spellcheck="false">` +
      `<span class="${FILTER_STATUS_CLASS}" role="status"></span>`,
  } as const;
}
