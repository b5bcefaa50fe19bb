// Runs in <head> of the pages with islands before first paint (inlined with the boot script and
// after-paint.js by BootScript.astro, minified at build time; plain ES5). Records the app the user
// came from (?from, ?redirectId; spec section 2) before a tap on a link can outrun the page's scripts. It holds while the tab keeps loading
// pages of the site and is forgotten after APP_CONTEXT_IDLE_MS without one, so a much later
// sign-in in the tab does not silently return to the app; /signin says when it will: <html
// data-app-context> (global.css's app-context: variant, not on the checkout's sign-in).
// PLATFORMS, APP_CONTEXT_IDLE_MS, STORAGE_PREFIX and SESSION_CONTEXT_KEY are lib/stores' constants,
// put in by the minification (BootScript.astro, minifyInlineScript); the shape is lib/stores/session's.
(function () {
  var q = new URLSearchParams(location.search);
  var s = sessionStorage;
  try {
    var ctx = JSON.parse(s.getItem(STORAGE_PREFIX + SESSION_CONTEXT_KEY)) || {};
    var from = q.get('from');
    var redirectId = q.get('redirectId');
    var now = Date.now();
    if (from || redirectId) {
      ctx.from = PLATFORMS.indexOf(from) < 0 ? null : from;
      ctx.redirectId = redirectId;
    } else if (!(now - s.getItem(STORAGE_PREFIX + 'appContextAt') < APP_CONTEXT_IDLE_MS)) {
      ctx.from = ctx.redirectId = null;
    }
    s.setItem(STORAGE_PREFIX + SESSION_CONTEXT_KEY, JSON.stringify(ctx));
    if (ctx.from || ctx.redirectId) {
      s.setItem(STORAGE_PREFIX + 'appContextAt', now);
      if (ctx.from) document.documentElement.setAttribute('data-app-context', '');
    }
  } catch (e) {
    // No storage (private mode, disabled): nothing to record.
  }
})();
