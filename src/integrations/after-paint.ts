// Astro integration: registers `client:afterpaint`, the directive every island uses (see
// client-after-paint.ts for what it does and why).
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Adds the `client:afterpaint` hydration directive. */
export function afterPaintIntegration(): AstroIntegration {
  return {
    name: 'account-web:after-paint',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'afterpaint',
          entrypoint: fileURLToPath(new URL('./client-after-paint.ts', import.meta.url)),
        });
      },
    },
  };
}
