/**
 * The provider types a provider page's front matter may name, and how pages show them. Apart from
 * the schema (./schema.ts) so that browser code importing the labels does not bundle zod.
 */
export const PROVIDER_TYPES = ['oauth', 'oidc', 'email', 'credentials'] as const;
export type ProviderProtocol = (typeof PROVIDER_TYPES)[number];

/** How the provider pages and the catalogue name each provider type. */
export const PROVIDER_TYPE_LABELS: Record<ProviderProtocol, string> = {
  oauth: 'OAuth',
  oidc: 'OpenID Connect',
  email: 'Email (magic link)',
  credentials: 'Credentials',
};
