// The root query parameters of every interactive page (spec section 2): `from` and `redirectId`
// are kept for the session, `language` switches the interface. Read by the page script of every
// card page (components/root-query.ts) on its own, so that page code carries only this.

import { DEFAULT_LANGUAGE, isLanguage, type Language } from './i18n/languages';
import { chooseLanguage } from './stores/language';
import { isPlatform, setPlatformContext, type Platform } from './stores/session';

/** What the root query parameters ask to keep (spec section 2). */
interface RootContext {
  language: Language;
  /** True when ?language named a supported language (the interface switches to it). */
  languageGiven: boolean;
  /** Kept only when from or redirectId is present; null otherwise. */
  platform: { from: Platform | null; redirectId: string | null } | null;
}

/** Reads language, from and redirectId: all three kept together when from or redirectId is present. */
export function rootContextFromQuery(params: URLSearchParams): RootContext {
  const language = params.get('language');
  const from = params.get('from');
  const redirectId = params.get('redirectId') || null;
  const languageGiven = isLanguage(language);
  return {
    language: languageGiven ? language : DEFAULT_LANGUAGE,
    languageGiven,
    platform: from || redirectId ? { from: isPlatform(from) ? from : null, redirectId } : null,
  };
}

/** Stores what the root query asks to keep: the platform context, and the language when given. */
export function storeRootContext(context: RootContext): void {
  if (context.platform) setPlatformContext(context.platform.from, context.platform.redirectId);
  if (context.languageGiven) chooseLanguage(context.language);
}
