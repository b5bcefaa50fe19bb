// The policies the build's hosting rules give its pages, as the local server applies them (the
// hosting-<host> tests check that every host applies the same).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIST, distPages, inlineScripts, requireDist } from '../../scripts/dist';
import { localAnswer } from './support/hosting';

beforeAll(() => requireDist());

const sha256 = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

const policy = async (path: string) =>
  (await localAnswer(path)).headers['content-security-policy'] ?? '';

describe('generated hosting rules', () => {
  it('give every page a CSP allowing its inline scripts; its meta tag allows exactly those', async () => {
    const pages = distPages().filter((p) => !/(^|\/)404$/.test(p.path));
    expect(pages.length).toBeGreaterThan(100);
    for (const page of pages) {
      const csp = await policy(page.path);
      const own = inlineScripts(page.html).map(sha256);
      for (const hash of own) expect(csp, `${page.path} inline script`).toContain(hash);
      expect(csp).not.toContain('unsafe-eval');
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(page.html);
      const metaHashes = meta![1]!.replace(/&quot;/g, '"').match(/'sha256-[^']+'/g) ?? [];
      expect(metaHashes.sort(), page.path).toEqual([...new Set(own)].sort());
    }
  });

  it('let only the electron shell frame its sign-in path and marketing frame /pricing', async () => {
    const frame = async (path: string) => /frame-ancestors ([^;]+)/.exec(await policy(path))?.[1];
    const electron = await frame('/redirect');
    expect(electron).toMatch(/^https?:\/\/[^ ]+$/);
    expect(await frame('/signin')).toBe(electron);
    expect(await frame('/fr/reset-password/ann%40shop.example/tok')).toBe(electron);
    expect(await frame('/onboarding/step3')).toBe(electron);
    expect(await frame('/subscribe')).toBe("'none'");
    expect(await frame('/de/invitation/CODE')).toBe("'none'");
    expect(await frame('/signin-sonos')).toBe("'none'");
    expect(await frame('/pricing')).toMatch(/^'self' https?:\/\//);
    expect(await frame('/it/pricing/')).toMatch(/^'self' https?:\/\//);
  });

  it('publish /.well-known/security.txt with the configured contact, valid today', async () => {
    const answer = await localAnswer('/.well-known/security.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.body).toMatch(/^Contact: mailto:security@tunebiz\.example$/m);
    const expires = /^Expires: (.+)$/m.exec(answer.body)?.[1];
    expect(new Date(expires!).getTime()).toBeGreaterThan(Date.now());
  });

  it('publish /.well-known/passkey-endpoints as JSON naming /passkeys to enroll and manage', async () => {
    const answer = await localAnswer('/.well-known/passkey-endpoints');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({ enroll: '/passkeys', manage: '/passkeys' });
  });

  it('send /.well-known/change-password to the page that resets a password', async () => {
    const answer = await localAnswer('/.well-known/change-password');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/forgot-password');
  });

  it('put each translated 404 page where hosts look for it', () => {
    for (const target of ['404.html', 'fr/404.html', 'de/404.html', 'es/404.html', 'it/404.html']) {
      expect(readFileSync(join(DIST, target), 'utf8')).toContain('<html');
    }
    expect(existsSync(join(DIST, 'fr/404'))).toBe(false);
    expect(readFileSync(join(DIST, 'de/404.html'), 'utf8')).toContain('lang="de"');
  });
});
