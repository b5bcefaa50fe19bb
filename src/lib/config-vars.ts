// Every variable the project reads, in one place: the PUBLIC_* build variables the configuration
// parser (config-parse.ts) reads, the build and tool variables, and the reference API's variables
// (server/config.ts). docs/configuration.md's two tables, server/README.md's Environment table,
// src/lib/env.d.ts and .env.example are generated from here (`npm run config:docs`,
// scripts/config-docs.ts); tests/unit/config-docs.test.ts checks they are up to date and
// tests/api/config-docs.test.ts that the server reads exactly the variables listed here.

export interface ConfigVariable {
  name: `PUBLIC_${string}`;
  /** The default as docs/configuration.md states it. */
  fallback: string;
  description: string;
  /** A valid value unlike the default (the test checks the parser reads the variable). */
  example: string;
  /**
   * The default is a local or `.example` stand-in: a deploy build must set the variable, unless
   * ALLOW_PLACEHOLDER_CONFIG=1 (config-parse.ts, `placeholderVariables`).
   */
  placeholder?: true;
}

/** A row of a generated table: one or more variables that go together, their default, what. */
export interface DocumentedVariable {
  names: readonly string[];
  fallback: string;
  description: string;
}

/**
 * The brand's name when PUBLIC_BRAND_NAME is unset: the site build (config-parse.ts), the server
 * (server/config.ts) and the locale check (a text must not spell it out) all read it from here.
 */
export const DEFAULT_BRAND_NAME = 'Tunebiz';

/** The opt-in for a staging build or server that keeps local or `.example` defaults. */
export const PLACEHOLDER_OPT_IN = 'ALLOW_PLACEHOLDER_CONFIG';

export const CONFIG_VARIABLES = [
  {
    name: 'PUBLIC_API_URL',
    fallback: '`/api`',
    description: 'Base URL of the account API (same origin by default).',
    example: 'https://api.example.com/api',
  },
  {
    name: 'PUBLIC_CLIENT_ID',
    fallback: '`account-web`',
    description: 'Client identifier sent to the API.',
    example: 'account-web-staging',
  },
  {
    name: 'PUBLIC_CLIENT_ID_HEADER',
    fallback: '`X-Client-Id`',
    description: 'The header that carries the client identifier.',
    example: 'X-Client',
  },
  {
    name: 'PUBLIC_GOOGLE_CLIENT_ID',
    fallback: '`local-dev-google-client-id`',
    description: 'Google identity client id.',
    example: '1234-abc.apps.googleusercontent.com',
    placeholder: true,
  },
  {
    name: 'PUBLIC_GOOGLE_SCRIPT_URL',
    fallback: '`https://accounts.google.com/gsi/client`',
    description: "Google's sign-in script.",
    example: 'https://accounts.google.com/gsi/client?hl=en',
  },
  {
    name: 'PUBLIC_APP_SCHEME',
    fallback: '`musicbusiness://`',
    description: 'Deep link of the ios/android apps.',
    example: 'tunebiz://',
  },
  {
    name: 'PUBLIC_LOXONE_CALLBACK_URL',
    fallback: '`https://cloud.tunebiz.example/loxone/callback`',
    description: 'Loxone cloud callback.',
    example: 'https://loxone.example.com/callback',
    placeholder: true,
  },
  {
    name: 'PUBLIC_ELECTRON_PARENT_ORIGIN',
    fallback: 'the site origin',
    description: 'The only origin tokens are posted to from /redirect.',
    example: 'https://desktop.example.com',
  },
  {
    name: 'PUBLIC_REDIRECT_ALLOWLIST',
    fallback: 'empty',
    description: 'Hosts a `redirectUrl` may point to (comma-separated, `*.host` for subdomains).',
    example: 'app.example.com,*.example.org',
  },
  {
    name: 'PUBLIC_PRICING_FRAME_ORIGINS',
    fallback: '`https://www.tunebiz.example`',
    description: 'Origins allowed to frame /pricing (comma-separated).',
    example: 'https://www.example.com,https://campaign.example.com',
    placeholder: true,
  },
  {
    name: 'PUBLIC_CHECKOUT_FRAME_ORIGINS',
    fallback: 'empty',
    description:
      "Origins of the payment provider's checkout page framed by /subscribe (the API origin is always allowed).",
    example: 'https://pay.example.com',
  },
  {
    name: 'PUBLIC_SITE_URL',
    fallback: 'unset: relative links',
    description:
      'Public origin of the site (canonical URLs, sitemap, HSTS when https). **Required by `npm run build`**; `npm start` and `npm test` build with `LOCAL_BUILD=1`, where same-origin links stay relative so any `PORT` works.',
    example: 'https://account.example.com',
  },
  {
    name: 'PUBLIC_ACCOUNT_URL',
    fallback: '`PUBLIC_SITE_URL`',
    description: 'Origin of the account web that hosts /subscribe (pricing links).',
    example: 'https://account.example.net',
  },
  {
    name: 'PUBLIC_WEB_APP_URL',
    fallback: 'unset: the get-app page',
    description: 'Web app opened after a web sign-in without platform.',
    example: 'https://play.example.com',
  },
  {
    name: 'PUBLIC_GET_APP_URL',
    fallback: 'a page of `https://www.tunebiz.example`',
    description: 'Where users download the mobile and desktop apps.',
    example: 'https://www.example.com/apps',
    placeholder: true,
  },
  {
    name: 'PUBLIC_ADD_TO_SONOS_URL',
    fallback: 'a page of `https://www.tunebiz.example`',
    description: 'How to add the service to Sonos.',
    example: 'https://www.example.com/sonos',
    placeholder: true,
  },
  {
    name: 'PUBLIC_ADD_TO_LOXONE_URL',
    fallback: 'a page of `https://www.tunebiz.example`',
    description: 'How to add the service to Loxone.',
    example: 'https://www.example.com/loxone',
    placeholder: true,
  },
  {
    name: 'PUBLIC_TERMS_URL',
    fallback: 'a page of `https://www.tunebiz.example`',
    description: 'Terms of service.',
    example: 'https://www.example.com/terms',
    placeholder: true,
  },
  {
    name: 'PUBLIC_PRIVACY_URL',
    fallback: 'a page of `https://www.tunebiz.example`',
    description: 'Privacy policy.',
    example: 'https://www.example.com/privacy',
    placeholder: true,
  },
  {
    name: 'PUBLIC_CONTACT_URL',
    fallback: 'a page of `https://www.tunebiz.example`',
    description: 'Contact page.',
    example: 'https://www.example.com/contact',
    placeholder: true,
  },
  {
    name: 'PUBLIC_SECURITY_CONTACT',
    fallback: '`mailto:security@tunebiz.example`',
    description:
      'Where security issues are reported: the `Contact` of `/.well-known/security.txt` (a `mailto:` or https URL).',
    example: 'mailto:security@example.com',
    placeholder: true,
  },
  {
    name: 'PUBLIC_BRAND_NAME',
    fallback: `\`${DEFAULT_BRAND_NAME}\``,
    description: 'The brand shown in texts, titles, the web manifest and the share images.',
    example: 'Acme Music',
  },
  {
    name: 'PUBLIC_PASSKEYS',
    fallback: '`1`',
    description:
      "`1`: the site offers passkeys (the page `/passkeys`, its `/.well-known/passkey-endpoints`); `0` hides every passkey control, for an API without the reference API's passkey endpoints.",
    example: '0',
  },
] as const satisfies readonly ConfigVariable[];

/** The name of a variable the parser reads. */
export type ConfigEnvVar = (typeof CONFIG_VARIABLES)[number]['name'];

/**
 * The variables of the build and of the project's tools (not PUBLIC_*: the site never sees them).
 * Generated into docs/configuration.md's "Build and tool variables" table.
 */
export const BUILD_VARIABLES: readonly DocumentedVariable[] = [
  {
    names: ['LOCAL_BUILD'],
    fallback: 'unset',
    description:
      '`1`: a build for this machine (`npm start`, `npm test`, `npm run build:local`): no `PUBLIC_SITE_URL` needed, same-origin links relative, no placeholder check.',
  },
  {
    names: [PLACEHOLDER_OPT_IN],
    fallback: 'unset',
    description:
      '`1`: a staging build (`PUBLIC_SITE_URL` set) or a `NODE_ENV=production` server may keep local or `.example` defaults. Unset, either stops naming each such variable.',
  },
  {
    names: ['HOST_TARGET'],
    fallback: 'the platform the build runs on, else all',
    description:
      'Whose hosting rules to write: `netlify`, `cloudflare`, `vercel` or `nginx`. Unset, the platform is read from `NETLIFY`, `CF_PAGES` or `VERCEL`; one naming another host than the platform stops the build.',
  },
  {
    names: ['PORT'],
    fallback: '4321',
    description:
      'The port of `npm start` and `npm run dev`; a local build lets `http://localhost:PORT` frame the desktop-app pages.',
  },
  {
    names: ['HOST'],
    fallback: '`127.0.0.1`',
    description: 'The address the local servers listen on (`0.0.0.0` opens them to the network).',
  },
  {
    names: ['API_PROXY_TARGET'],
    fallback: '`http://localhost:4322`',
    description: 'Where the Astro dev server sends `/api` (`npm run dev` sets it to its API).',
  },
  {
    names: ['PSEUDO_LOCALE'],
    fallback: 'unset',
    description:
      '`1`: the pseudo-locale build of the layout tests, into `dist-pseudo/` (`npm run build:pseudo`).',
  },
  {
    names: ['SOURCEMAP'],
    fallback: 'unset',
    description: 'Set: the build writes source maps.',
  },
  {
    names: ['DIST'],
    fallback: '`dist`',
    description: 'The build the build tests and `npm run bench` read.',
  },
  {
    names: ['BENCH_RUNS', 'BENCH_PAGES', 'BENCH_CPU_SLOWDOWN'],
    fallback: '3 / all / calibrated',
    description:
      '`npm run bench`: Lighthouse runs per page, the page types to measure (comma-separated), the CPU slowdown.',
  },
  {
    names: ['E2E_PORT', 'E2E_PSEUDO_PORT', 'E2E_SITE_URL'],
    fallback: '4329 / `E2E_PORT`+1 / `http://localhost:<E2E_PORT>`',
    description:
      'The browser tests: the port of their server and of the pseudo-locale one, and its `SITE_URL` (on `localhost`, never 127.0.0.1: the passkey tests need a domain as RP ID; the server gets `PASSKEY_RP_ID=localhost` unless `E2E_SITE_URL` is set).',
  },
  {
    names: ['TEST_DATABASE_URL'],
    fallback: 'unset: PGlite',
    description:
      'A PostgreSQL server for the API tests (`npm run test:api:pg`); its role may create databases.',
  },
  {
    names: ['CHROMIUM_PATH', 'CHROME_PATH'],
    fallback: '`/usr/bin/chromium`',
    description: "The browser of the tests and the bench (Debian's Chromium).",
  },
];

/**
 * The reference API's variables (server/config.ts reads them; the start command too): generated
 * into server/README.md's Environment table. `placeholder`: its default is a local stand-in that a
 * production start refuses unless ALLOW_PLACEHOLDER_CONFIG=1.
 */
export const SERVER_VARIABLES: readonly (DocumentedVariable & { placeholder?: true })[] = [
  {
    names: ['PORT', 'API_PORT'],
    fallback: '4321 / 8787',
    description: 'site+API / `--api-only`',
  },
  {
    names: ['NODE_ENV'],
    fallback: '',
    description:
      '`production`: no dev tools (`DEV_TOOLS=1` refuses to start), no demo data, `SITE_URL`, a mail transport and `CHECKOUT_PROVIDER=chargebee` required, writes flushed to disk, the site never built at start',
  },
  {
    names: [PLACEHOLDER_OPT_IN],
    fallback: 'unset',
    description:
      '`1`: a `NODE_ENV=production` start keeps local or `.example` values (a staging server). Unset, it refuses one line per variable: `GOOGLE_CLIENT_ID` unset, or `SITE_URL`, `API_URL`, `CORS_ORIGINS`, `MAIL_FROM` on `localhost`, a loopback address or a `.example` host',
  },
  {
    names: ['SITE_URL'],
    fallback: 'the address the server listens on (`http://localhost:4321`)',
    description:
      "origin of every email link and of the checkout page's allowed framer; **required in production**; never taken from a request's `Host`",
  },
  {
    names: ['API_URL'],
    fallback: '`${SITE_URL}/api`',
    description: "public URL of this API (checkout page links) when it is not on the site's origin",
  },
  {
    names: ['CHECKOUT_PROVIDER'],
    fallback: '`local`',
    description:
      "`local`: this API's test checkout page, whose Pay button activates the plan with no payment (announced at start; **refused in production**); `chargebee`: Chargebee hosted pages (see [Payments](#payments))",
  },
  {
    names: ['CHARGEBEE_SITE', 'CHARGEBEE_API_KEY'],
    fallback: 'none',
    description:
      'with `chargebee`, required: the site (`acme` for acme.chargebee.com) and a full-access API key (server side only, never logged)',
  },
  {
    names: ['CHARGEBEE_WEBHOOK_USERNAME', 'CHARGEBEE_WEBHOOK_PASSWORD'],
    fallback: 'none',
    description:
      "with `chargebee`, required: the Basic Auth credentials set in Chargebee's webhook settings",
  },
  {
    names: ['CHARGEBEE_API_URL'],
    fallback: '`https://$CHARGEBEE_SITE.chargebee.com`',
    description: "another address of Chargebee's API (the tests' local stand-in)",
  },
  {
    names: ['CHARGEBEE_TIMEOUT_MS'],
    fallback: '10000',
    description: 'a call to Chargebee that takes longer fails (503 `E_PROVIDER_UNAVAILABLE`)',
  },
  {
    names: ['DATABASE_URL'],
    fallback: 'none: the embedded database',
    description:
      '`postgres://user:password@host:5432/db`: a PostgreSQL server instead of PGlite; several API instances may share it',
  },
  {
    names: ['DATA_DIR'],
    fallback: '`.data`',
    description:
      'embedded database in `$DATA_DIR/pg`; `memory://` for a throwaway one (unused with `DATABASE_URL`)',
  },
  {
    names: ['DB_SYNC'],
    fallback: '`1` in production, else `0`',
    description:
      'embedded only: `1` flushes the write-ahead log to disk after every write (see Durability)',
  },
  {
    names: ['SKIP_BUILD'],
    fallback: '',
    description: '`1`: never run `astro build`',
  },
  {
    names: ['DIST_DIR'],
    fallback: '`dist`',
    description: 'the built site to serve (the pseudo-locale layout test serves `dist-pseudo`)',
  },
  {
    names: ['DEV_TOOLS'],
    fallback: 'off (`npm start` turns it on locally)',
    description: '`1`: `/api/dev/*` and the local Google key; refused in production',
  },
  {
    names: ['SEED_DEMO'],
    fallback: 'on for a local `npm start`',
    description: '`0`: a new local database starts empty; never seeded in production',
  },
  {
    names: ['CLIENT_IDS'],
    fallback: '`account-web`',
    description: 'comma-separated allowlist',
  },
  {
    names: ['ACCESS_TOKEN_TTL_SECONDS'],
    fallback: '900',
    description: '',
  },
  {
    names: ['REFRESH_TOKEN_TTL_SECONDS'],
    fallback: '2592000',
    description: '30 days; rotated on every use, a replayed one revokes its chain',
  },
  {
    names: ['RESET_TOKEN_TTL_SECONDS', 'VERIFY_TOKEN_TTL_SECONDS'],
    fallback: '3600 / 604800',
    description: 'single-use email links; using a reset link voids the others',
  },
  {
    names: ['MAIL_RETENTION_DAYS'],
    fallback: '7',
    description: 'outbox mails are purged after this (expired tokens and links hourly)',
  },
  {
    names: ['SCRYPT_LOG_N'],
    fallback: '17',
    description:
      "scrypt cost (N=2^17, r=8, p=1, OWASP's minimum); older hashes are upgraded on sign-in",
  },
  {
    names: ['HASH_CONCURRENCY', 'HASH_QUEUE'],
    fallback: '2 / 64',
    description:
      'password hashes at once (libuv has 4 threads, shared with file reads) / waiting before 503 `E_BUSY`',
  },
  {
    names: ['RATE_LIMIT_PER_IP'],
    fallback: '60 per window',
    description: 'sign-in attempts (token grant, `/sonos/auth`) from one address',
  },
  {
    names: ['RATE_LIMIT_PER_USERNAME'],
    fallback: '10 per window',
    description:
      'sign-in attempts for one account **from one address** (no lock-out of the owner elsewhere)',
  },
  {
    names: ['RATE_LIMIT_PER_ACCOUNT'],
    fallback: '100 per hour',
    description: 'sign-in attempts for one account from anywhere',
  },
  {
    names: ['RATE_LIMIT_REGISTER_PER_IP'],
    fallback: '20 per hour',
    description: 'registrations from one address',
  },
  {
    names: ['RATE_LIMIT_EMAIL_PER_ADDRESS', 'RATE_LIMIT_EMAIL_PER_IP'],
    fallback: '5 / 30 per hour',
    description: 'verification and reset emails to one recipient / asked for by one address',
  },
  {
    names: ['RATE_LIMIT_INVITE_PER_IP'],
    fallback: '20 per window',
    description: 'invitation codes tried from one address',
  },
  {
    names: ['RATE_LIMIT_REFRESH_PER_IP'],
    fallback: '300 per window',
    description:
      'refresh grants and revocations from one address (not counted as sign-in attempts)',
  },
  {
    names: ['RATE_LIMIT_CSP_REPORTS_PER_IP'],
    fallback: '30 per window',
    description: 'CSP violation reports (`POST /api/csp-report`) from one address (IPv6: one /64)',
  },
  {
    names: ['RATE_LIMIT_WINDOW_SECONDS'],
    fallback: '60',
    description: 'the window of the "per window" limits',
  },
  {
    names: ['TRUST_PROXY'],
    fallback: '',
    description:
      '`1`: behind reverse proxies you run, a request from one of `TRUSTED_PROXIES` names its client in `X-Forwarded-For` (the right-most entry that is not itself a trusted proxy); a request from any other address is its own client',
  },
  {
    names: ['TRUSTED_PROXIES'],
    fallback: '`127.0.0.0/8,::1`',
    description:
      "with `TRUST_PROXY=1`: the proxies' addresses or networks, comma-separated (`10.0.0.5,10.0.0.0/8,fd00::/8`)",
  },
  {
    names: ['HOST'],
    fallback: '`127.0.0.1`',
    description:
      "the address to listen on; `0.0.0.0` (or `::`, or one interface's address) when the proxy runs on another machine",
  },
  {
    names: ['GOOGLE_CLIENT_ID'],
    fallback: '`local-dev-google-client-id`',
    description: 'credential audience',
    placeholder: true,
  },
  {
    names: ['GOOGLE_JWKS_URL'],
    fallback: "Google's certs in production",
    description: 'trusted besides the dev key when dev tools are on',
  },
  {
    names: ['CORS_ORIGINS'],
    fallback: 'none',
    description: 'comma-separated origins allowed to call the API cross-origin',
  },
  {
    names: ['PASSKEY_RP_ID'],
    fallback: 'the host of `SITE_URL`',
    description:
      "WebAuthn relying party id of passkeys: the site's host or a parent domain of it (`example.com` for `account.example.com`); a domain, never an IP address (local runs use `localhost`). Passkeys are bound to it: changing it strands them",
  },
  {
    names: ['PASSKEY_ORIGINS'],
    fallback: "`SITE_URL`'s origin",
    description:
      "comma-separated origins whose pages may run passkey ceremonies (https, or http on `localhost`), each on the RP ID or under it: the site's, not the API's, when they differ",
  },
  {
    names: ['SMTP_URL'],
    fallback: 'none',
    description:
      '`smtp://host:587` (STARTTLS when offered) or `smtps://host:465`, credentials in the URL or below; **required in production** unless `MAIL_TRANSPORT=outbox`',
  },
  {
    names: ['SMTP_USER', 'SMTP_PASSWORD'],
    fallback: 'from `SMTP_URL`',
    description: 'SMTP login, when kept out of the URL',
  },
  {
    names: ['MAIL_FROM'],
    fallback: '`no-reply@` the host of `SITE_URL`',
    description: 'sender, `hello@account.example` or `Brand <hello@account.example>`',
  },
  {
    names: ['MAIL_TRANSPORT'],
    fallback: '`smtp` with `SMTP_URL`, else `outbox`',
    description:
      '`outbox`: this server sends nothing; another system reads the `outbox` table (the start says so)',
  },
  {
    names: ['MAIL_MAX_ATTEMPTS', 'MAIL_RETRY_SECONDS'],
    fallback: '10 / 30',
    description:
      'attempts before a mail is marked `failed` / first retry delay, doubling up to one hour (nine waits: ≈ 3 h 04 min in all); a 5xx refusal of the message is never retried',
  },
  {
    names: ['PUBLIC_BRAND_NAME'],
    fallback: `\`${DEFAULT_BRAND_NAME}\``,
    description:
      'the brand in emails (`{{brand}}`), the same variable the site build reads; refused as a password',
  },
  {
    names: ['LOG_LEVEL'],
    fallback: '`info`',
    description:
      '`fatal`, `error`, `warn`, `info` (one line per request), `debug`, `trace` or `silent`',
  },
  {
    names: ['SHUTDOWN_TIMEOUT_MS'],
    fallback: '10000',
    description:
      'on SIGTERM, how long requests in flight may take before their connections are closed',
  },
  {
    names: ['DB_CONNECT_TIMEOUT_MS', 'DB_QUERY_TIMEOUT_MS'],
    fallback: '3000 / 5000',
    description:
      'PostgreSQL: wait for a connection / for one statement (checked by the client too), then 503 `E_UNAVAILABLE`',
  },
  {
    names: ['HASH_WAIT_MS'],
    fallback: '10000',
    description:
      "a password hash that waited longer for a slot is dropped (503 `E_BUSY`): the site's client gave up after 15 s",
  },
];
