// Runs in <head> before first paint (inlined by BootScript.astro, minified at build time): applies
// ?theme, ?showLogo=false, ?showLangSelector=false (all three remembered for the tab), and ?language / the
// stored language choice (spec section 2). Plain ES5: it runs before anything else loads.
// LANGUAGE_CODES, STORAGE_PREFIX, THEME_KEY and CHOSEN_LANGUAGE_KEY are lib/i18n's and lib/stores'
// constants, put in by the minification (BootScript.astro, minifyInlineScript).
(function () {
  var d = document.documentElement;
  // Lets CSS hide what scripts fill in (the `js:` variant) only when scripts do run.
  d.setAttribute('data-js', '');
  var q = new URLSearchParams(location.search);
  function store(area, key, value) {
    try {
      var s = window[area];
      if (value === undefined) return JSON.parse(s.getItem(STORAGE_PREFIX + key));
      s.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
    } catch (e) {
      return null;
    }
  }
  var theme = q.get('theme');
  if (theme === 'dark' || theme === 'light') store('sessionStorage', THEME_KEY, theme);
  else theme = store('sessionStorage', THEME_KEY);
  d.setAttribute('data-theme', theme === 'light' ? 'light' : 'dark');
  // Like the theme, the embedding app's choice holds for the tab: later pages carry no query.
  ['showLogo', 'showLangSelector'].forEach(function (name, i) {
    var value = q.get(name);
    if (value !== null) store('sessionStorage', name, value !== 'false');
    if (store('sessionStorage', name) === false) {
      d.setAttribute(i ? 'data-hide-lang-selector' : 'data-hide-logo', '');
    }
  });
  var langs = LANGUAGE_CODES;
  var page = d.lang;
  var lang = q.get('language');
  if (langs.indexOf(lang) >= 0) store('localStorage', CHOSEN_LANGUAGE_KEY, lang);
  else
    lang =
      page === 'en' && d.hasAttribute('data-follow-language')
        ? store('localStorage', CHOSEN_LANGUAGE_KEY)
        : null;
  if (langs.indexOf(lang) >= 0 && lang !== page) {
    // The same route in the other language, rebuilt from the path with runs of slashes collapsed:
    // always a same-origin path (`/fr//evil.example/` must never become `//evil.example/`), in
    // the one form every page has: `/fr`, `/fr/signin`, `/` (no trailing slash but the root's).
    var path = location.pathname.replace(/\/+/g, '/');
    if (page !== 'en') path = path.slice(page.length + 1);
    path = path.replace(/^\//, '');
    path = lang === 'en' ? '/' + path : '/' + lang + (path ? '/' + path : '');
    location.replace(path + location.search + location.hash);
  }
})();
