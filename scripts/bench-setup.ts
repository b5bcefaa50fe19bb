// What `npm run bench` measures around the browser: the bytes a page ships (gzip, as
// scripts/dist.ts reads a build), the SPA baseline and its server, and the signed-in account whose
// pages (onboarding, a live reset link) are measured.
import { readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createAdaptorServer } from '@hono/node-server';
import { StaticSite } from '../server/site/static';
import { isTokenData, pickTokenData } from '../src/lib/api/guards';
import type { TokenData } from '../src/lib/api/types';
import type { Bytes } from './bench-report';
import {
  distPage,
  fileText,
  inlineScripts,
  inlineStyles,
  loadedScripts,
  stylesheets,
} from './dist';

const gz = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
const sum = (texts: string[]): Bytes => ({
  raw: texts.reduce((n, t) => n + Buffer.byteLength(t), 0),
  gzip: texts.reduce((n, t) => n + gz(t), 0),
});

export function islandBytes(path: string) {
  const { html } = distPage(path);
  const js = (dynamic: boolean) =>
    sum([...loadedScripts(html, { dynamic }).map(fileText), ...inlineScripts(html)]);
  return {
    // The HTML without its inline CSS, which the CSS column counts.
    html: sum([html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')]),
    css: sum([...stylesheets(html).map(fileText), ...inlineStyles(html)]),
    js: js(false),
    jsWithLazy: js(true),
  };
}

export function spaBytes() {
  const dir = join('bench', 'spa-dist');
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const read = (url: string) => readFileSync(join(dir, url), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => read(m[1]!));
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) =>
    read(m[1]!),
  );
  return { html: sum([html]), css: sum(css), js: sum(scripts), jsWithLazy: sum(scripts) };
}

/**
 * Serves the SPA build the way the site is served (same static server, so the same compression),
 * every unknown path falling back to index.html.
 */
export async function serveSpa(): Promise<Server> {
  const dir = join('bench', 'spa-dist');
  writeFileSync(join(dir, '_redirects'), '/*  /index.html  200\n');
  const site = await StaticSite.load(dir);
  const server = createAdaptorServer({ fetch: (request) => site.handle(request) }) as Server;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The bench's account: its session, and a live password-reset link (a site path). */
export interface BenchAccount {
  tokens: TokenData;
  resetPath: string;
}

/**
 * A fresh onboarding-pending account of the reference API (dev tools), signed in, with a
 * password-reset link from its mailbox. Opening the link only checks it, so it stays live.
 */
export async function benchAccount(siteUrl: string): Promise<BenchAccount> {
  const account = {
    email: `bench.${Date.now()}@example.com`,
    password: 'bench-pass-1',
    firstName: 'Bench',
    lastName: 'Mark',
  };
  const created = await fetch(`${siteUrl}/api/dev/accounts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...account, state: 'confirmed' }),
  });
  if (created.status !== 201) throw new Error(`bench account: ${await created.text()}`);
  const answer = await fetch(`${siteUrl}/api/v1/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      username: account.email,
      password: account.password,
      client_id: 'account-web',
    }),
  });
  const body: unknown = await answer.json();
  if (!isTokenData(body)) throw new Error(`bench sign-in: ${JSON.stringify(body)}`);
  const requested = await fetch(`${siteUrl}/api/reset_password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email }),
  });
  if (requested.status !== 204) throw new Error(`bench reset: ${await requested.text()}`);
  const mails = (await (
    await fetch(`${siteUrl}/api/dev/mailbox.json?to=${encodeURIComponent(account.email)}`)
  ).json()) as { links: string[] }[];
  const link = mails.flatMap((mail) => mail.links).find((url) => url.includes('/reset-password/'));
  if (!link) throw new Error('bench reset: no link in the mailbox');
  const resetUrl = new URL(link, siteUrl);
  return { tokens: pickTokenData(body), resetPath: resetUrl.pathname + resetUrl.search };
}
