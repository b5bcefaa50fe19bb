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
  /** Use the first X-Forwarded-For address as client IP (only behind a trusted proxy). */
  trustProxy: boolean;
  devTools: boolean;
  googleClientId: string;
  /** Remote JWKS for Google credentials; in development the local dev key is trusted as well. */
  googleJwksUrl: string | undefined;
  /** Origin of the site for email links; defaults to the origin the request came in on. */
  siteUrl: string | undefined;
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

export function loadConfig(env: Env): Config {
  const production = env.NODE_ENV === 'production';
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
    // Dev tools mint credentials and create accounts at will: never on in production.
    devTools: !production && env.DEV_TOOLS !== '0',
    googleClientId: env.GOOGLE_CLIENT_ID || 'local-dev-google-client-id',
    googleJwksUrl: env.GOOGLE_JWKS_URL || (production ? GOOGLE_CERTS : undefined),
    siteUrl: env.SITE_URL ? env.SITE_URL.replace(/\/+$/, '') : undefined,
    corsOrigins: list(env.CORS_ORIGINS, []),
  };
}
