import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIST, distPages, inlineScripts, requireDist } from './support/dist';

let headers = '';
let redirects = '';

beforeAll(() => {
  requireDist();
  headers = readFileSync(join(DIST, '_headers'), 'utf8');
  redirects = readFileSync(join(DIST, '_redirects'), 'utf8');
});

/** The header lines of the block for an exact pattern. */
function block(pattern: string): string[] {
  const lines = headers.split('\n');
  const start = lines.indexOf(pattern);
  if (start === -1) return [];
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('  ')) break;
    out.push(line.trim());
  }
  return out;
}

describe('generated hosting rules', () => {
  it('give every page a CSP whose hashes cover exactly its inline scripts', () => {
    const pages = distPages().filter((p) => !/\/404(\.html)?$/.test(p.path));
    expect(pages.length).toBeGreaterThan(100);
    for (const page of pages) {
      const csp = block(page.path).find((l) => l.startsWith('Content-Security-Policy:'));
      expect(csp, page.path).toBeDefined();
      for (const script of inlineScripts(page.html)) {
        const hash = createHash('sha256').update(script, 'utf8').digest('base64');
        expect(csp, `${page.path} inline script`).toContain(`'sha256-${hash}'`);
      }
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  it('let only the electron shell frame its sign-in path and marketing frame /pricing', () => {
    const frame = (path: string) =>
      block(path)
        .find((l) => l.startsWith('Content-Security-Policy:'))
        ?.match(/frame-ancestors ([^;]+)/)?.[1];
    const electron = frame('/redirect');
    expect(electron).toMatch(/^https?:\/\/[^ ]+$/);
    expect(frame('/signin')).toBe(electron);
    expect(frame('/fr/reset-password/*')).toBe(electron);
    expect(frame('/onboarding/step3')).toBe(electron);
    expect(frame('/subscribe')).toBe("'none'");
    expect(frame('/de/invitation/*')).toBe("'none'");
    expect(frame('/pricing')).toMatch(/^'self' https?:\/\//);
    expect(frame('/it/pricing')).toMatch(/^'self' https?:\/\//);
    expect(frame('/redirect')).not.toBe("'none'");
  });

  it('serve token routes from one shell per language and translated 404 pages', () => {
    expect(redirects).toContain('/reset-password/*  /reset-password/  200');
    expect(redirects).toContain('/es/invite-super-admin/*  /es/invite-super-admin/  200');
    for (const target of ['/404.html', '/fr/404/index.html', '/de/404/index.html']) {
      expect(readFileSync(join(DIST, target), 'utf8')).toContain('<html');
    }
  });
});
