// With scripts off, a page whose form or check runs in its island says so, in its language
// (components/NoScriptNotice.astro); pages whose island only adds to what the HTML already shows
// stay quiet.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/lib/i18n';
import { LANGUAGE_CODES, localizePath } from '../../src/lib/i18n/languages';
import { ROUTE_TABLE, type RouteName } from '../../src/lib/routes';
import { distPages, requireDist, type DistPage } from '../../scripts/dist';

let pages: Map<string, DistPage>;
beforeAll(() => {
  requireDist();
  pages = new Map(distPages().map((page) => [page.path, page]));
});
const htmlOf = (name: RouteName, lang: (typeof LANGUAGE_CODES)[number]) =>
  pages.get(localizePath(ROUTE_TABLE[name].path, lang))!.html;

/** Islands that add to a page readable as it is: the address an email went to, a link on. */
const READABLE_WITHOUT_SCRIPTS: readonly RouteName[] = [
  'newPassword',
  'successPassword',
  'passwordResetDone',
  'invitationAccepted',
];

const needsScripts = (Object.keys(ROUTE_TABLE) as RouteName[]).filter(
  (name) => ROUTE_TABLE[name].island !== null && !READABLE_WITHOUT_SCRIPTS.includes(name),
);

describe.each(LANGUAGE_CODES)('the no-script notice (%s)', (lang) => {
  const notice = createTranslator(lang)('common.noscript');
  const noscriptText = (html: string) =>
    [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map((m) =>
      m[1]!.replace(/<[^>]+>/g, '').trim(),
    );

  it.each(needsScripts)('is on %s', (name) => {
    expect(noscriptText(htmlOf(name, lang))).toContain(notice);
  });

  it.each(READABLE_WITHOUT_SCRIPTS)('is not on %s', (name) => {
    expect(noscriptText(htmlOf(name, lang))).not.toContain(notice);
  });
});
