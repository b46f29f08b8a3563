/**
 * Typing in a sidebar category's filter field (./sidebar-filter-item.ts) narrows the category to
 * the entries whose label holds every word, so a reader reaches a provider without scrolling 65
 * entries; in the desktop sidebar and the phone menu alike. Entries are hidden with the `hidden`
 * attribute, which React does not manage, so the filter holds while the reader moves between the
 * category's pages.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { FILTER_FIELD_CLASS, FILTER_STATUS_CLASS } from './sidebar-filter-item';

/** Lower case, without spaces, dashes or dots: "Azure AD B2C" matches "azure-ad-b2c" and "azuread". */
const comparable = (text: string) => text.toLowerCase().replace(/[\s.-]+/g, '');

function filter(field: HTMLInputElement): void {
  const item = field.closest('li');
  const list = item?.parentElement;
  if (!item || !list) return;
  const words = field.value.split(/\s+/).map(comparable).filter(Boolean);
  let shown = 0;
  let total = 0;
  for (const entry of Array.from(list.children)) {
    if (entry === item || !(entry instanceof HTMLElement)) continue;
    total += 1;
    const label = comparable(entry.textContent);
    entry.hidden = !words.every((word) => label.includes(word));
    if (!entry.hidden) shown += 1;
  }
  const status = item.querySelector(`.${FILTER_STATUS_CLASS}`);
  if (status) status.textContent = words.length === 0 ? '' : shown === 0 ? 'No match' : `${shown} of ${total}`;
}

// Client modules are also evaluated by the server render, which has no document.
if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('input', (event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement && field.classList.contains(FILTER_FIELD_CLASS)) filter(field);
  });
}
