import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './seo.module.css';

const DESCRIPTION_MIN = 50;
const DESCRIPTION_MAX = 160;

/** A page for maintainers: how the site presents itself to search engines and link previews. */
export default function SeoPage(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const cardUrl = useBaseUrl('/img/social-card.png');
  const sampleTitle = `Callbacks | ${siteConfig.title}`;
  const sampleDescription =
    'Control what happens at sign-in, redirect, session and JWT time in NextAuth.js, with the arguments each callback gets.';
  return (
    <Layout
      title="Search and social previews"
      description="How pages of the NextAuth.js docs appear in search results and link previews, for maintainers."
    >
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Search and social previews</h1>
        <p>
          This page is for maintainers of the site. It shows how a docs page is presented to search engines and to link
          previews, and which front matter fields feed each part. It is excluded from the sitemap and from search-engine
          indexing.
        </p>

        <h2>Search result</h2>
        <figure className={styles.serp} aria-label="Search result preview">
          <span className={styles.serpUrl}>{siteConfig.url}/configuration/callbacks</span>
          <span className={styles.serpTitle}>{sampleTitle}</span>
          <span className={styles.serpDescription}>{sampleDescription}</span>
        </figure>
        <ul>
          <li>
            The title is the page&apos;s <code>title</code> front matter followed by <code>| {siteConfig.title}</code>.
          </li>
          <li>
            The snippet is the <code>description</code> front matter: required on every page, and checked by{' '}
            <code>npm test</code> to be between {DESCRIPTION_MIN} and {DESCRIPTION_MAX} characters.
          </li>
          <li>
            Every page gets a canonical URL on {siteConfig.url}; the sitemap lists every docs page of both versions.
          </li>
        </ul>

        <h2>Link preview card</h2>
        <figure className={styles.card}>
          <img src={cardUrl} alt="The NextAuth.js social card" width={600} height={315} />
          <figcaption>
            <strong>{sampleTitle}</strong>
            <span>{sampleDescription}</span>
          </figcaption>
        </figure>
        <p>
          Open Graph and Twitter card tags use the same title and description, with the card image above (1200 by 630
          pixels, in <code>static/img/social-card.png</code>). A page can set its own image with the <code>image</code>{' '}
          front matter field.
        </p>

        <h2>Checklist for a new page</h2>
        <ol>
          <li>A title that names the task or the API, not the product.</li>
          <li>A description that says what the reader gets from the page, in one sentence.</li>
          <li>
            At least one link to a related page, so the page is reachable from the rest of the site (see the{' '}
            <Link to="/getting-started/introduction">introduction</Link> for the tone).
          </li>
        </ol>
      </main>
    </Layout>
  );
}
