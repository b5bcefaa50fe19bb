// The one getStaticPaths of every `[...lang]` page: English unprefixed, the others under /{lang}/.
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';
import { PSEUDO_BUILD } from './pseudo';

/** Static paths for a `src/pages/[...lang]/…` page: one per interface language. */
export function getLanguagePaths() {
  // The pseudo build needs only the pages it turns into the pseudo language: a fifth of the work.
  const languages = PSEUDO_BUILD ? LANGUAGES.filter((l) => l.code === DEFAULT_LANGUAGE) : LANGUAGES;
  return languages.map((l) => ({
    params: { lang: l.code === DEFAULT_LANGUAGE ? undefined : l.code },
  }));
}

/**
 * The language of a `[...lang]` route parameter (at build time; in the browser the page's own
 * language is stores/language `pageLanguage()`).
 */
export function languageFromParam(param: string | undefined): Language {
  return isLanguage(param) ? param : DEFAULT_LANGUAGE;
}
