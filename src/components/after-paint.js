// Inlined in <head> of interactive pages (BootScript.astro, minified at build time): holds
// back the page's scripts and islands until its first content is painted, so their downloads
// never delay that paint. `afterFirstPaint(fn)` runs fn then (at once when it already happened);
// the client:afterpaint directive hydrates islands through it, and the page scripts the build
// turned into <meta name="after-paint-script"> (integrations/island-bundles) are imported then.
// Written as a classic script (var, function expressions), like the boot script it is joined
// to; `import()` is its one newer feature, and module scripts, which the islands need, imply it.
(function () {
  var waiting = [];
  function run() {
    var fns = waiting;
    if (!fns) return;
    waiting = null;
    fns.forEach(function (fn) {
      fn();
    });
  }
  window.afterFirstPaint = function (fn) {
    if (waiting) waiting.push(fn);
    else fn();
  };
  afterFirstPaint(function () {
    document.querySelectorAll('meta[name="after-paint-script"]').forEach(function (meta) {
      import(meta.content).catch(function () {
        // The page works without its scripts (plain HTML); a failed import must not surface as
        // an unhandled rejection, which WebKit raises when the user leaves mid-download.
      });
    });
  });
  // A hidden tab does not paint, and a browser without paint timing cannot tell when it did:
  // those go at DOMContentLoaded; a tab hidden before its first paint goes when hidden. The paint
  // is read from the observer's own entries: a page whose clock is faked (tests) keeps those real.
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === 'hidden' || !types || types.indexOf('paint') < 0) {
    addEventListener('DOMContentLoaded', run);
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    run();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', run, { once: true });
})();
