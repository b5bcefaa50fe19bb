// Going to another page (navigation state: index.ts). Apart from the reading and writing of the
// state, which pages do as they open: going is what submit paths and hand-offs do, mostly loaded
// on demand, so a page that only reads its state does not load this (JS budget).
import { localizePath, type Language } from '../i18n/languages';
import type { SitePath } from '../routes';
import { pageLanguage } from '../stores/language';
import { splitPath, writeNavigationState, type Destination } from './index';

/** A site path (optionally with ?query/#hash) in the given language, default the page's. */
export function localizedHref(path: SitePath, language: Language = pageLanguage()): string {
  const { pathname, rest } = splitPath(path);
  return localizePath(pathname || '/', language) + rest;
}

/** Goes to a site page in the current language, handing `state` to it. */
export function navigate(path: SitePath, state?: unknown): void {
  writeNavigationState(path, state);
  location.assign(localizedHref(path));
}

/** Carries out a destination: navigate() for site pages, a full load for external URLs. */
export function followDestination(destination: Destination): void {
  if (destination.kind === 'navigate') navigate(destination.path, destination.state);
  else location.assign(destination.url);
}
