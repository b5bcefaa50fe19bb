// Colour theme ($theme: 'dark' | 'light', default dark). Persists in sessionStorage so it holds
// for the tab across pages; never cleared by clearSession().

import { persistentAtom } from './storage';

export type Theme = 'dark' | 'light';

export const DEFAULT_THEME: Theme = 'dark';

/** True for a supported theme name. */
export function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

/** The current theme. */
export const $theme = persistentAtom<Theme>('session', 'theme', DEFAULT_THEME, (stored) =>
  isTheme(stored) ? stored : undefined,
);

/** Applies a `?theme=` query value when it names a theme; returns whether it did. */
export function applyThemeParam(value: string | null): boolean {
  if (!isTheme(value)) return false;
  $theme.set(value);
  return true;
}

/** Switches between dark and light. */
export function toggleTheme(): void {
  $theme.set($theme.get() === 'dark' ? 'light' : 'dark');
}
