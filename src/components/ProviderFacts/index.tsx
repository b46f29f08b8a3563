import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import WithBreakPoints from '@site/plugins/wide-content/WithBreakPoints';
import CallbackUrl from '../CallbackUrl';
import { PROVIDER_TYPE_LABELS } from '@site/plugins/front-matter-check/provider-types';
import type { ProviderFrontMatter } from '@site/plugins/front-matter-check/schema';
import styles from './styles.module.css';

/** The facts of a provider page, rendered from its `provider` front matter (checked against the package by a test). */
export default function ProviderFacts(): ReactNode {
  const { frontMatter, metadata } = useDoc();
  const provider = (frontMatter as { provider?: ProviderFrontMatter }).provider;
  if (!provider) {
    throw new Error(`<ProviderFacts /> on ${metadata.source} needs a "provider" block in the front matter.`);
  }
  const usesCallback = provider.type === 'oauth' || provider.type === 'oidc';
  return (
    <section className={styles.facts} aria-label="Provider facts">
      <dl className={styles.list}>
        <dt>Provider id</dt>
        <dd>
          <code>{provider.id}</code>
        </dd>
        <dt>Protocol</dt>
        <dd>{PROVIDER_TYPE_LABELS[provider.type]}</dd>
        {provider.env && provider.env.length > 0 && (
          <>
            <dt>Environment variables</dt>
            <dd>
              {provider.env.map((name, index) => (
                <span key={name}>
                  {index > 0 && ', '}
                  <code>
                    <WithBreakPoints text={name} />
                  </code>
                </span>
              ))}
            </dd>
          </>
        )}
        {provider.console && (
          <>
            <dt>Register an app at</dt>
            <dd>
              <Link href={provider.console}>{new URL(provider.console).host}</Link>
            </dd>
          </>
        )}
        {usesCallback && (
          <>
            <dt>Callback path</dt>
            <dd>
              <code>
                <WithBreakPoints text={`/api/auth/callback/${provider.id}`} />
              </code>
            </dd>
          </>
        )}
      </dl>
      {usesCallback && <CallbackUrl providerId={provider.id} />}
    </section>
  );
}
