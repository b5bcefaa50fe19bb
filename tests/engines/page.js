// Put first in every HTML page's <head> by the engines proxy (proxy.ts), as a same-origin script
// the site's `script-src 'self'` allows: no CSP of the product is changed to test it.
// 1. Records what the page reports (script errors, failed same-origin resources, unhandled
//    rejections, console.error/warn, CSP violations) into sessionStorage, where the runner reads
//    it: Debian's WebKitWebDriver has no BiDi, so its console cannot be read any other way, and
//    all engines are observed the same way.
// 2. `__engines.find(role, name)`: the control a user would name (role and accessible name, as
//    Playwright's getByRole/getByLabel), marked so the driver can click or type into it.
// Plain ES5 in one IIFE: it runs before anything else, in every engine of the supported range.
(function () {
  var LOG = '__engines_log';
  function push(kind, message) {
    try {
      var log = JSON.parse(sessionStorage.getItem(LOG) || '[]');
      log.push({ kind: kind, message: String(message).slice(0, 500), page: location.pathname });
      sessionStorage.setItem(LOG, JSON.stringify(log));
    } catch (e) {
      // No storage (opaque origin): nothing to record into.
    }
  }
  addEventListener(
    'error',
    function (event) {
      var target = event.target;
      var url = target && target !== window && (target.src || target.href);
      if (url) push('resource-error', url);
      else push('js-error', event.message + ' @ ' + event.filename + ':' + event.lineno);
    },
    true,
  );
  addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    push('unhandled-rejection', (reason && (reason.stack || reason.message)) || reason);
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    push('csp', event.violatedDirective + ' ' + event.blockedURI);
  });
  ['error', 'warn'].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      push('console.' + level, [].join.call(arguments, ' '));
      return original.apply(console, arguments);
    };
  });

  // 3. A browser without WebAuthn, when a flow asks for one (sessionStorage `__engines_no_webauthn`):
  //    the interface is gone before any script of the page can look for it.
  try {
    if (sessionStorage.getItem('__engines_no_webauthn')) delete window.PublicKeyCredential;
  } catch (e) {
    // No storage: the engine as it is.
  }

  var SELECTORS = {
    button: 'button, input[type=submit], input[type=button], [role=button]',
    link: 'a[href], [role=link]',
    textbox: 'input:not([type]), input[type=text], input[type=email], input[type=search], textarea',
    field: 'input, textarea, select',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    radio: 'input[type=radio], [role=radio]',
    switch: '[role=switch]',
    slider: 'input[type=range], [role=slider]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    frame: 'iframe',
  };
  var squash = function (text) {
    return (text || '').replace(/\s+/g, ' ').trim();
  };
  function nameOf(el) {
    if (el.getAttribute('aria-label')) return squash(el.getAttribute('aria-label'));
    var ids = el.getAttribute('aria-labelledby');
    if (ids) {
      return squash(
        ids
          .split(' ')
          .map(function (id) {
            var ref = document.getElementById(id);
            return ref ? ref.textContent : '';
          })
          .join(' '),
      );
    }
    if (el.labels && el.labels.length) return squash(el.labels[0].textContent);
    if (el.title) return squash(el.title);
    return squash(el.value && el.type === 'submit' ? el.value : el.textContent);
  }
  var next = 0;
  window.__engines = {
    /** A CSS selector for the first rendered element of `role` named `name` (any when null). */
    find: function (role, name) {
      for (var el of document.querySelectorAll(SELECTORS[role])) {
        if (!el.getClientRects().length) continue;
        if (name !== null && nameOf(el) !== squash(name)) continue;
        if (!el.hasAttribute('data-engines')) el.setAttribute('data-engines', String(++next));
        return '[data-engines="' + el.getAttribute('data-engines') + '"]';
      }
      return null;
    },
    /** As `find`, once the control takes clicks (not disabled), as Playwright's click waits. */
    findEnabled: function (role, name) {
      var selector = this.find(role, name);
      if (!selector) return null;
      var el = document.querySelector(selector);
      return el.disabled || el.getAttribute('aria-disabled') === 'true' ? null : selector;
    },
    /** Whether a text is shown on the page (anywhere in a rendered element). */
    shows: function (text) {
      return squash(document.body.innerText).indexOf(squash(text)) !== -1;
    },
    /** Every island of the page has hydrated (Astro drops `ssr` once it has). */
    hydrated: function () {
      return document.querySelectorAll('astro-island[ssr]').length === 0;
    },
    /** Where the page is and what it says in alerts and fields: told when a wait times out. */
    state: function () {
      var alerts = [].map.call(
        document.querySelectorAll('[role=alert], [role=status], [aria-invalid=true]'),
        function (el) {
          return el.getAttribute('aria-invalid')
            ? (el.name || el.id) + ' invalid'
            : squash(el.textContent);
        },
      );
      var busy = [].map.call(
        document.querySelectorAll('[aria-busy=true], button[disabled]'),
        function (el) {
          return el.tagName.toLowerCase() + ' ' + squash(el.textContent).slice(0, 40);
        },
      );
      return (
        location.pathname +
        ' | alerts: ' +
        JSON.stringify(alerts.filter(Boolean)) +
        ' | busy/disabled: ' +
        JSON.stringify(busy)
      );
    },
    /** Reads and empties the log of what the pages reported. */
    drain: function () {
      var log = sessionStorage.getItem(LOG) || '[]';
      sessionStorage.removeItem(LOG);
      return log;
    },
  };
})();
