/**
 * When the scripts of the page being opened fail to load (a dropped connection, or a deploy that
 * replaced them), Docusaurus leaves the server-rendered page as it is: readable, but without
 * search, tabs or the color toggle, and with no word why. This says so, and offers a Retry that
 * asks for the failed script again and, once the server answers, reloads the page to start it.
 * (After the first render a failed navigation reloads the page by itself.)
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';

interface ChunkLoadError extends Error {
  /** The URL of the script that failed (set by the bundler's chunk loader). */
  request?: string;
}

const NOTICE_ID = 'first-load-failure';
const FAILURE_TEXT =
  'Part of this page failed to load, so search and other interactive features are off; its text is all here.';
const STILL_FAILING_TEXT = 'It still does not load. Check your network connection, then retry.';

function isChunkLoadError(reason: unknown): reason is ChunkLoadError {
  return (
    reason instanceof Error &&
    (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(reason.message))
  );
}

function showNotice(error: ChunkLoadError): void {
  if (document.getElementById(NOTICE_ID)) return;
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.className = 'first-load-failure';
  notice.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent = FAILURE_TEXT;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary button--sm';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => void retryLoad());
  async function retryLoad() {
    retry.disabled = true;
    try {
      // The page is reloaded only once the server answers, so a reader still offline keeps the
      // page. A 404 means a newer deploy replaced the script: the reloaded page names its successor.
      const response = await fetch(error.request ?? window.location.href, { cache: 'no-store' });
      if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
      window.location.reload();
    } catch {
      message.textContent = STILL_FAILING_TEXT;
      retry.disabled = false;
    }
  }
  notice.append(message, retry);
  document.body.append(notice);
}

/** Set once the first page has rendered: Docusaurus calls onRouteDidUpdate for it too. */
let rendered = false;

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (!rendered && isChunkLoadError(event.reason)) showNotice(event.reason);
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    rendered = true;
  },
};

export default clientModule;
