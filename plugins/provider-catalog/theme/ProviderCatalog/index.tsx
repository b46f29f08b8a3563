import { useDeferredValue, useEffect, useId, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import catalog from '@generated/provider-catalog/catalogs.json';
import { logoId, type CatalogData } from '../../data';
import { PROVIDER_TYPE_LABELS } from '../../../front-matter-check/provider-types';
import { JoinedAtBreakPoints } from '../../../wide-content/WithBreakPoints';
import { filterCatalog } from './filter';
import styles from './styles.module.css';

const { sprite } = catalog;

/** The address's `?q=` keeps the filter, so a filtered list can be shared. Longer input is cut. */
const QUERY_PARAM = 'q';
const MAX_QUERY_LENGTH = 100;

/**
 * Writes the filter into the address without a navigation: the router would treat a new `?q=` as
 * a new page and scroll to the top while the reader types. The history entry is replaced, so Back
 * leaves the page rather than stepping through every keystroke.
 */
function keepInAddress(query: string): void {
  const url = new URL(window.location.href);
  if (query) url.searchParams.set(QUERY_PARAM, query);
  else url.searchParams.delete(QUERY_PARAM);
  window.history.replaceState(window.history.state, '', url);
}
type Entry = CatalogData['versions'][string][number];

function Logo({ entry, spriteUrl }: { entry: Entry; spriteUrl: string }): ReactNode {
  if (entry.hasLogo) {
    return (
      <svg className={styles.logo} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        {entry.iconPath ? (
          <path fill="currentColor" d={entry.iconPath} />
        ) : (
          <use href={`${spriteUrl}#${logoId(entry.slug)}`} />
        )}
      </svg>
    );
  }
  // Brands that simple-icons does not carry, or carries only as a wordmark, get a neutral monogram.
  return (
    <svg className={styles.logo} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="22" height="22" rx="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <text x="12" y="16.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="currentColor">
        {entry.name
          .replace(/[^A-Za-z0-9]/g, '')
          .charAt(0)
          .toUpperCase()}
      </text>
    </svg>
  );
}

/** Where a brand name may wrap on a narrow card: where two words join (Identity|Server), never mid-word. */
const WORD_JOIN = /(?<=[a-z])(?=[A-Z])/;

/** Every built-in provider of the docs version being read, with its logo and protocol, filtered as the reader types. */
export default function ProviderCatalog(): ReactNode {
  const { version } = useDocsVersion();
  const entries = catalog.versions[version] ?? [];
  const [query, setQuery] = useState('');
  // The static HTML lists every provider; a shared filter applies once the page runs.
  useEffect(() => {
    const shared = new URLSearchParams(window.location.search).get(QUERY_PARAM);
    if (shared) setQuery(shared.slice(0, MAX_QUERY_LENGTH));
  }, []);
  const deferredQuery = useDeferredValue(query);
  const inputId = useId();
  const shown = filterCatalog(entries, deferredQuery);
  const spriteUrl = useBaseUrl(sprite ?? '/');

  return (
    <section className={styles.catalog} aria-label="Provider catalogue">
      <label htmlFor={inputId} className={styles.label}>
        Filter providers
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.filter}
        placeholder="Name, id or protocol, e.g. oidc"
        value={query}
        maxLength={MAX_QUERY_LENGTH}
        onChange={(event) => {
          setQuery(event.target.value);
          keepInAddress(event.target.value);
        }}
        autoComplete="off"
      />
      <p className={styles.count} aria-live="polite">
        {shown.length === entries.length
          ? `${entries.length} providers`
          : `${shown.length} of ${entries.length} providers match`}
      </p>
      {shown.length > 0 ? (
        <ul className={styles.grid}>
          {shown.map((entry) => (
            <li key={entry.slug}>
              <Link className={styles.card} to={entry.path}>
                <Logo entry={entry} spriteUrl={spriteUrl} />
                <span className={styles.name}>
                  <JoinedAtBreakPoints pieces={entry.name.split(WORD_JOIN)} />
                </span>
                <span className={styles.protocol}>{PROVIDER_TYPE_LABELS[entry.type]}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>
          No built-in provider matches &quot;{query}&quot;. Any OAuth 2 or OpenID Connect service can still be used as a
          custom provider, as shown below.
        </p>
      )}
    </section>
  );
}
