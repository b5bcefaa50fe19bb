// Runs in <head> before first paint (inlined by BootScript.astro, minified at build time): applies
// ?theme, ?showLogo=false, ?showLangSelector=false (all three remembered for the tab), and ?language / the
// stored language choice (spec section 2). Plain ES5: it runs before anything else loads.
// Storage keys match lib/stores.
(function () {
  var d = document.documentElement;
  // Lets CSS hide what scripts fill in (the `js:` variant) only when scripts do run.
  d.setAttribute('data-js', '');
  var q = new URLSearchParams(location.search);
  function store(area, key, value) {
    try {
      var s = window[area];
      if (value === undefined) return JSON.parse(s.getItem('account.' + key));
      s.setItem('account.' + key, JSON.stringify(value));
    } catch (e) {
      return null;
    }
  }
  var theme = q.get('theme');
  if (theme === 'dark' || theme === 'light') store('sessionStorage', 'theme', theme);
  else theme = store('sessionStorage', 'theme');
  d.setAttribute('data-theme', theme === 'light' ? 'light' : 'dark');
  // Like the theme, the embedding app's choice holds for the tab: later pages carry no query.
  ['showLogo', 'showLangSelector'].forEach(function (name, i) {
    var value = q.get(name);
    if (value !== null) store('sessionStorage', name, value !== 'false');
    if (store('sessionStorage', name) === false) {
      d.setAttribute(i ? 'data-hide-lang-selector' : 'data-hide-logo', '');
    }
  });
  // The app the user came from (?from, ?redirectId; spec section 2), recorded here, before a tap
  // on a link can outrun the page's scripts. It holds while the tab keeps visiting this site and
  // is forgotten after APP_CONTEXT_IDLE_MS without a page load, so a later sign-in in the tab does
  // not silently return to the app; /signin says when it will (data-app-context).
  var platforms = PLATFORMS; // replaced with lib/stores/session's list at build time
  var idle = APP_CONTEXT_IDLE_MS; // likewise
  var ctx = store('sessionStorage', 'sessionContext') || {};
  var from = q.get('from');
  var redirectId = q.get('redirectId');
  var now = Date.now();
  if (from || redirectId) {
    ctx.from = platforms.indexOf(from) >= 0 ? from : null;
    ctx.redirectId = redirectId || null;
    store('sessionStorage', 'sessionContext', ctx);
  } else if (
    (ctx.from || ctx.redirectId) &&
    !(now - store('sessionStorage', 'appContextAt') < idle)
  ) {
    ctx.from = ctx.redirectId = null;
    store('sessionStorage', 'sessionContext', ctx);
  }
  if (ctx.from || ctx.redirectId) store('sessionStorage', 'appContextAt', now);
  // The checkout's sign-in ends at the checkout, not in the app.
  if (ctx.from && q.get('login_from_checkout') !== 'true') d.setAttribute('data-app-context', '');
  var langs = LANGUAGE_CODES; // replaced with the list of lib/i18n/languages at build time
  var page = d.lang;
  var lang = q.get('language');
  if (langs.indexOf(lang) >= 0) store('localStorage', 'language', lang);
  else
    lang =
      page === 'en' && d.hasAttribute('data-follow-language')
        ? store('localStorage', 'language')
        : null;
  if (langs.indexOf(lang) >= 0 && lang !== page) {
    // The same route in the other language, rebuilt from the path with runs of slashes collapsed:
    // always a same-origin path (`/fr//evil.example/` must never become `//evil.example/`).
    var path = location.pathname.replace(/\/+/g, '/');
    if (page !== 'en') path = path.slice(page.length + 1);
    path = (lang === 'en' ? '' : '/' + lang) + '/' + path.replace(/^\//, '');
    location.replace(path + location.search + location.hash);
  }
})();
