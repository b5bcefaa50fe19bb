// /pricing's only script, inlined by PricingScript.astro and minified at build time
// (minifyInlineScript), which puts in FRAME_ORIGINS: the configured marketing origins
// (config.pricingFrameOrigins). The page works without it; it adds:
// - deep links: ?billing= and ?currency= check the matching radios (unknown values match none);
// - ?token=, ?from= and ?redirectId= appended to the paid plans' purchase links (they all end in
//   `?plan_id=…`);
// - the language links keep the query with the chosen billing and currency (`language` is
//   dropped: the boot script would otherwise switch back to it); a choice also replaces the
//   page's own address with that query, so a reload keeps it (a first visit's address stays);
// - when framed, `{ type: 'pricing:height', height }` posted to the parent on load and on every
//   size change (ResizeObserver) or choice (`change` bubbles up to window.onchange), once per
//   configured marketing origin: postMessage with an exact target origin delivers only to a parent
//   of that origin, so the height never reaches anyone else;
// - the popup closes 0.1 s after the pointer leaves it and its button, and 0.15 s after focus
//   does (spec section 9; the tooltip's 0.1 s enter delay is CSS, in PricingPicker.astro);
// - where `popover` is missing, the popup becomes a plain disclosure (see below): its button
//   opens and closes it.
// Its size counts: the page allows 2 KB of inline script with the boot script (budgets.test.ts).
(() => {
  const all = (selector) => document.querySelectorAll(selector);
  const query = new URLSearchParams(location.search);
  const pricing = all('#pricing')[0];

  /** Carries the choices into the query and the language links; tells a framing page the height. */
  const update = () => {
    for (const radio of all('input:checked')) query.set(radio.name, radio.value);
    for (const link of all('[data-lang]')) link.search = query;
    if (parent != self) {
      for (const origin of FRAME_ORIGINS) {
        parent.postMessage({ type: 'pricing:height', height: pricing.offsetHeight }, origin);
      }
    }
  };

  query.delete('language');
  for (const radio of all('input')) if (radio.value == query.get(radio.name)) radio.checked = 1;
  // The purchase links carry the token and the app the visitor came from to /subscribe, whose boot
  // script records that app like every island page's: paying from an app ends "Back to the app".
  for (const [name, value] of query) {
    if (/^(token|from|redirectId)$/.test(name)) {
      for (const link of all('[data-buy]'))
        link.href += '&' + name + '=' + encodeURIComponent(value);
    }
  }
  // The bare name is window's own handler (a `window.` prefix would cost bytes of the budget).
  onchange = () => {
    update();
    history.replaceState(history.state, '', '?' + query);
  };
  new ResizeObserver(update).observe(pricing);

  const options = all('#pricing-options')[0];
  const picker = options.parentNode;
  // Without `popover` (Safari 16) the attribute does nothing: a plain disclosure instead, hidden
  // until its button toggles it (Close is hidden there, and without this script the panel stays
  // open in the page: Pricing.astro's `@supports` rules). Every byte counts here (2 KB budget).
  if (!options.popover) {
    options.hidden = 1;
    return (picker.children[0].onclick = () => (options.hidden ^= 1));
  }
  let timer;
  const keepOpen = () => clearTimeout(timer);
  const closeAfter = (delay) => {
    keepOpen();
    timer = setTimeout(() => options.hidePopover(), delay);
  };
  picker.onmouseenter = keepOpen;
  picker.onmouseleave = () => closeAfter(100);
  picker.addEventListener('focusin', keepOpen);
  picker.addEventListener(
    'focusout',
    (event) => picker.contains(event.relatedTarget) || closeAfter(150),
  );
})();
