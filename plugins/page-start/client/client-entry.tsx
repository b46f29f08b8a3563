/**
 * Ejected from @docusaurus/core 3.10.2 (lib/client/clientEntry.js: the browser bundle's entry,
 * which loads the route's modules and hydrates the page), in the browser bundle only, with two edits.
 *
 * EDIT (next-auth docs): the route's modules load in a task after the one that evaluates main.js.
 * main.js's modules (the theme, the router, every route's component) and then the route's own
 * (its content, its sidebar) were evaluated in one task, one of the longest as a page started on a
 * phone; two shorter tasks block the page for less, and input can come between them.
 *
 * EDIT (next-auth docs): a page marked with RENDER_AFRESH (the not-found page, ./render-afresh.ts)
 * is rendered, not hydrated.
 */
import { startTransition, type ReactNode } from 'react';
import ReactDOM, { type ErrorInfo } from 'react-dom/client';
import { BrowserRouter, HashRouter } from 'react-router-dom';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import App from '@docusaurus/core/lib/client/App';
import preload from '@docusaurus/core/lib/client/preload';
import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import type { Root } from 'react-dom/client';
import { RENDER_AFRESH } from './render-afresh';

declare global {
  interface Window {
    docusaurusRoot?: Root;
  }
}

/** Webpack's hot module replacement, in the dev server only. */
declare const module: { hot?: { accept: () => void } };

function Router({ children }: { children: ReactNode }): ReactNode {
  return siteConfig.future.experimental_router === 'hash' ? (
    <HashRouter>{children}</HashRouter>
  ) : (
    <BrowserRouter>{children}</BrowserRouter>
  );
}

// Set by Docusaurus's bundler config: hydrate the static HTML (a build) or render into it (dev).
const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

if (ExecutionEnvironment.canUseDOM) {
  window.docusaurus = docusaurus;
  // The page template's root element.
  const container = document.getElementById('__docusaurus') as HTMLElement;
  // EDIT: no HelmetProvider (see the top of this file).
  const app = (
    <Router>
      <App />
    </Router>
  );
  const onRecoverableError = (error: unknown, errorInfo: ErrorInfo) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const renderApp = () => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
      return;
    }
    // EDIT: see the top of this file.
    if (hydrate && !container.querySelector(`[${RENDER_AFRESH}]`)) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, { onRecoverableError });
    } else {
      const root = ReactDOM.createRoot(container, { onRecoverableError });
      root.render(app);
      window.docusaurusRoot = root;
    }
  };
  // EDIT: in a task of its own (see the top of this file).
  setTimeout(() => {
    void preload(window.location.pathname).then(() => {
      startTransition(renderApp);
    });
  });
  // Hot module replacement in the dev server: this module accepts its own updates.
  if (module.hot) module.hot.accept();
}
