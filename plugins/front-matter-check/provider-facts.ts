/**
 * What a provider page's facts box says, row by row, from its `provider` front matter: shared by
 * `<ProviderFacts />` (src/components) and the page's Markdown form (plugins/markdown-export), so
 * both always state the same facts. Free of zod, like provider-types.ts, for the browser.
 */
import { PROVIDER_TYPE_LABELS } from './provider-types';
import type { ProviderFrontMatter } from './schema';

export type ProviderFact =
  | { label: string; kind: 'code'; values: string[] }
  | { label: string; kind: 'text'; value: string }
  | { label: string; kind: 'link'; href: string; text: string };

/** The path a provider sends users back to, under the app's origin and base path. */
export function callbackPathOf(providerId: string): string {
  return `/api/auth/callback/${providerId}`;
}

/** Whether the provider redirects back to the app, so the reader registers a callback URL. */
export function usesCallback(provider: Pick<ProviderFrontMatter, 'type'>): boolean {
  return provider.type === 'oauth' || provider.type === 'oidc';
}

/**
 * The facts of a provider page. `docsRoot` is the path of its docs version ("" at the site root,
 * "/v3"): a reader who lands on the page from a search starts with the Example page's set-up.
 */
export function providerFacts(provider: ProviderFrontMatter, docsRoot: string): ProviderFact[] {
  const facts: ProviderFact[] = [
    {
      label: 'Set up first',
      kind: 'link',
      href: `${docsRoot}/getting-started/example#1-install`,
      text: 'next-auth installed, its environment set (Example, steps 1 and 3)',
    },
    { label: 'Provider id', kind: 'code', values: [provider.id] },
    { label: 'Protocol', kind: 'text', value: PROVIDER_TYPE_LABELS[provider.type] },
  ];
  if (provider.env && provider.env.length > 0)
    facts.push({ label: 'Environment variables', kind: 'code', values: provider.env });
  if (provider.console)
    facts.push({
      label: 'Register an app at',
      kind: 'link',
      href: provider.console,
      text: new URL(provider.console).host,
    });
  if (usesCallback(provider))
    facts.push({ label: 'Callback path', kind: 'code', values: [callbackPathOf(provider.id)] });
  return facts;
}
