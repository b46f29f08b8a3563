/**
 * Test fixture, routed only in test builds (config/pages.ts): a page whose content throws while
 * rendering, when asked to, until the test sets `window.crashFixtureFixed` (the cause going away).
 * Proves the theme's crash screen and that its "Try again" renders the content again.
 */
import { useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';

export const CRASH_MESSAGE = 'The test fixture threw while rendering, on purpose.';

function FragileContent(): ReactNode {
  // React retries a failed render once before giving up, so a one-off throw would not show.
  if (!(window as { crashFixtureFixed?: boolean }).crashFixtureFixed) throw new Error(CRASH_MESSAGE);
  return <p>Rendered again after the crash.</p>;
}

export default function CrashFixture(): ReactNode {
  const [armed, setArmed] = useState(false);
  return (
    <Layout title="Crash fixture" noFooter>
      <main className="container margin-vert--lg">
        <h1>Crash fixture</h1>
        {armed ? (
          <FragileContent />
        ) : (
          <button type="button" className="button button--primary" onClick={() => setArmed(true)}>
            Render the fragile content
          </button>
        )}
      </main>
    </Layout>
  );
}
