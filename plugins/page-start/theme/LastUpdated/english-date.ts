const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 25, 2026": a date (its day in UTC) as Intl.DateTimeFormat writes it in English with a
 * numeric day, a short month and a numeric year (english-date.test.ts holds the two together).
 */
export function englishDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
