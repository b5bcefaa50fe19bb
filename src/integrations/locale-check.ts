// Astro integration: `astro build` (npm run build, build:local, every hosting build) first runs the
// locale check, so a missing key, a broken file or a stale translation can never ship (a missing
// key would otherwise fall back to English silently).
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { runLocaleCheck } from '../../scripts/check-locales.mjs';

/**
 * Fails the build with the check's own report when locales/ has a problem (`locales`: another
 * folder, for the test that feeds it a broken copy).
 */
export function localeCheckIntegration(options: { locales?: string } = {}): AstroIntegration {
  return {
    name: 'account-web:locale-check',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const project = fileURLToPath(new URL('../..', import.meta.url));
        const { lines } = runLocaleCheck(options.locales ?? `${project}locales`, project);
        if (lines.length > 0) {
          throw new Error(
            `The locale check failed (npm run check:locales):\n${lines.join('\n')}\n${lines.length} locale problem(s).`,
          );
        }
        logger.info('locales OK');
      },
    },
  };
}
