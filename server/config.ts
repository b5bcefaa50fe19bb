import { isIP } from 'node:net';
import { hasPlaceholderHost } from '../src/lib/config-placeholders.ts';
import { DEFAULT_BRAND_NAME, PLACEHOLDER_OPT_IN } from '../src/lib/config-vars.ts';
import { DEFAULT_SCRYPT_LOG_N, type HashingOptions } from './crypto.ts';

/** Every setting the reference API reads from the environment, parsed once and typed. */
export interface Config {
  /** Where `npm start` serves the site and the API (PORT; 0: any free port). */
  port: number;
  /** Where `--api-only` serves the API alone (API_PORT; `npm run dev` sets it). */
  apiPort: number;
  /** The built site to serve (DIST_DIR), relative to the project unless absolute. */
  distDir: string;
  /** SKIP_BUILD=1: a local start serves dist/ as it is, never building it. */
  skipBuild: boolean;
  /** A new local database gets the demo accounts (SEED_DEMO, on unless `0`); never in production. */
  seedDemo: boolean;
  /** The embedded database's directory (DATA_DIR); unused with a database URL. */
  dataDir: string;
  /**
   * A PostgreSQL server (DATABASE_URL, postgres://…) instead of the embedded database: several
   * API instances may share it, and then share their rate-limit counters too.
   */
  databaseUrl: string | undefined;
  /** Flush the embedded database's log to disk after every write (DB_SYNC; on in production). */
  syncWrites: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  resetTokenTtlSeconds: number;
  verifyTokenTtlSeconds: number;
  trialDays: number;
  /** Days the outbox (dev mailbox) keeps an email. */
  mailRetentionDays: number;
  clientIds: string[];
  /** Every request limit (429 + Retry-After past one): see `RATE_LIMITS` below. */
  limits: Record<LimitName, Limit>;
  /** Password hashing: scrypt cost (log2 N) and how many hashes may run and wait at once. */
  hashing: HashingOptions;
  /**
   * Behind reverse proxies (TRUST_PROXY=1): a request from one of `trustedProxies` names its client
   * in X-Forwarded-For (the right-most address that is not itself a trusted proxy). A request from
   * anywhere else is its own client, whatever it sends.
   */
  trustProxy: boolean;
  /** The proxies' addresses and networks (TRUSTED_PROXIES, IPs or CIDRs; loopback by default). */
  trustedProxies: string[];
  /** The address the server listens on (HOST): loopback unless set. */
  host: string;
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
  /**
   * The product name in emails, never accepted as a password: PUBLIC_BRAND_NAME, the variable the
   * site build reads too.
   */
  brandName: string;
  mail: MailConfig;
  /** pino level of the JSON log (LOG_LEVEL): fatal, error, warn, info, debug, trace or silent. */
  logLevel: LogLevel;
  /** SIGTERM: how long requests in flight may take to finish before their connections close. */
  shutdownTimeoutMs: number;
  /** PostgreSQL: bounds on getting a connection and on one statement (a frozen server → 503). */
  database: { connectTimeoutMs: number; queryTimeoutMs: number };
  /** Who takes payments (CHECKOUT_PROVIDER): the local test page, or Chargebee. */
  checkout: CheckoutConfig;
  /**
   * WebAuthn's relying party as set (PASSKEY_RP_ID, PASSKEY_ORIGINS); null: derived from
   * `siteUrl` when a ceremony runs (server/passkeys.ts), since a local start sets it late.
   */
  passkeys: { rpId: string | null; origins: string[] | null };
}

/**
 * `local`: the API's own test checkout page, whose Pay button activates the plan with no payment
 * (`npm start`, tests; refused in production). `chargebee`: Chargebee hosted pages, a plan
 * activated only by a webhook confirmed with Chargebee's API (server/billing/chargebee.ts).
 */
export type CheckoutConfig =
  | { provider: 'local' }
  | {
      provider: 'chargebee';
      /** The Chargebee site (CHARGEBEE_SITE): `acme` for acme.chargebee.com. */
      site: string;
      /** A full-access API key (CHARGEBEE_API_KEY): server side only, never logged. */
      apiKey: string;
      /** Another API address (CHARGEBEE_API_URL): the tests' stand-in of Chargebee. */
      apiUrl: string | undefined;
      /** The Basic Auth credentials Chargebee's webhook settings send. */
      webhookUsername: string;
      webhookPassword: string;
      /** A call to Chargebee that takes longer fails (CHARGEBEE_TIMEOUT_MS). */
      timeoutMs: number;
    };

/** How emails leave the outbox. */
export interface MailConfig {
  /**
   * `smtp`: the API's worker sends the outbox over SMTP_URL. `outbox`: nothing sends; the dev
   * mailbox (locally) or another system of the operator's (MAIL_TRANSPORT=outbox) reads the table.
   */
  transport: 'smtp' | 'outbox';
  /** smtp:// or smtps://, possibly with credentials; SMTP_USER/SMTP_PASSWORD override them. */
  smtpUrl: string | undefined;
  smtpUser: string | undefined;
  smtpPassword: string | undefined;
  /** The From address (MAIL_FROM), default no-reply@ the host of SITE_URL. */
  from: string;
  /** Attempts before a mail is marked failed (MAIL_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** The first retry delay; each further one doubles, up to an hour (MAIL_RETRY_SECONDS). */
  retrySeconds: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Env = Record<string, string | undefined>;

/** At most `max` hits per `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * The limits, each with its variable and default. Sign-in is counted per account *and* address,
 * so guessing from one address never locks the owner out of another; a slower per-account limit
 * still caps a guesser who rotates addresses.
 */
const RATE_LIMITS = {
  /** Sign-in attempts (token and Sonos endpoints) from one address. */
  signInPerIp: ['RATE_LIMIT_PER_IP', 60, 'window'],
  /** Sign-in attempts for one account from one address. */
  signInPerAccountAndIp: ['RATE_LIMIT_PER_USERNAME', 10, 'window'],
  /** Sign-in attempts for one account from anywhere, per hour. */
  signInPerAccount: ['RATE_LIMIT_PER_ACCOUNT', 100, 3600],
  /** Registrations from one address, per hour. */
  registerPerIp: ['RATE_LIMIT_REGISTER_PER_IP', 20, 3600],
  /** Emails (verification, reset) to one address, per hour. */
  emailPerAddress: ['RATE_LIMIT_EMAIL_PER_ADDRESS', 5, 3600],
  /** Reset emails asked for from one address, per hour. */
  emailPerIp: ['RATE_LIMIT_EMAIL_PER_IP', 30, 3600],
  /** Invitation codes tried from one address. */
  invitePerIp: ['RATE_LIMIT_INVITE_PER_IP', 20, 'window'],
  /**
   * Refresh grants and revocations from one address. Their own count: every open tab refreshes
   * every 15 minutes, and those must not use up the sign-in limit (a refresh token is 256 random
   * bits, nothing to guess), so this one is higher and only stops floods.
   */
  refreshPerIp: ['RATE_LIMIT_REFRESH_PER_IP', 300, 'window'],
  /** CSP violation reports from one address (a page reports each violation once). */
  cspReportPerIp: ['RATE_LIMIT_CSP_REPORTS_PER_IP', 30, 'window'],
} as const satisfies Record<string, readonly [string, number, number | 'window']>;

export type LimitName = keyof typeof RATE_LIMITS;

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

/** A TCP port (0 to 65535; 0 lets the system pick one). */
function port(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d{1,5}$/.test(raw) || value > 65535) {
    throw new Error(`${name} must be a port number (0 to 65535), got ${JSON.stringify(raw)}.`);
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

function limitsFrom(env: Env): Record<LimitName, Limit> {
  const window = int(env, 'RATE_LIMIT_WINDOW_SECONDS', 60);
  const entries = Object.entries(RATE_LIMITS).map(([name, [variable, max, seconds]]) => [
    name,
    { max: int(env, variable, max), windowSeconds: seconds === 'window' ? window : seconds },
  ]);
  return Object.fromEntries(entries) as Record<LimitName, Limit>;
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

/** DATABASE_URL when set: a postgres:// or postgresql:// URL. */
function databaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return undefined;
  if (!URL.canParse(raw) || !/^postgres(ql)?:$/.test(new URL(raw).protocol)) {
    // Never echo the value: it usually holds a password.
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }
  return raw;
}

/** SMTP_URL when set: smtp:// or smtps://. */
function smtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return undefined;
  if (!URL.canParse(raw) || !/^smtps?:$/.test(new URL(raw).protocol)) {
    // Never echo the value: it may hold a password.
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL.');
  }
  return raw;
}

/** The mail settings; production refuses to start with no way for an email to leave. */
function mailFrom(env: Env, production: boolean, siteUrl: string): MailConfig {
  const url = smtpUrl(env);
  const chosen = env.MAIL_TRANSPORT?.trim() || (url ? 'smtp' : 'outbox');
  if (chosen !== 'smtp' && chosen !== 'outbox') {
    throw new Error(`MAIL_TRANSPORT must be smtp or outbox, got ${JSON.stringify(chosen)}.`);
  }
  if (chosen === 'smtp' && !url) {
    throw new Error('SMTP_URL must be set with MAIL_TRANSPORT=smtp: it is where emails are sent.');
  }
  if (production && chosen === 'outbox' && env.MAIL_TRANSPORT?.trim() !== 'outbox') {
    throw new Error(
      'SMTP_URL must be set with NODE_ENV=production (smtp://… or smtps://…), or MAIL_TRANSPORT=outbox when another system sends the outbox table: otherwise no email ever leaves.',
    );
  }
  const from = env.MAIL_FROM?.trim() || `no-reply@${new URL(siteUrl).hostname}`;
  if (!/^[^@\s]+@[^@\s]+$|<[^@\s<>]+@[^@\s<>]+>$/.test(from)) {
    throw new Error(`MAIL_FROM must be an email address, got ${JSON.stringify(from)}.`);
  }
  return {
    transport: chosen,
    smtpUrl: url,
    smtpUser: env.SMTP_USER || undefined,
    smtpPassword: env.SMTP_PASSWORD || undefined,
    from,
    maxAttempts: int(env, 'MAIL_MAX_ATTEMPTS', 10),
    retrySeconds: int(env, 'MAIL_RETRY_SECONDS', 30),
  };
}

/** Loopback, IPv4 and IPv6: a proxy on the same machine. */
const LOOPBACK_NETWORKS = ['127.0.0.0/8', '::1/128'];

/** TRUSTED_PROXIES: IPs or CIDRs (`10.0.0.5`, `10.0.0.0/8`, `fd00::/8`), loopback by default. */
function trustedProxies(env: Env): string[] {
  const entries = list(env.TRUSTED_PROXIES, LOOPBACK_NETWORKS);
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || rest.length > 0) {
      throw new Error(
        `TRUSTED_PROXIES must list IP addresses or networks (10.0.0.5, 10.0.0.0/8, fd00::/8), got ${JSON.stringify(entry)}.`,
      );
    }
  }
  return entries;
}

/** HOST: an IP address or a host name to listen on; 127.0.0.1 unless set. */
function host(env: Env): string {
  const raw = env.HOST?.trim() || '127.0.0.1';
  if (!isIP(raw) && !/^[a-z0-9.-]+$/i.test(raw)) {
    throw new Error(`HOST must be an IP address or a host name, got ${JSON.stringify(raw)}.`);
  }
  return raw;
}

function logLevel(env: Env): LogLevel {
  const raw = env.LOG_LEVEL?.trim() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new Error(
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(raw)}.`,
    );
  }
  return raw as LogLevel;
}

const CHARGEBEE_VARIABLES = [
  'CHARGEBEE_SITE',
  'CHARGEBEE_API_KEY',
  'CHARGEBEE_WEBHOOK_USERNAME',
  'CHARGEBEE_WEBHOOK_PASSWORD',
] as const;

/** The payment provider; production refuses the local test checkout. */
function checkoutFrom(env: Env, production: boolean): CheckoutConfig {
  const provider = env.CHECKOUT_PROVIDER?.trim() || 'local';
  if (provider !== 'local' && provider !== 'chargebee') {
    throw new Error(
      `CHECKOUT_PROVIDER must be local or chargebee, got ${JSON.stringify(provider)}.`,
    );
  }
  if (provider === 'local') {
    if (production) {
      throw new Error(
        'CHECKOUT_PROVIDER=local (the default) is refused with NODE_ENV=production: its test checkout page activates a paid plan with no payment. Set CHECKOUT_PROVIDER=chargebee and its variables.',
      );
    }
    return { provider };
  }
  const [site, apiKey, webhookUsername, webhookPassword] = CHARGEBEE_VARIABLES.map((name) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`${name} must be set with CHECKOUT_PROVIDER=chargebee.`);
    return value;
  }) as [string, string, string, string];
  return {
    provider,
    site,
    apiKey,
    apiUrl: absoluteUrl(env, 'CHARGEBEE_API_URL'),
    webhookUsername,
    webhookPassword,
    timeoutMs: int(env, 'CHARGEBEE_TIMEOUT_MS', 10_000),
  };
}

/** True for a host that may run WebAuthn over plain http (browsers treat it as secure). */
const isLocalhost = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * PASSKEY_RP_ID and PASSKEY_ORIGINS. WebAuthn takes a domain as RP ID, never an IP address, and
 * accepts a ceremony only on an origin whose host is the RP ID or under it, over https (http only
 * on localhost): a deployment that breaks either would fail every ceremony in the browser.
 */
function passkeysFrom(env: Env, siteUrl: string | undefined): Config['passkeys'] {
  const rawId = env.PASSKEY_RP_ID?.trim().toLowerCase();
  if (
    rawId !== undefined &&
    rawId !== '' &&
    (isIP(rawId.replace(/^\[|\]$/g, '')) !== 0 || !/^[a-z0-9.-]+$/.test(rawId))
  ) {
    throw new Error(
      `PASSKEY_RP_ID must be a domain name such as account.example.com (WebAuthn refuses an IP address; use localhost locally), got ${JSON.stringify(rawId)}.`,
    );
  }
  const rpId = rawId || null;
  const origins = env.PASSKEY_ORIGINS?.trim() ? list(env.PASSKEY_ORIGINS, []) : null;
  for (const origin of origins ?? []) {
    const url = URL.canParse(origin) ? new URL(origin) : null;
    if (
      url?.origin !== origin ||
      (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLocalhost(url.hostname)))
    ) {
      throw new Error(
        `PASSKEY_ORIGINS must list origins such as https://account.example.com (https, or http on localhost; no path), got ${JSON.stringify(origin)}.`,
      );
    }
  }
  const id = rpId ?? (siteUrl ? new URL(siteUrl).hostname : null);
  const outside =
    id === null
      ? []
      : (origins ?? []).filter((origin) => {
          const host = new URL(origin).hostname;
          return host !== id && !host.endsWith(`.${id}`);
        });
  if (outside.length > 0) {
    throw new Error(
      `PASSKEY_ORIGINS must be on the RP ID ${id} or under it (WebAuthn refuses other hosts), got ${outside.join(', ')}.`,
    );
  }
  return { rpId, origins };
}

/** Who takes payments, for the start's log: never a key. */
export function describeCheckout(config: Pick<Config, 'checkout'>): string {
  return config.checkout.provider === 'chargebee'
    ? `Chargebee hosted pages (site ${config.checkout.site}); plans activate on confirmed webhooks`
    : 'LOCAL TEST PAGE (CHECKOUT_PROVIDER=local): its Pay button activates a plan with no payment; NODE_ENV=production refuses it';
}

/** Where the data lives, for a log line: the data directory, or the server without password. */
export function describeDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): string {
  if (!config.databaseUrl) return config.dataDir;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

/** How emails leave, for the start's log: never the SMTP password. */
export function describeMail(config: Pick<Config, 'mail' | 'production' | 'devTools'>): string {
  const { mail } = config;
  if (mail.transport === 'smtp') {
    const url = new URL(mail.smtpUrl!);
    return `sent over ${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''} from ${mail.from}`;
  }
  return config.production
    ? 'not sent by this server (MAIL_TRANSPORT=outbox): another system must send the outbox table'
    : `not sent (no SMTP_URL): they stay in the outbox table${config.devTools ? ', shown by the dev mailbox' : ''}`;
}

const DEV_GOOGLE_CLIENT_ID = 'local-dev-google-client-id';

/** The variables whose values reach users' browsers and inboxes: no stand-in host in production. */
const PUBLIC_FACING = ['SITE_URL', 'API_URL', 'CORS_ORIGINS', 'MAIL_FROM'] as const;

/**
 * A production start must not run on local or `.example` stand-ins (the dev Google client id,
 * links to account.example): one line per variable, unless ALLOW_PLACEHOLDER_CONFIG=1 (staging).
 */
function refusePlaceholders(env: Env): void {
  if (env[PLACEHOLDER_OPT_IN] === '1') return;
  const google = env.GOOGLE_CLIENT_ID?.trim();
  const lines = [
    ...(!google || google === DEV_GOOGLE_CLIENT_ID
      ? [
          `GOOGLE_CLIENT_ID: ${google ? JSON.stringify(google) : 'unset'}, the local development client id`,
        ]
      : []),
    ...PUBLIC_FACING.flatMap((name) => {
      const value = env[name]?.trim();
      return value && hasPlaceholderHost(value)
        ? [`${name}: ${JSON.stringify(value)} is a local or .example stand-in`]
        : [];
    }),
  ];
  if (lines.length > 0) {
    throw new Error(
      [
        `NODE_ENV=production with local or .example stand-ins. Set each variable below, or ${PLACEHOLDER_OPT_IN}=1 for a staging server:`,
        ...lines.map((line) => `  ${line}`),
      ].join('\n'),
    );
  }
}

/** The configuration of this environment; throws a one-line reason for any unsafe or bad value. */
export function loadConfig(env: Env): Config {
  const nodeEnv = env.NODE_ENV?.trim();
  if (nodeEnv && !['production', 'development', 'test'].includes(nodeEnv)) {
    throw new Error(
      `NODE_ENV must be production, development or test (or unset), got ${JSON.stringify(nodeEnv)}.`,
    );
  }
  const production = nodeEnv === 'production';
  const devTools = env.DEV_TOOLS === '1';
  const trustProxy = env.TRUST_PROXY === '1';
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
  const sitePort = port(env, 'PORT', 4321);
  const localSite = siteUrl ?? `http://localhost:${sitePort || 4321}`;
  const config: Config = {
    port: sitePort,
    apiPort: port(env, 'API_PORT', 8787),
    distDir: env.DIST_DIR?.trim() || 'dist',
    skipBuild: env.SKIP_BUILD === '1',
    seedDemo: !production && env.SEED_DEMO !== '0',
    dataDir: env.DATA_DIR || '.data',
    databaseUrl: databaseUrl(env),
    syncWrites: env.DB_SYNC ? env.DB_SYNC === '1' : production,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600),
    resetTokenTtlSeconds: int(env, 'RESET_TOKEN_TTL_SECONDS', 3600),
    verifyTokenTtlSeconds: int(env, 'VERIFY_TOKEN_TTL_SECONDS', 7 * 24 * 3600),
    trialDays: 30,
    mailRetentionDays: int(env, 'MAIL_RETENTION_DAYS', 7),
    clientIds: list(env.CLIENT_IDS, ['account-web']),
    limits: limitsFrom(env),
    hashing: {
      logN: int(env, 'SCRYPT_LOG_N', DEFAULT_SCRYPT_LOG_N),
      maxConcurrent: int(env, 'HASH_CONCURRENCY', 2),
      maxQueued: int(env, 'HASH_QUEUE', 64),
      maxWaitMs: int(env, 'HASH_WAIT_MS', 10_000),
    },
    trustProxy,
    trustedProxies: trustedProxies(env),
    host: host(env),
    production,
    devTools,
    googleClientId: env.GOOGLE_CLIENT_ID || DEV_GOOGLE_CLIENT_ID,
    googleJwksUrl: env.GOOGLE_JWKS_URL || (production ? GOOGLE_CERTS : undefined),
    siteUrl: localSite,
    apiUrl: absoluteUrl(env, 'API_URL') ?? `${localSite}/api`,
    corsOrigins: list(env.CORS_ORIGINS, []),
    brandName: env.PUBLIC_BRAND_NAME?.trim() || DEFAULT_BRAND_NAME,
    mail: mailFrom(env, production, localSite),
    logLevel: logLevel(env),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    database: {
      connectTimeoutMs: int(env, 'DB_CONNECT_TIMEOUT_MS', 3000),
      queryTimeoutMs: int(env, 'DB_QUERY_TIMEOUT_MS', 5000),
    },
    // After mail: a production start missing both names the mail first, as it always did.
    checkout: checkoutFrom(env, production),
    passkeys: passkeysFrom(env, siteUrl),
  };
  // Last: what is missing or unsafe is named first; a stand-in is the last thing to replace.
  if (production) refusePlaceholders(env);
  return config;
}
