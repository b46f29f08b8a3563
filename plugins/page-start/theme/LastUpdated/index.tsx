/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/LastUpdated).
 *
 * EDIT (next-auth docs): in English the date is written by ./english-date.ts, not by
 * Intl.DateTimeFormat. The first DateTimeFormat a page makes loads ICU's date data, 5 to 12 ms
 * measured in Chromium on this project's machine, inside the hydration of every docs page. Other
 * locales still use Intl.
 */
import type { ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDateTimeFormat } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/LastUpdated';
import { englishDate } from './english-date';

const DATE_FORMAT = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

/** The date in the locale's words, through Intl: for locales other than English. */
function IntlDate({ date }: { date: Date }): ReactNode {
  return useDateTimeFormat(DATE_FORMAT).format(date);
}

function LastUpdatedAtDate({ lastUpdatedAt }: { lastUpdatedAt: number }): ReactNode {
  const atDate = new Date(lastUpdatedAt);
  const { i18n } = useDocusaurusContext();
  // EDIT: English without Intl (see the top of this file).
  const english = i18n.currentLocale === 'en' || i18n.currentLocale.startsWith('en-');
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {english ? englishDate(atDate) : <IntlDate date={atDate} />}
            </time>
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({ lastUpdatedBy }: { lastUpdatedBy: string }): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{ user: <b>{lastUpdatedBy}</b> }}
    >
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
