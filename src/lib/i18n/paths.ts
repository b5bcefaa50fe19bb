// The one getStaticPaths of every `[...lang]` page: English unprefixed, the others under /{lang}/.
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';

/** Static paths for a `src/pages/[...lang]/…` page: one per interface language. */
export function getLanguagePaths() {
  return LANGUAGES.map((l) => ({
    params: { lang: l.code === DEFAULT_LANGUAGE ? undefined : l.code },
  }));
}

/** The page language from the `[...lang]` route parameter. */
export function pageLanguage(param: string | undefined): Language {
  return isLanguage(param) ? param : DEFAULT_LANGUAGE;
}
