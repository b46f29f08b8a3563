/**
 * The security headers every response carries, the same in the local server and in the
 * generated Netlify, Vercel and nginx configs. The Content-Security-Policy allows scripts from
 * the site itself plus the inline scripts Docusaurus emits, by their SHA-256 hashes (computed
 * from the built pages), never 'unsafe-inline'.
 */
export interface HeaderOptions {
  /** Base64 SHA-256 hashes of the inline scripts of the built pages. */
  scriptHashes: string[];
  /** Whether the build queries hosted Algolia (its hosts are then allowed to be contacted). */
  hostedSearch: boolean;
  /** Where browsers send reports of policy violations, if anywhere (CSP_REPORT_URL). */
  reportUrl?: string;
}

const ALGOLIA_HOSTS = ['https://*.algolia.net', 'https://*.algolianet.com'];

/** The Reporting API group the policy reports to, when a report URL is set. */
const REPORT_GROUP = 'csp';

export function contentSecurityPolicy({ scriptHashes, hostedSearch, reportUrl }: HeaderOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)],
    // Docusaurus sets style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(hostedSearch ? ALGOLIA_HOSTS : [])],
    // The offline search engine's Web Worker, a script of the site's own (no blob: or data: workers).
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // report-uri for browsers without the Reporting API; those with it use report-to only.
    ...(reportUrl ? { 'report-uri': [reportUrl], 'report-to': [REPORT_GROUP] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    // No other window keeps a handle on ours, and no other site embeds our files.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(options.reportUrl ? { 'Reporting-Endpoints': `${REPORT_GROUP}="${options.reportUrl}"` } : {}),
  };
}

/** Fingerprinted assets never change; HTML and the search manifest must be revalidated. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
