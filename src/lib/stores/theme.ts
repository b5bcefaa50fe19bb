// Colour theme ($theme: 'dark' | 'light', default dark). Persists in sessionStorage so it holds
// for the tab across pages; never cleared by expireSession(). The boot script (components/
// boot-script.js) applies `?theme=` and this stored value before first paint, under the same key.

import { persistentAtom } from './storage';

type Theme = 'dark' | 'light';

const DEFAULT_THEME: Theme = 'dark';

/** Its storage key, which the boot script gets from here (components/BootScript.astro). */
export const THEME_KEY = 'theme';

/** True for a supported theme name. */
function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

/** The current theme. */
export const $theme = persistentAtom<Theme>('session', THEME_KEY, DEFAULT_THEME, (stored) =>
  isTheme(stored) ? stored : undefined,
);
