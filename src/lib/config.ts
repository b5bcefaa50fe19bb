// The site configuration of this build. astro.config.mjs and vitest.config.ts parse the PUBLIC_*
// environment once (config-parse.ts) and inject the result as __SITE_CONFIG__, so browsers never
// download the parser. Node tools that need the parser import config-parse.ts directly. In the
// browser build, each `config.<field>` becomes the field's value where it is read
// (integrations/site-config-values.ts): read fields by name, never pass `config` on.
import type { Config } from './config-parse';

export * from './config-parse';

declare const __SITE_CONFIG__: Config;

/** The site configuration of this build. */
export const config: Config = __SITE_CONFIG__;
