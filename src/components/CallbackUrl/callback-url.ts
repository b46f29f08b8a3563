/** Pure logic of the callback URL helper, unit-tested without a browser. */
const AUTH_BASE_PATH = '/api/auth';

export type CallbackUrlResult = { ok: true; url: string; warning?: string } | { ok: false; error: string };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function buildCallbackUrl(input: string, providerId: string): CallbackUrlResult {
  const value = input.trim();
  if (!value) {
    return { ok: false, error: "Enter your site's address, for example https://example.com." };
  }
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return { ok: false, error: `"${truncate(value)}" is not a URL. Enter the full address, starting with https://.` };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return { ok: false, error: 'The address must start with https:// (or http:// for local development).' };
  }
  if (parsed.search || parsed.hash) {
    return { ok: false, error: 'Leave out the query string and the # part: enter only the origin and base path.' };
  }
  // Accept the origin, a base path, or a path that already ends in /api/auth.
  let basePath = parsed.pathname.replace(/\/+$/, '');
  if (basePath.endsWith(AUTH_BASE_PATH)) basePath = basePath.slice(0, -AUTH_BASE_PATH.length);
  const url = `${parsed.origin}${basePath}${AUTH_BASE_PATH}/callback/${encodeURIComponent(providerId)}`;
  if (parsed.protocol === 'http:' && !LOCAL_HOSTS.has(parsed.hostname)) {
    return {
      ok: true,
      url,
      warning: 'Most providers accept plain http:// only for localhost; use https:// in production.',
    };
  }
  return { ok: true, url };
}

function truncate(value: string, max = 60): string {
  return value.length > max ? `${value.slice(0, max)}…` : value;
}
