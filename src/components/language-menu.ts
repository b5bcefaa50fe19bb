// The menu of LanguageSelector.astro, loaded by language-selector.ts on its first use: open/close
// (outside click, Escape, selection), arrow keys, and links that keep the current path, query
// string and hash. Drafts of forms live in sessionStorage (lib/stores/drafts), so what the user
// typed is restored on the new page.
import { isLanguage, localizePath, type Language } from '../lib/i18n/languages';
import { chooseLanguage } from '../lib/stores/language';

/**
 * The same page in another language, keeping query and hash, but not `?language=`: it would
 * switch the page straight back (the boot script applies it), so the choice made here wins.
 */
function languageSwitchHref(
  { pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>,
  code: Language,
): string {
  const query = new URLSearchParams(search);
  query.delete('language');
  const rest = query.toString();
  return localizePath(pathname, code) + (rest ? `?${rest}` : '') + hash;
}

/**
 * Wires the menu of one selector root element; returns what a click on its button does (the click
 * that loaded this module has yet to be answered).
 */
export function setupLanguageMenu(root: HTMLElement, button: HTMLButtonElement): () => void {
  const menu = root.querySelector<HTMLElement>('[data-lang-menu]');
  const links = [...(menu?.querySelectorAll<HTMLAnchorElement>('a[data-lang]') ?? [])];

  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean, focusButton = false) => {
    // Closed: hidden while scripts run (`js:hidden`); without scripts the links always show.
    menu?.classList.toggle('js:hidden', !open);
    button.setAttribute('aria-expanded', String(open));
    if (!open && focusButton) button.focus();
  };

  const refreshLinks = () => {
    for (const link of links) {
      const code = link.dataset.lang;
      if (isLanguage(code)) link.href = languageSwitchHref(location, code);
    }
  };

  const toggle = () => {
    const open = !isOpen();
    refreshLinks();
    setOpen(open);
    if (open) (links.find((l) => l.getAttribute('aria-current')) ?? links[0])?.focus();
  };
  button.addEventListener('click', toggle);

  for (const link of links) {
    link.addEventListener('click', () => {
      const code = link.dataset.lang;
      if (isLanguage(code)) chooseLanguage(code);
      refreshLinks();
      setOpen(false);
    });
  }

  root.addEventListener('keydown', (event) => {
    if (!isOpen()) return;
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false, true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      links[(index + step + links.length) % links.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? links[0] : links[links.length - 1])?.focus();
    }
  });

  document.addEventListener('click', (event) => {
    if (isOpen() && !root.contains(event.target as Node)) setOpen(false);
  });
  root.addEventListener('focusout', (event) => {
    if (isOpen() && !root.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  return toggle;
}
