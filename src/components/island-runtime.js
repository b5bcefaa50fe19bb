// Replaces Astro's own <astro-island> runtime in the built pages (integrations/island-runtime.ts):
// the same element doing the same steps for what this site's islands use, about 1 KB gzip less on
// every page with an island. Kept from Astro's runtime (astro/runtime/server/astro-island.ts), in
// its order: wait for the island's children when the parser is still adding them (the closing
// `astro:end` comment, at the latest DOMContentLoaded); wait for the directive's script; hand it a
// loader of the component and the renderer (each import tried again once, a second later, with
// `astro-retry`, as Astro does); hydrate with the decoded props, then drop `ssr` and announce
// `astro:hydrate`; report a failure as `astro:hydration-error`. Left out, and refused by the build
// if a page needs them: slots and templates, nested islands, props of other types than plain
// values and arrays (Map, Set, Date, URL, BigInt…), export paths with dots, before-hydration
// scripts, view transitions (no `astro:after-swap` here).
(function () {
  // Astro's props encoding: [0, value] a plain value (an object's values encoded the same way),
  // [1, items] an array of encoded values.
  function decode(pair) {
    return pair[0] === 1 ? pair[1].map(decode) : plain(pair[1]);
  }
  function plain(value) {
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(function (entry) {
        return [entry[0], decode(entry[1])];
      }),
    );
  }
  function load(url) {
    return import(url).catch(function () {
      return new Promise(function (done) {
        setTimeout(done, 1000);
      }).then(function () {
        var retry = new URL(url, document.baseURI);
        retry.searchParams.set('astro-retry', String(Date.now()));
        return import(retry.toString());
      });
    });
  }
  function failed(island, error) {
    var url = island.getAttribute('component-url');
    var event = new CustomEvent('astro:hydration-error', {
      cancelable: true,
      bubbles: true,
      composed: true,
      detail: { error: error, componentUrl: url },
    });
    if (island.dispatchEvent(event)) console.error('[astro-island] Error hydrating ' + url, error);
  }
  /** What a directive calls once it has nothing to hydrate (a failed load). */
  function nothing() {
    return undefined;
  }
  function start(island) {
    var client = island.getAttribute('client');
    var directive = window.Astro && window.Astro[client];
    if (!directive) {
      addEventListener(
        'astro:' + client,
        function () {
          start(island);
        },
        { once: true },
      );
      return;
    }
    var renderer = island.getAttribute('renderer-url');
    var loader = function () {
      return Promise.all([
        load(island.getAttribute('component-url')),
        // No renderer (a component without framework): nothing to hydrate.
        renderer ? load(renderer) : { default: () => nothing },
      ]).then(
        function (modules) {
          var Component = modules[0][island.getAttribute('component-export') || 'default'];
          var hydrator = modules[1].default;
          return function () {
            if (!island.isConnected) return;
            var props = plain(JSON.parse(island.getAttribute('props') || '{}'));
            return Promise.resolve(hydrator(island)(Component, props, {}, { client: client }))
              .then(function () {
                island.removeAttribute('ssr');
                island.dispatchEvent(new CustomEvent('astro:hydrate'));
              })
              .catch(function (error) {
                failed(island, error);
              });
          };
        },
        function (error) {
          failed(island, error);
          return nothing;
        },
      );
    };
    try {
      directive(loader, JSON.parse(island.getAttribute('opts')), island);
    } catch (error) {
      failed(island, error);
    }
  }
  function connect(island) {
    if (!island.hasAttribute('await-children') || document.readyState !== 'loading') {
      start(island);
      return;
    }
    var watch = new MutationObserver(function () {
      var last = island.lastChild;
      if (last && last.nodeType === Node.COMMENT_NODE && last.nodeValue === 'astro:end') {
        last.remove();
        ready();
      }
    });
    function ready() {
      document.removeEventListener('DOMContentLoaded', ready);
      watch.disconnect();
      start(island);
    }
    watch.observe(island, { childList: true });
    document.addEventListener('DOMContentLoaded', ready);
  }
  if (!customElements.get('astro-island')) {
    customElements.define(
      'astro-island',
      class extends HTMLElement {
        connectedCallback() {
          connect(this);
        }
      },
    );
  }
})();
