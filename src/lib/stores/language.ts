// Interface language ($language). Starts as the language of the page being shown (its
// `<html lang>` or URL prefix). Only a language the user explicitly chose persists, in
// localStorage, where the next page's boot script (components/boot-script.js) reads it; it is
// never cleared by expireSession().

import { atom } from 'nanostores';
import { DEFAULT_LANGUAGE, isLanguage, languageFromPath, type Language } from '../i18n/languages';
import { writeJson } from './storage';

/** The chosen language's storage key, which the boot script gets from here (BootScript.astro). */
export const CHOSEN_LANGUAGE_KEY = 'language';

/** The language of the current page: `<html lang>`, else the URL prefix, else the default. */
export function pageLanguage(): Language {
  if (typeof document !== 'undefined') {
    const lang = document.documentElement.lang.toLowerCase().split('-')[0];
    if (isLanguage(lang)) return lang;
  }
  if (typeof location !== 'undefined') return languageFromPath(location.pathname);
  return DEFAULT_LANGUAGE;
}

/** The current interface language. */
export const $language = atom<Language>(pageLanguage());

/** Switches the interface language and remembers it as the user's choice. */
export function chooseLanguage(language: Language): void {
  writeJson('local', CHOSEN_LANGUAGE_KEY, language);
  $language.set(language);
}
