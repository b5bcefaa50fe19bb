// Runs in <head> of the pages with islands before first paint (inlined with the boot script and
// after-paint.js by BootScript.astro, minified at build time; plain ES5). Records the app the user
// came from (?from, ?redirectId; spec section 2) before a tap on a link can outrun the page's scripts. It holds while the tab keeps loading
// pages of the site and is forgotten after APP_CONTEXT_IDLE_MS without one, so a much later
// sign-in in the tab does not silently return to the app; /signin says when it will: <html
// data-app-context> (global.css's app-context: variant, not on the checkout's sign-in).
// Storage keys and shapes match lib/stores/session.
(function () {
  var platforms = PLATFORMS; // replaced with lib/stores/session's list at build time
  var idle = APP_CONTEXT_IDLE_MS; // likewise
  var q = new URLSearchParams(location.search);
  var s = sessionStorage;
  try {
    var ctx = JSON.parse(s.getItem('account.sessionContext')) || {};
    var from = q.get('from');
    var redirectId = q.get('redirectId');
    var now = Date.now();
    if (from || redirectId) {
      ctx.from = platforms.indexOf(from) < 0 ? null : from;
      ctx.redirectId = redirectId;
    } else if (!(now - s.getItem('account.appContextAt') < idle)) {
      ctx.from = ctx.redirectId = null;
    }
    s.setItem('account.sessionContext', JSON.stringify(ctx));
    if (ctx.from || ctx.redirectId) {
      s.setItem('account.appContextAt', now);
      if (ctx.from) document.documentElement.setAttribute('data-app-context', '');
    }
  } catch (e) {
    // No storage (private mode, disabled): nothing to record.
  }
})();
