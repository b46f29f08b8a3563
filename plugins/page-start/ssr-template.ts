/**
 * The page template (siteConfig.ssrTemplate). Ejected from @docusaurus/core 3.10.2
 * (lib/ssg/ssgTemplate.html.js), with one edit.
 *
 * EDIT (next-auth docs): the page's scripts start after its first paint, not as `<script defer>`
 * (which runs before the paint on a fast connection, and which Lighthouse counts against the
 * largest paint). They are listed in a data block, in the order they must run, and added once the
 * document is parsed and painted. Figures: contributing/performance.md.
 */
/** The id of the data block that lists a page's scripts. */
export const PAGE_SCRIPTS_ID = '__docusaurus_page_scripts';

/** main.js, as the bundler names it: last, since it starts the app. */
const MAIN_SCRIPT = String.raw`/(^|\/)main\.[\da-f]+\.js$/`;

/** How long after the load event scripts wait for a paint report that may never come. */
const SAFETY_NET_MS = 3000;

/**
 * Starts the listed scripts once the document is parsed and painted: at the first contentful paint.
 * Where none will be reported, they start in the frame after the load event: in a browser without
 * the Paint Timing API, and on a page opened at an anchor (Firefox reports no paint for a new tab
 * opened scrolled). Chromium reports the paint when the frame is shown, which on a busy machine
 * comes after that frame; so elsewhere the load event starts them only after SAFETY_NET_MS. A
 * hidden tab paints nothing, so there they start at once. Each is added in a task of its own with
 * `async` off, which keeps their order; one that fails to load is taken out again, so the bundler's
 * chunk loader asks for it anew instead of waiting on the failed element.
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
    var reportsPaint = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
    if (reportsPaint) {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        paint();
      }).observe({ type: 'paint', buffered: true });
    }
    window.addEventListener('load', function () {
      if (reportsPaint && !location.hash) setTimeout(paint, ${SAFETY_NET_MS});
      else
        requestAnimationFrame(function () {
          setTimeout(paint, 0);
        });
    });
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
