// What every page's frontmatter starts with, from its record in the route table: the language of
// the `[...lang]` parameter, its translator, its title and its links in that language. Build time
// only (it runs i18next): islands get the strings and links they need as props.
import { createTranslator, type TranslationKey } from './i18n';
import { localizePath, type Language } from './i18n/languages';
import { languageFromParam } from './i18n/paths';
import { ROUTE_TABLE, type RouteName } from './routes';

export interface PageContext {
  readonly lang: Language;
  readonly t: ReturnType<typeof createTranslator>;
  /** The route's path without language prefix (`/signin`). */
  readonly route: string;
  /** The page title in the page's language (the layout appends the brand). */
  readonly title: string;
  /** A route's path in the page's language (`link('signin')` on a French page is `/fr/signin`). */
  readonly link: (name: RouteName) => string;
  readonly layout: (typeof ROUTE_TABLE)[RouteName]['layout'];
  readonly languageSelector: boolean;
  /** The page hydrates an island. */
  readonly interactive: boolean;
}

// Every title in the route table is a translation key: a misspelled one fails the typecheck here.
type Title = (typeof ROUTE_TABLE)[RouteName]['title'];
const titleKey = (title: Title): TranslationKey => title;

/** The context of a `src/pages/[...lang]/` page for its route (`pageContext(Astro, 'signin')`). */
export function pageContext(
  astro: { params: Record<string, string | undefined> },
  name: RouteName,
): PageContext {
  const lang = languageFromParam(astro.params.lang);
  const t = createTranslator(lang);
  const record = ROUTE_TABLE[name];
  return {
    lang,
    t,
    route: record.path,
    title: t(titleKey(record.title)),
    link: (target) => localizePath(ROUTE_TABLE[target].path, lang),
    layout: record.layout,
    languageSelector: !('noLanguageSelector' in record),
    interactive: record.island !== null,
  };
}
