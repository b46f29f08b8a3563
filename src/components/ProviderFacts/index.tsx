import { Fragment, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import WithBreakPoints from '@site/plugins/wide-content/WithBreakPoints';
import CallbackUrl from '../CallbackUrl';
import { providerFacts, usesCallback, type ProviderFact } from '@site/plugins/front-matter-check/provider-facts';
import type { ProviderFrontMatter } from '@site/plugins/front-matter-check/schema';
import styles from './styles.module.css';

function FactValue({ fact }: { fact: ProviderFact }): ReactNode {
  switch (fact.kind) {
    case 'text':
      return fact.value;
    case 'link':
      return <Link href={fact.href}>{fact.text}</Link>;
    case 'code':
      return fact.values.map((value, index) => (
        <span key={value}>
          {index > 0 && ', '}
          <code>
            <WithBreakPoints text={value} />
          </code>
        </span>
      ));
  }
}

/** The facts of a provider page, rendered from its `provider` front matter (checked against the package by a test). */
export default function ProviderFacts(): ReactNode {
  const { frontMatter, metadata } = useDoc();
  const provider = (frontMatter as { provider?: ProviderFrontMatter }).provider;
  if (!provider) {
    throw new Error(`<ProviderFacts /> on ${metadata.source} needs a "provider" block in the front matter.`);
  }
  return (
    <section className={styles.facts} aria-label="Provider facts">
      <dl className={styles.list}>
        {providerFacts(provider, metadata.permalink.slice(0, -metadata.slug.length)).map((fact) => (
          <Fragment key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>
              <FactValue fact={fact} />
            </dd>
          </Fragment>
        ))}
      </dl>
      {usesCallback(provider) && <CallbackUrl providerId={provider.id} />}
    </section>
  );
}
