// The custom hydration directive registered by src/integrations/after-paint.ts, and the page
// function it hydrates through (defined inline by components/after-paint.js).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterpaint'?: boolean;
  }
}

declare global {
  /** Runs `fn` once the page has painted its first content (at once if it has). */
  function afterFirstPaint(fn: () => void): void;
}

export {};
