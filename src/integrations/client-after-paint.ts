// The `client:afterpaint` directive's browser code (Astro inlines it once per page): an island is
// fetched and hydrated once the page has painted its first content, through the page's
// `afterFirstPaint` (components/after-paint.js), so its scripts never delay that paint. Typing
// before hydration is kept (the forms read what is already in their fields): nothing is lost.
import type { ClientDirective } from 'astro';

const hydrateAfterPaint: ClientDirective = (load) => {
  afterFirstPaint(() => void load().then((hydrate) => hydrate()));
};

export default hydrateAfterPaint;
