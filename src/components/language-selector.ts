// The language selector's button (LanguageSelector.astro), started by the page script. The menu's
// behaviour (language-menu.ts: keys, outside clicks, links that keep path, query and hash) is
// needed only once someone opens it: it loads when the pointer or the focus reaches the selector,
// or at the latest on the click, which it then answers. Not with the page (about 0.4 KB gzip).
import { lazyModule } from '../lib/lazy';

const menu = lazyModule(() => import('./language-menu'));

/** Enables the button of one selector root element (rendered disabled: it works from now on). */
export function setupLanguageSelector(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('[data-lang-button]');
  if (!button) return;
  button.disabled = false;
  root.addEventListener('pointerover', menu.preload, { once: true });
  root.addEventListener('focusin', menu.preload, { once: true });
  const firstClick = () => {
    button.removeEventListener('click', firstClick);
    menu.load().then(
      (m) => m.setupLanguageMenu(root, button)(),
      // Not loaded (offline, a deploy replaced it): the next click tries again.
      () => button.addEventListener('click', firstClick),
    );
  };
  button.addEventListener('click', firstClick);
}
