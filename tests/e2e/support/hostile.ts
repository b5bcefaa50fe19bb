// Watchers for hostile-input tests: no script injected by a payload ever runs (no dialog, no
// `window.__pwned` probe set), and no token is sent to a host other than the site's own.
import { expect, type Locator, type Page } from '@playwright/test';
import { text, type Language } from './i18n';

/** Payloads that set `window.__pwned` if the page ever runs them as markup or script. */
export const XSS = {
  img: '<img src=x onerror="window.__pwned=1">',
  script: '<script>window.__pwned=1</script>',
  svg: '"><svg onload=alert(1)>',
} as const;

/** Starts recording dialogs and request URLs; `expectSafe()` checks nothing ran and nothing leaked. */
export function watchPage(page: Page, baseURL: string | undefined) {
  const dialogs: string[] = [];
  const requests: string[] = [];
  const own = new URL(baseURL ?? 'http://localhost').host;
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss().catch(() => {
      // The dialog may already be gone (the page navigated): nothing left to dismiss.
    });
  });
  page.on('request', (request) => requests.push(request.url()));
  return {
    dialogs,
    requests,
    /** Requests to another host whose URL carries a token. */
    leaks: () =>
      requests.filter((url) => {
        const parsed = URL.canParse(url) ? new URL(url) : null;
        return parsed?.protocol.startsWith('http') && parsed.host !== own && /token=/i.test(url);
      }),
    async expectSafe() {
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(this.leaks()).toEqual([]);
    },
  };
}

/** The error boundary's panel title, in a language. */
export function boundaryTitle(page: Page, lang: Language) {
  return page.getByRole('heading', { name: text(lang, 'common.boundary.title') });
}

/**
 * True when the focused element shows a focus indicator (outline or box-shadow), on itself or on
 * the label it is stretched over (tiles and pills draw the ring on the label, via :has()).
 */
export async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const ringed = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    return ringed(el) || ringed(el.closest('label'));
  });
}

/** Presses Tab (or Shift+Tab) until the locator's element has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let i = 0; i <= max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `Tab never reached ${target.toString()} (focus: ${await focusedDescription(page)})`,
  );
}

/** Accessible name-ish description of the focused element, for debugging a keyboard walk. */
export async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return 'none';
    const label =
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent.trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}[${el.getAttribute('type') ?? el.getAttribute('role') ?? ''}] ${label}`;
  });
}
