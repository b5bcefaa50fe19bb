/** Every setting the reference API reads from the environment, parsed once and typed. */
export interface Config {
  dataDir: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  resetTokenTtlSeconds: number;
  verifyTokenTtlSeconds: number;
  trialDays: number;
  clientIds: string[];
  rateLimitPerUsername: number;
  rateLimitPerIp: number;
  rateLimitWindowSeconds: number;
  /** Behind one trusted reverse proxy: the client is the right-most X-Forwarded-For address. */
  trustProxy: boolean;
  /** NODE_ENV=production: no dev tools, no demo data, SITE_URL required. */
  production: boolean;
  /** /api/dev/* and the local Google key: opt-in (DEV_TOOLS=1), refused in production. */
  devTools: boolean;
  googleClientId: string;
  /** Remote JWKS for Google credentials; in development the local dev key is trusted as well. */
  googleJwksUrl: string | undefined;
  /**
   * Origin of the site that email links point at: SITE_URL, never a request's Host header.
   * Required in production; locally it is the address the server listens on (set at start).
   */
  siteUrl: string;
  /** Public URL of this API (checkout page links): API_URL, else `${siteUrl}/api`. */
  apiUrl: string;
  corsOrigins: string[];
}

export type Env = Record<string, string | undefined>;

const GOOGLE_CERTS = 'https://www.googleapis.com/oauth2/v3/certs';

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got ${JSON.stringify(raw)}`);
  }
  return value;
}

function list(raw: string | undefined, fallback: string[]): string[] {
  const items = (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : fallback;
}

/** An absolute http(s) URL from a variable, without trailing slash. */
function absoluteUrl(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw new Error(`${name} must be an absolute http(s) URL, got ${JSON.stringify(raw)}`);
  }
  return raw.replace(/\/+$/, '');
}

/** The configuration of this environment; throws a one-line reason for any unsafe or bad value. */
export function loadConfig(env: Env): Config {
  const production = env.NODE_ENV === 'production';
  const devTools = env.DEV_TOOLS === '1';
  if (production && devTools) {
    throw new Error(
      'DEV_TOOLS=1 is refused with NODE_ENV=production: dev tools mint credentials and read every email.',
    );
  }
  const siteUrl = absoluteUrl(env, 'SITE_URL');
  if (production && !siteUrl) {
    throw new Error(
      'SITE_URL must be set with NODE_ENV=production: it is the only origin email links may point at.',
    );
  }
  const localSite = siteUrl ?? `http://localhost:${env.PORT || 4321}`;
  return {
    dataDir: env.DATA_DIR || '.data',
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600),
    resetTokenTtlSeconds: int(env, 'RESET_TOKEN_TTL_SECONDS', 3600),
    verifyTokenTtlSeconds: int(env, 'VERIFY_TOKEN_TTL_SECONDS', 7 * 24 * 3600),
    trialDays: 30,
    clientIds: list(env.CLIENT_IDS, ['account-web']),
    rateLimitPerUsername: int(env, 'RATE_LIMIT_PER_USERNAME', 10),
    rateLimitPerIp: int(env, 'RATE_LIMIT_PER_IP', 60),
    rateLimitWindowSeconds: int(env, 'RATE_LIMIT_WINDOW_SECONDS', 60),
    trustProxy: env.TRUST_PROXY === '1',
    production,
    devTools,
    googleClientId: env.GOOGLE_CLIENT_ID || 'local-dev-google-client-id',
    googleJwksUrl: env.GOOGLE_JWKS_URL || (production ? GOOGLE_CERTS : undefined),
    siteUrl: localSite,
    apiUrl: absoluteUrl(env, 'API_URL') ?? `${localSite}/api`,
    corsOrigins: list(env.CORS_ORIGINS, []),
  };
}
