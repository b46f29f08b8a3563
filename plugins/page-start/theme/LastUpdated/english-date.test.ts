import { describe, expect, it } from 'vitest';
import { englishDate } from './english-date';

describe('englishDate', () => {
  // What the classic theme's LastUpdated wrote with Intl, for every month, both ends of a month,
  // around midnight UTC and across years.
  const format = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const dates = [
    ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1))),
    ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2025, month + 1, 0, 23, 59, 59))),
    new Date(Date.UTC(1999, 11, 31, 23, 59, 59, 999)),
    new Date(Date.UTC(2000, 1, 29)),
    new Date(Date.UTC(2030, 6, 4, 0, 0, 0, 1)),
  ];

  it.each(dates.map((date) => [date.toISOString(), date] as const))('writes %s as Intl does', (_, date) => {
    expect(englishDate(date)).toBe(format.format(date));
  });

  it('writes the day in UTC, wherever the build runs', () => {
    expect(englishDate(new Date('2026-11-25T23:30:00-05:00'))).toBe('Nov 26, 2026');
  });
});
