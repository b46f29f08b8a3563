/** How the provider pages and the catalogue name each provider type of the front matter. */
import type { ProviderProtocol } from '@site/plugins/front-matter-check/schema';

export const PROTOCOL_LABELS: Record<ProviderProtocol, string> = {
  oauth: 'OAuth',
  oidc: 'OpenID Connect',
  email: 'Email (magic link)',
  credentials: 'Credentials',
};
