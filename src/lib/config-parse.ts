// Parsing and validation of the PUBLIC_* build environment. Every value has a working local
// default; an invalid value throws with the variable's name, so a misconfigured build fails loudly.
// Runs at build time (astro.config.mjs) and in tests; browsers get the parsed result (config.ts).
import { DEFAULT_BRAND_NAME, type ConfigEnvVar } from './config-vars';
import { stripTrailingSlash } from './routes';

interface ExternalLinks {
  /** Page where users download the mobile and desktop apps. */
  getApp: string;
  addToSonos: string;
  addToLoxone: string;
  terms: string;
  privacy: string;
  contact: string;
}

export interface Config {
  /** Base of the account API without trailing slash: an absolute http(s) URL or a same-origin path. */
  apiUrl: string;
  clientId: string;
  clientIdHeader: string;
  googleClientId: string;
  googleScriptUrl: string;
  /** Deep-link prefix of the ios/android apps, e.g. `musicbusiness://` (may include a path). */
  appScheme: string;
  loxoneCallbackUrl: string;
  /** The only origin tokens are posted to when the site runs inside the electron app. */
  electronParentOrigin: string;
  /** Hosts a `redirectUrl` may point to (besides the site's own origin); `*.host` allows subdomains. */
  redirectAllowlist: readonly string[];
  /** Origins allowed to embed /pricing in a frame. */
  pricingFrameOrigins: readonly string[];
  /** Origins of the payment provider's checkout page shown in the /subscribe frame (besides the API). */
  checkoutFrameOrigins: readonly string[];
  /**
   * Public origin of this site for canonical links (no trailing slash); null in a local build,
   * whose links stay relative.
   */
  siteUrl: string | null;
  /** Origin of the account web that hosts /subscribe (purchase links); '' for this site itself. */
  accountUrl: string;
  /** Web app opened after a web sign-in without platform; null means the get-app page. */
  webAppUrl: string | null;
  links: ExternalLinks;
  brandName: string;
  /** Where security issues are reported (security.txt `Contact`): a mailto: or https URL. */
  securityContact: string;
  /** The API has the reference API's passkey endpoints: false hides every passkey control. */
  passkeys: boolean;
}

// Exported for the config tests: they tell a refused value (this class) from a crash in the parser.
/** Thrown when an environment variable holds an unusable value. */
export class ConfigError extends Error {
  constructor(
    readonly variable: ConfigEnvVar,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const SCHEME_PREFIX = /^[a-z][a-z0-9+.-]*:\/\/\S*$/i;
const HOST_ENTRY =
  /^(\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;

function read(env: Env, name: ConfigEnvVar, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function httpUrl(env: Env, name: ConfigEnvVar, fallback: string): string {
  const value = read(env, name, fallback);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must use http or https, got "${value}"`);
  }
  if (url.username || url.password) {
    throw new ConfigError(name, 'must not contain credentials');
  }
  return value;
}

/**
 * Where a local build's desktop app shell is assumed (a deployed build names its own): this
 * machine, on the port the local servers use (PORT, default 4321).
 */
function localOrigin(env: Env): string {
  const port = env.PORT?.trim();
  return `http://localhost:${port && /^\d{1,5}$/.test(port) ? port : '4321'}`;
}

/** An origin variable, or `fallback` as it is when the variable is unset ('' for "this site"). */
function readOrigin(env: Env, name: ConfigEnvVar, fallback: string): string {
  const value = read(env, name, '');
  return value ? origin(name, value) : fallback;
}

/** An http(s) origin such as `https://example.com` (no path, query or hash). */
function origin(name: ConfigEnvVar, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `must be an origin like https://example.com, got "${value}"`);
  }
  const normalized = stripTrailingSlash(value);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== normalized) {
    throw new ConfigError(name, `must be an origin like https://example.com, got "${value}"`);
  }
  return url.origin;
}

function list(env: Env, name: ConfigEnvVar): string[] {
  return read(env, name, '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function apiUrl(env: Env): string {
  const value = read(env, 'PUBLIC_API_URL', '/api');
  // A same-origin path is the local default; protocol-relative `//host` is refused as ambiguous.
  if (value.startsWith('/') && !value.startsWith('//')) return stripTrailingSlash(value);
  return stripTrailingSlash(httpUrl(env, 'PUBLIC_API_URL', value));
}

/** Builds and validates the configuration from an environment map; throws ConfigError. */
export function parseConfig(env: Env): Config {
  // Without PUBLIC_SITE_URL (a local build) same-origin links stay relative, so the site works on
  // whatever port serves it; a deployable build must set it (astro.config.mjs checks).
  const configuredSite = read(env, 'PUBLIC_SITE_URL', '');
  const siteUrl = configuredSite ? origin('PUBLIC_SITE_URL', configuredSite) : null;
  const clientIdHeader = read(env, 'PUBLIC_CLIENT_ID_HEADER', 'X-Client-Id');
  if (!HEADER_NAME.test(clientIdHeader)) {
    throw new ConfigError(
      'PUBLIC_CLIENT_ID_HEADER',
      `is not a valid header name: "${clientIdHeader}"`,
    );
  }
  const appScheme = read(env, 'PUBLIC_APP_SCHEME', 'musicbusiness://');
  if (!SCHEME_PREFIX.test(appScheme) || /^(https?|javascript|data|file):/i.test(appScheme)) {
    throw new ConfigError('PUBLIC_APP_SCHEME', `must look like "myapp://", got "${appScheme}"`);
  }
  const redirectAllowlist = list(env, 'PUBLIC_REDIRECT_ALLOWLIST').map((host) =>
    host.toLowerCase(),
  );
  for (const host of redirectAllowlist) {
    if (!HOST_ENTRY.test(host)) {
      throw new ConfigError('PUBLIC_REDIRECT_ALLOWLIST', `has an invalid host "${host}"`);
    }
  }
  const electronParent = read(env, 'PUBLIC_ELECTRON_PARENT_ORIGIN', siteUrl ?? localOrigin(env));
  const webAppUrl = read(env, 'PUBLIC_WEB_APP_URL', '');
  const brandName = read(env, 'PUBLIC_BRAND_NAME', DEFAULT_BRAND_NAME);
  const marketing = 'https://www.tunebiz.example';

  return {
    apiUrl: apiUrl(env),
    clientId: read(env, 'PUBLIC_CLIENT_ID', 'account-web'),
    clientIdHeader,
    googleClientId: read(env, 'PUBLIC_GOOGLE_CLIENT_ID', 'local-dev-google-client-id'),
    googleScriptUrl: httpUrl(
      env,
      'PUBLIC_GOOGLE_SCRIPT_URL',
      'https://accounts.google.com/gsi/client',
    ),
    appScheme,
    loxoneCallbackUrl: httpUrl(
      env,
      'PUBLIC_LOXONE_CALLBACK_URL',
      'https://cloud.tunebiz.example/loxone/callback',
    ),
    electronParentOrigin: origin('PUBLIC_ELECTRON_PARENT_ORIGIN', electronParent),
    redirectAllowlist,
    // The marketing site embeds /pricing; campaigns on other origins are added by configuration.
    pricingFrameOrigins: read(env, 'PUBLIC_PRICING_FRAME_ORIGINS', marketing)
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean)
      .map((value) => origin('PUBLIC_PRICING_FRAME_ORIGINS', value)),
    checkoutFrameOrigins: list(env, 'PUBLIC_CHECKOUT_FRAME_ORIGINS').map((value) =>
      origin('PUBLIC_CHECKOUT_FRAME_ORIGINS', value),
    ),
    siteUrl,
    accountUrl: readOrigin(env, 'PUBLIC_ACCOUNT_URL', siteUrl ?? ''),
    webAppUrl: webAppUrl ? httpUrl(env, 'PUBLIC_WEB_APP_URL', webAppUrl) : null,
    links: {
      getApp: httpUrl(env, 'PUBLIC_GET_APP_URL', `${marketing}/get-app`),
      addToSonos: httpUrl(env, 'PUBLIC_ADD_TO_SONOS_URL', `${marketing}/sonos`),
      addToLoxone: httpUrl(env, 'PUBLIC_ADD_TO_LOXONE_URL', `${marketing}/loxone`),
      terms: httpUrl(env, 'PUBLIC_TERMS_URL', `${marketing}/terms`),
      privacy: httpUrl(env, 'PUBLIC_PRIVACY_URL', `${marketing}/privacy`),
      contact: httpUrl(env, 'PUBLIC_CONTACT_URL', `${marketing}/contact`),
    },
    brandName,
    securityContact: securityContact(env),
    passkeys: flag(env, 'PUBLIC_PASSKEYS', true),
  };
}

/** A switch: `1` or `0` (anything else is refused rather than guessed). */
function flag(env: Env, name: ConfigEnvVar, fallback: boolean): boolean {
  const value = read(env, name, fallback ? '1' : '0');
  if (value !== '1' && value !== '0') {
    throw new ConfigError(name, `must be 1 or 0, got "${value}"`);
  }
  return value === '1';
}

function securityContact(env: Env): string {
  const value = read(env, 'PUBLIC_SECURITY_CONTACT', 'mailto:security@tunebiz.example');
  if (/^mailto:[^@\s]+@[^@\s]+$/.test(value)) return value;
  if (value.startsWith('https://')) return httpUrl(env, 'PUBLIC_SECURITY_CONTACT', value);
  throw new ConfigError(
    'PUBLIC_SECURITY_CONTACT',
    `must be a mailto: address or an https URL, got "${value}"`,
  );
}

// Exported for vitest.config.ts and Playwright specs, which parse process.env as the build does.
/** Keeps only the string entries of an env object (import.meta.env also holds booleans). */
export function stringEnv(env: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}
