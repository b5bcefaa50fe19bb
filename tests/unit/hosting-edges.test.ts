// Hosting rules at the edges: the sitemap as a search engine parses it, the CSP a page carries in
// its own meta tag, and the root page's header block.
import { describe, expect, it } from 'vitest';
import {
  buildHeadersFile,
  headerRules,
  metaContentSecurityPolicy,
  type HostingOptions,
} from '../../src/lib/hosting';
import { buildSitemap } from '../../src/lib/hosting/seo';

const options: HostingOptions = {
  apiOrigin: null,
  pricingFrameOrigins: ['https://www.example'],
  electronParentOrigin: 'http://localhost:4321',
};

describe('sitemap', () => {
  it('is an XML urlset document, one element per line', () => {
    const lines = buildSitemap('https://account.example').split('\n');
    expect(lines[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
    expect(lines[1]).toBe(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(lines.at(-2)).toBe('</urlset>');
    expect(lines.at(-1)).toBe('');
    expect(lines[2]).toBe('  <url>');
    expect(lines[3]).toMatch(/^ {4}<loc>https:\/\/account\.example\/[^<]*<\/loc>$/);
    expect(lines[4]).toMatch(/^ {4}<xhtml:link rel="alternate" hreflang="en" href="[^"]+"\/>$/);
    expect(lines.filter((l: string) => l === '  <url>').length).toBe(
      lines.filter((l: string) => l === '  </url>').length,
    );
  });
});

describe('content security policy', () => {
  it('is the same list in the meta tag as in the header, without frame-ancestors', () => {
    const page = { path: '/fr/signin', scriptHashes: ['sha256-abc='] };
    const meta = metaContentSecurityPolicy(page, options);
    expect(meta.split('; ')[0]).toBe("default-src 'self'");
    expect(meta).toContain(
      "script-src 'self' 'sha256-abc=' https://accounts.google.com/gsi/client",
    );
    const header = headerRules([page], options)
      .find((rule) => rule.pattern === '/:lang/signin')
      ?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1];
    expect(header).toContain(meta);
  });

  it('names no API origin when the API is on this site', () => {
    const meta = metaContentSecurityPolicy({ path: '/forgot-password', scriptHashes: [] }, options);
    expect(meta).toContain("connect-src 'self'; ");
    expect(meta).toContain("img-src 'self' data:; ");
    const split = metaContentSecurityPolicy(
      { path: '/forgot-password', scriptHashes: [] },
      { ...options, apiOrigin: 'https://api.example' },
    );
    expect(split).toContain("connect-src 'self' https://api.example");
  });
});

describe('transport security and violation reports', () => {
  const deployed: HostingOptions = {
    ...options,
    hsts: true,
    cspReportUrl: 'https://account.example/api/csp-report',
  };
  const header = (opts: HostingOptions, pattern: string, name: string) =>
    headerRules([], opts)
      .find((rule) => rule.pattern === pattern)
      ?.headers.find(([n]) => n === name)?.[1];

  it('sends HSTS on every path of an https build, never on a local one', () => {
    expect(header(deployed, '/*', 'Strict-Transport-Security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(header(options, '/*', 'Strict-Transport-Security')).toBeUndefined();
  });

  it('reports CSP violations to the API: report-to for current browsers, report-uri for older', () => {
    expect(header(deployed, '/*', 'Reporting-Endpoints')).toBe(
      'csp="https://account.example/api/csp-report"',
    );
    const policy = header(deployed, '/:lang/signin', 'Content-Security-Policy')!;
    expect(policy).toMatch(
      /; frame-ancestors [^;]+; report-uri https:\/\/account\.example\/api\/csp-report; report-to csp$/,
    );
    // A meta policy cannot report (browsers ignore report-uri there).
    const meta = metaContentSecurityPolicy({ path: '/signin', scriptHashes: [] }, deployed);
    expect(meta).not.toContain('report');
  });
});

describe('headers', () => {
  it('gives the root page one block for / only', () => {
    const headers = buildHeadersFile(headerRules([{ path: '/', scriptHashes: [] }], options));
    expect(headers).toMatch(/\n\/\n {2}Content-Security-Policy: /);
    expect(headers).not.toMatch(/\n\/\/\n/);
  });
});
