// robots.txt and sitemap.xml over the route table.
import { DEFAULT_LANGUAGE, LANGUAGES, localizePath, type Language } from '../i18n/languages';
import { ROUTE_RECORDS } from '../routes';

/** robots.txt: everything may be crawled (noindex pages say so themselves); the sitemap when known. */
export function buildRobots(siteUrl: string | null): string {
  const sitemap = siteUrl ? `\nSitemap: ${siteUrl}/sitemap.xml` : '';
  return `User-agent: *\nAllow: /${sitemap}\n`;
}

/** sitemap.xml: the indexable pages in every language, each with its hreflang alternates. */
export function buildSitemap(siteUrl: string): string {
  const url = (route: string, code: Language) => `${siteUrl}${localizePath(route, code)}`;
  const indexable = ROUTE_RECORDS.filter((r) => r.indexable).map((r) => r.path);
  const entries = indexable.flatMap((route) =>
    LANGUAGES.map(({ code }) => {
      const alternates = [
        ...LANGUAGES.map((l) => [l.code, url(route, l.code)] as const),
        ['x-default', url(route, DEFAULT_LANGUAGE)] as const,
      ]
        .map(
          ([hreflang, href]) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
        )
        .join('\n');
      return `  <url>\n    <loc>${url(route, code)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** How long a security.txt stays valid after the build (RFC 9116 asks for less than a year). */
const SECURITY_TXT_DAYS = 360;

/** `/.well-known/security.txt` (RFC 9116): where to report a vulnerability, until when. */
export function buildSecurityTxt(contact: string, siteUrl: string | null, built: Date): string {
  const expires = new Date(built.getTime() + SECURITY_TXT_DAYS * 24 * 60 * 60 * 1000);
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Preferred-Languages: ${LANGUAGES.map((l) => l.code).join(', ')}`,
    ...(siteUrl ? [`Canonical: ${siteUrl}/.well-known/security.txt`] : []),
    '',
  ].join('\n');
}
