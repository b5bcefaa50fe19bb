// Return URLs after sign-in: where /redirect sends the user per source platform, how tokens are
// appended, and which `redirectUrl` values may be followed at all (allowlist, same origin).
//
// Without a platform (a plain web sign-in) the target is the configured web app
// (PUBLIC_WEB_APP_URL, tokens appended: it is our own app) or, when none is configured, the get-app
// page, which is a public marketing page and therefore never receives tokens.

import type { TokenData } from './api/types';
import { config } from './config';
import type { Platform } from './stores/session';

/** What decides whether a redirectUrl may be followed. */
export interface RedirectPolicy {
  /** Hosts (`host` or `host:port`, `*.domain` for subdomains) a redirect may point to. */
  allowedHosts: readonly string[];
  /** Origin of the page (same-origin targets are always allowed); null outside a browser. */
  currentOrigin: string | null;
}

/** The policy of this site: configured allowlist plus the page's own origin. */
export function defaultRedirectPolicy(): RedirectPolicy {
  return {
    allowedHosts: config.redirectAllowlist,
    currentOrigin: typeof location !== 'undefined' ? location.origin : null,
  };
}

function hostAllowed(url: URL, allowedHosts: readonly string[]): boolean {
  const hostname = url.hostname.toLowerCase();
  const host = url.host.toLowerCase();
  return allowedHosts.some((entry) => {
    const allowed = entry.toLowerCase();
    if (allowed.startsWith('*.')) return hostname.endsWith(allowed.slice(1));
    return allowed.includes(':') ? host === allowed : hostname === allowed;
  });
}

/**
 * The redirectUrl as an absolute URL when it is safe to follow: http(s), no credentials, and
 * same-origin or on the allowlist. Anything else (javascript:, data:, `//host`, backslash tricks,
 * unknown hosts, garbage) gives null.
 */
export function safeRedirectUrl(
  raw: string | null | undefined,
  policy: RedirectPolicy = defaultRedirectPolicy(),
): string | null {
  const value = raw?.trim();
  // Backslashes and control characters are how parsers get confused into another host.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (!value || /[\\\u0000-\u001f\u007f]/.test(value) || value.startsWith('//')) return null;
  let url: URL;
  try {
    url =
      value.startsWith('/') && policy.currentOrigin
        ? new URL(value, policy.currentOrigin)
        : new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  // A path with `//` in it is how a same-origin URL gets re-read as another host later on (a
  // language switch rebuilding `/fr//evil.example/`): the followed URL never keeps one.
  url.pathname = url.pathname.replace(/\/{2,}/g, '/');
  // Stryker disable next-line ConditionalExpression: an http(s) URL's origin is never null; the check is for the type.
  const sameOrigin = policy.currentOrigin !== null && url.origin === policy.currentOrigin;
  return sameOrigin || hostAllowed(url, policy.allowedHosts) ? url.href : null;
}

/** Appends query parameters to a URL (http(s) or an app deep link), keeping any #fragment last. */
export function appendQueryParams(url: string, params: Readonly<Record<string, string>>): string {
  const query = new URLSearchParams(params).toString();
  if (query === '') return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${query}${hash}`;
}

/** The four token fields as query parameters (token, refreshToken, expiresAt, refreshTokenExpiresAt). */
function tokenQueryParams(tokens: TokenData): Record<string, string> {
  return {
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    expiresAt: tokens.expiresAt,
    refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
  };
}

/** The configuration the return targets are built from. */
interface ReturnConfig {
  appScheme: string;
  loxoneCallbackUrl: string;
  electronParentOrigin: string;
  webAppUrl: string | null;
  getAppUrl: string;
}

/** The return configuration of this build. */
function defaultReturnConfig(): ReturnConfig {
  return {
    appScheme: config.appScheme,
    loxoneCallbackUrl: config.loxoneCallbackUrl,
    electronParentOrigin: config.electronParentOrigin,
    webAppUrl: config.webAppUrl,
    getAppUrl: config.links.getApp,
  };
}

/**
 * The address that returns to the app the user came from, without tokens (also used by the
 * password-reset-done screen): the deep link (with redirectId) for ios/android, the cloud callback
 * for loxone; null for electron and the web.
 */
export function appReturnUrl(
  platform: Platform | null,
  redirectId: string | null,
  cfg: ReturnConfig = defaultReturnConfig(),
): string | null {
  if (platform === 'ios' || platform === 'android') {
    return redirectId ? appendQueryParams(cfg.appScheme, { redirectId }) : cfg.appScheme;
  }
  if (platform === 'loxone') return cfg.loxoneCallbackUrl;
  return null;
}

/** The JSON message the electron shell expects: the four token fields and the redirectId. */
function electronTokenMessage(tokens: TokenData, redirectId: string | null): string {
  return JSON.stringify({ ...tokenQueryParams(tokens), redirectId });
}

/** Where /redirect sends the session: a URL to open, or a message for the electron parent window. */
export type ReturnTarget =
  { kind: 'url'; url: string } | { kind: 'postMessage'; targetOrigin: string; message: string };

/** The /redirect target for a platform, tokens included (see the file comment for the web case). */
export function buildReturnTarget(
  input: { platform: Platform | null; redirectId: string | null; tokens: TokenData },
  cfg: ReturnConfig = defaultReturnConfig(),
): ReturnTarget {
  const { platform, redirectId, tokens } = input;
  if (platform === 'electron') {
    return {
      kind: 'postMessage',
      targetOrigin: cfg.electronParentOrigin,
      message: electronTokenMessage(tokens, redirectId),
    };
  }
  const appUrl = appReturnUrl(platform, redirectId, cfg) ?? cfg.webAppUrl;
  if (appUrl) return { kind: 'url', url: appendQueryParams(appUrl, tokenQueryParams(tokens)) };
  return { kind: 'url', url: cfg.getAppUrl };
}

/** The part of a window that receives messages (window.parent in the electron shell). */
interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/**
 * Posts the tokens and redirectId as JSON to the electron parent window, addressed to the
 * configured parent origin only (never '*'). Returns false when nothing was posted.
 */
export function postTokensToParent(
  target: MessageTarget | null | undefined,
  tokens: TokenData,
  redirectId: string | null,
  parentOrigin: string = config.electronParentOrigin,
): boolean {
  if (!target || !parentOrigin || parentOrigin === '*') return false;
  target.postMessage(electronTokenMessage(tokens, redirectId), parentOrigin);
  return true;
}
