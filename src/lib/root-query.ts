// The root query parameters of every interactive page (spec section 2): `language` switches the
// interface. `from` and `redirectId` are recorded by an inline head script (components/app-context.js)
// before any other script runs, so a tap that outruns the page's scripts cannot lose them. Read
// by the page script of every card page (components/root-query.ts) on its own, so that page code
// carries only this.

import { DEFAULT_LANGUAGE, isLanguage, type Language } from './i18n/languages';
import { chooseLanguage } from './stores/language';

/** What the root query parameters ask to keep (spec section 2). */
interface RootContext {
  language: Language;
  /** True when ?language named a supported language (the interface switches to it). */
  languageGiven: boolean;
}

/** Reads language, defaulting to en. */
export function rootContextFromQuery(params: URLSearchParams): RootContext {
  const language = params.get('language');
  const languageGiven = isLanguage(language);
  return { language: languageGiven ? language : DEFAULT_LANGUAGE, languageGiven };
}

/** Stores what the root query asks to keep: the language when given. */
export function storeRootContext(context: RootContext): void {
  if (context.languageGiven) chooseLanguage(context.language);
}
