/** The `provider` block of a provider page's front matter, shared by the page component and the tests. */
export type ProviderProtocol = 'oauth' | 'oidc' | 'email' | 'credentials';

export interface ProviderFrontMatter {
  module: string;
  id: string;
  type: ProviderProtocol;
  env?: string[];
  console?: string;
}

export const PROTOCOL_LABELS: Record<ProviderProtocol, string> = {
  oauth: 'OAuth',
  oidc: 'OpenID Connect',
  email: 'Email (magic link)',
  credentials: 'Credentials',
};
