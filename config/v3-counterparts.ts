/**
 * Where a v4 page's v3 counterpart lives, for the links next-auth 3 prints and documents: they
 * point at the site root, so a v3 section can be asked for on a v4 page (`/errors#state_error`).
 * When the v4 page has no element with that id, the reader is offered the section on the v3
 * counterpart (src/clientModules/v3SectionOffer.ts), which is the same path under /v3 unless
 * listed here.
 */
export const V3_PREFIX = '/v3';

export const V3_COUNTERPARTS = {
  '/adapters': '/v3/adapters/overview',
  '/configuration/providers/oauth': '/v3/configuration/providers',
} satisfies Record<string, string>;

/** The v3 page to look for a missing section of the v4 page at `pathname` (site-relative). */
export function v3Counterpart(pathname: string): string {
  const counterparts: Record<string, string> = V3_COUNTERPARTS;
  return counterparts[pathname] ?? `${V3_PREFIX}${pathname}`;
}
