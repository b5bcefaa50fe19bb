// The one getStaticPaths of every `[...lang]` page: English unprefixed, the others under /{lang}/.
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';

/** Static paths for a `src/pages/[...lang]/…` page: one per interface language. */
export function getLanguagePaths() {
  return LANGUAGES.map((l) => ({
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
