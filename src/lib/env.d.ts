/// <reference types="vite/client" />

// Types of the PUBLIC_* build variables read by src/lib/config-parse.ts. Generated from
// src/lib/config-vars.ts by `npm run config:docs`. Astro and Vitest both provide import.meta.env;
// these declarations merge with theirs (and stand alone for plain tsc).

interface ImportMetaEnv {
  readonly PUBLIC_API_URL?: string;
  readonly PUBLIC_CLIENT_ID?: string;
  readonly PUBLIC_CLIENT_ID_HEADER?: string;
  readonly PUBLIC_GOOGLE_CLIENT_ID?: string;
  readonly PUBLIC_GOOGLE_SCRIPT_URL?: string;
  readonly PUBLIC_APP_SCHEME?: string;
  readonly PUBLIC_LOXONE_CALLBACK_URL?: string;
  readonly PUBLIC_ELECTRON_PARENT_ORIGIN?: string;
  readonly PUBLIC_REDIRECT_ALLOWLIST?: string;
  readonly PUBLIC_PRICING_FRAME_ORIGINS?: string;
  readonly PUBLIC_CHECKOUT_FRAME_ORIGINS?: string;
  readonly PUBLIC_SITE_URL?: string;
  readonly PUBLIC_ACCOUNT_URL?: string;
  readonly PUBLIC_WEB_APP_URL?: string;
  readonly PUBLIC_GET_APP_URL?: string;
  readonly PUBLIC_ADD_TO_SONOS_URL?: string;
  readonly PUBLIC_ADD_TO_LOXONE_URL?: string;
  readonly PUBLIC_TERMS_URL?: string;
  readonly PUBLIC_PRIVACY_URL?: string;
  readonly PUBLIC_CONTACT_URL?: string;
  readonly PUBLIC_SECURITY_CONTACT?: string;
  readonly PUBLIC_BRAND_NAME?: string;
  readonly PUBLIC_PASSKEYS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
