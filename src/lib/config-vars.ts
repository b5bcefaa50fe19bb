// The PUBLIC_* build variables the configuration parser (config-parse.ts) reads: its names come
// from here, and so do the README's configuration table, src/lib/env.d.ts and .env.example
// (scripts/write-config-docs.ts writes them; tests/unit/config-docs.test.ts checks they match).

export interface ConfigVariable {
  name: `PUBLIC_${string}`;
  /** The default as the README states it. */
  fallback: string;
  description: string;
  /** A valid value unlike the default (the test checks the parser reads the variable). */
  example: string;
}

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
    fallback: 'the Loxone cloud',
    description: 'Loxone cloud callback.',
    example: 'https://loxone.example.com/callback',
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
    fallback: 'the marketing site',
    description: 'Origins allowed to frame /pricing (comma-separated).',
    example: 'https://www.example.com,https://campaign.example.com',
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
    fallback: 'marketing page',
    description: 'Where users download the mobile and desktop apps.',
    example: 'https://www.example.com/apps',
  },
  {
    name: 'PUBLIC_ADD_TO_SONOS_URL',
    fallback: 'marketing page',
    description: 'How to add the service to Sonos.',
    example: 'https://www.example.com/sonos',
  },
  {
    name: 'PUBLIC_ADD_TO_LOXONE_URL',
    fallback: 'marketing page',
    description: 'How to add the service to Loxone.',
    example: 'https://www.example.com/loxone',
  },
  {
    name: 'PUBLIC_TERMS_URL',
    fallback: 'marketing page',
    description: 'Terms of service.',
    example: 'https://www.example.com/terms',
  },
  {
    name: 'PUBLIC_PRIVACY_URL',
    fallback: 'marketing page',
    description: 'Privacy policy.',
    example: 'https://www.example.com/privacy',
  },
  {
    name: 'PUBLIC_CONTACT_URL',
    fallback: 'marketing page',
    description: 'Contact page.',
    example: 'https://www.example.com/contact',
  },
  {
    name: 'PUBLIC_SECURITY_CONTACT',
    fallback: '`mailto:security@tunebiz.example`',
    description:
      'Where security issues are reported: the `Contact` of `/.well-known/security.txt` (a `mailto:` or https URL).',
    example: 'mailto:security@example.com',
  },
  {
    name: 'PUBLIC_BRAND_NAME',
    fallback: '`Tunebiz`',
    description: 'The brand shown in texts, titles, the web manifest and the share images.',
    example: 'Acme Music',
  },
] as const satisfies readonly ConfigVariable[];

/** The name of a variable the parser reads. */
export type ConfigEnvVar = (typeof CONFIG_VARIABLES)[number]['name'];
