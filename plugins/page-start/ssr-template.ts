/**
 * The page template (siteConfig.ssrTemplate). Ejected from @docusaurus/core 3.10.2
 * (lib/ssg/ssgTemplate.html.js), with one edit.
 *
 * EDIT (next-auth docs): the page's scripts start after its first paint. Docusaurus writes them as
 * `<script defer>`, which a browser runs as soon as the document is parsed, usually before it
 * paints: on a fast connection the reader waited for main.js to be compiled and run (about 50 ms
 * on a desktop, four times that on a phone) before seeing any text. Here the page lists its
 * scripts in a data block, in the order they must run (the bundler's runtime, React, the route's
 * chunks, main.js, which starts the app, last); START_SCRIPTS adds them once the document is
 * parsed and its first contentful paint is on screen, and the browser asks for all of them at
 * once. None is preloaded: a script asked for before the paint shares the connection with what
 * the paint needs, and Lighthouse counts it against the largest paint unless it then runs in a
 * task of 10 ms or more, which main.js no longer does. The README (How a page starts) gives what
 * preloading main.js did to the paint and to hydration, measured.
 */

/** The id of the data block that lists a page's scripts. */
export const PAGE_SCRIPTS_ID = '__docusaurus_page_scripts';

/** main.js, as the bundler names it: last, since it starts the app. */
const MAIN_SCRIPT = String.raw`/(^|\/)main\.[\da-f]+\.js$/`;

/**
 * Starts the listed scripts once the document is parsed and its first contentful paint has
 * happened (the Paint Timing API reports it once the frame is on screen; without that API, the
 * frame after the page has loaded). A hidden tab paints nothing, so there they start at once. Scripts added by a
 * script run as soon as they arrive unless `async` is off, which keeps their order; each is added
 * in a task of its own, since adding one starts its request, a few milliseconds each while the
 * page loads. A script that fails to load is taken out again: the bundler's chunk loader reuses a script element with the
 * same address, so it would wait for that one forever instead of asking again and reporting.
 */
const START_SCRIPTS = `(function () {
  var parsed = document.readyState !== 'loading';
  var painted = document.visibilityState === 'hidden';
  var started = false;
  function start() {
    if (started || !parsed || !painted) return;
    started = true;
    var sources = JSON.parse(document.getElementById('${PAGE_SCRIPTS_ID}').textContent);
    (function add(i) {
      if (i === sources.length) return;
      var script = document.createElement('script');
      script.src = sources[i];
      script.async = false;
      script.onerror = function () {
        this.remove();
      };
      document.head.appendChild(script);
      setTimeout(add, 0, i + 1);
    })(0);
  }
  function paint() {
    painted = true;
    start();
  }
  if (!painted) {
    if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        paint();
      }).observe({ type: 'paint', buffered: true });
    } else {
      // Without the Paint Timing API: the frame after the page has loaded.
      window.addEventListener('load', function () {
        requestAnimationFrame(function () {
          setTimeout(paint, 0);
        });
      });
    }
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') paint();
    });
  }
  if (!parsed) {
    document.addEventListener('DOMContentLoaded', function () {
      parsed = true;
      start();
    });
  }
  start();
})();`;

export const SSR_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% const isMain = (script) => ${MAIN_SCRIPT}.test(script); %>
    <% const scripts = [...it.scripts.filter((script) => !isMain(script)), ...it.scripts.filter(isMain)]; %>
    <script type="application/json" id="${PAGE_SCRIPTS_ID}"><%~ JSON.stringify(scripts.map((script) => it.baseUrl + script)) %></script>
    <script>${START_SCRIPTS}</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
