// The one list of interface languages: Astro's i18n routing, the boot script, the hosting rules, the
// locale check's reference and the reference API's emails all take it from here. English is the
// default and has no URL prefix. docs/adding-a-language.md, "Adding a language", says what else a new one needs.

// The codes are all a browser needs; the names only the prerendered pages show (so they stay out
// of every island's JavaScript).
export const LANGUAGE_CODES = ['en', 'fr', 'it', 'de', 'es'] as const;

export type Language = (typeof LANGUAGE_CODES)[number];

/** Each language's own name (the selector's label is its code in capitals). */
const NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
  de: 'Deutsch',
  es: 'Español',
};

/** A language as the selector and the page head show it. */
export const languageInfo = (code: Language) => ({
  code,
  label: code.toUpperCase(),
  name: NAMES[code],
});

export const LANGUAGES = /* @__PURE__ */ LANGUAGE_CODES.map(languageInfo);

export const DEFAULT_LANGUAGE: Language = 'en';

/** True when the value is one of the supported language codes. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The language a site path belongs to (`/fr/signin` → fr, `/signin` → en). */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  // Stryker disable next-line ConditionalExpression: both branches give the default language for its own prefix.
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}

/** The path without its language prefix (`/fr/signin` → `/signin`, `/fr` → `/`). */
export function stripLanguage(pathname: string): string {
  const first = pathname.split('/')[1];
  if (isLanguage(first) && first !== DEFAULT_LANGUAGE) {
    const rest = pathname.slice(first.length + 1);
    return rest === '' ? '/' : rest;
  }
  return pathname === '' ? '/' : pathname;
}

/**
 * A site path in the given language (`/signin`, fr → `/fr/signin`; `/`, fr → `/fr`). No page URL
 * but `/` ends in a slash: every host serves `fr.html` at `/fr` (docs/deploying.md, "Deploying").
 */
export function localizePath(path: string, lang: Language): string {
  const bare = stripLanguage(path.startsWith('/') ? path : `/${path}`);
  if (lang === DEFAULT_LANGUAGE) return bare;
  return bare === '/' ? `/${lang}` : `/${lang}${bare}`;
}
