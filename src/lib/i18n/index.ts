// Build-time translation with i18next over `locales/<lang>/<namespace>.json`.
// Keys are `<namespace>.<key>` (e.g. `signin.title`), typed from the English files, so a misspelled
// key fails the typecheck. Only page frontmatter calls this; islands receive plain strings as props.
import i18next, { type i18n } from 'i18next';
import { config } from '../config';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from './languages';
import { PSEUDO_BUILD, pseudoLocalize } from './pseudo';
import type checkout from '../../../locales/en/checkout.json';
import type common from '../../../locales/en/common.json';
import type errors from '../../../locales/en/errors.json';
import type invitation from '../../../locales/en/invitation.json';
import type notfound from '../../../locales/en/notfound.json';
import type onboarding from '../../../locales/en/onboarding.json';
import type passkeys from '../../../locales/en/passkeys.json';
import type password from '../../../locales/en/password.json';
import type pricing from '../../../locales/en/pricing.json';
import type redirect from '../../../locales/en/redirect.json';
import type register from '../../../locales/en/register.json';
import type signin from '../../../locales/en/signin.json';
import type signup from '../../../locales/en/signup.json';
import type sonos from '../../../locales/en/sonos.json';
import type thankyou from '../../../locales/en/thankyou.json';
import type verify from '../../../locales/en/verify.json';

interface EnglishResources {
  checkout: typeof checkout;
  common: typeof common;
  errors: typeof errors;
  invitation: typeof invitation;
  notfound: typeof notfound;
  onboarding: typeof onboarding;
  passkeys: typeof passkeys;
  password: typeof password;
  pricing: typeof pricing;
  redirect: typeof redirect;
  register: typeof register;
  signin: typeof signin;
  signup: typeof signup;
  sonos: typeof sonos;
  thankyou: typeof thankyou;
  verify: typeof verify;
}

/** Every translation key, `<namespace>.<key>`, as found in the English files. */
export type TranslationKey = {
  [NS in keyof EnglishResources]: `${NS}.${Extract<keyof EnglishResources[NS], string>}`;
}[keyof EnglishResources];

/** The strings an island receives: exactly the keys it declares. */
export type Strings<K extends TranslationKey> = Record<K, string>;

type Values = Record<string, string | number>;

const files = import.meta.glob<Record<string, string>>('../../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Merges every `locales/<lang>/<ns>.json` into one flat table per language with `<ns>.` prefixes. */
function loadResources(): Record<string, { translation: Record<string, string> }> {
  const resources: Record<string, { translation: Record<string, string> }> = {};
  for (const [file, table] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lang = '', ns = ''] = match;
    const translation = (resources[lang] ??= { translation: {} }).translation;
    for (const [key, value] of Object.entries(table)) {
      // The pseudo build (layout tests only) shows English pages in the pseudo language.
      const text = PSEUDO_BUILD && lang === DEFAULT_LANGUAGE ? pseudoLocalize(value) : value;
      translation[`${ns}.${key}`] = text;
    }
  }
  return resources;
}

let engine: i18n | undefined;

function getEngine(): i18n {
  if (engine) return engine;
  engine = i18next.createInstance();
  void engine.init({
    resources: loadResources(),
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    // Astro and React escape on output; escaping here would double-escape.
    interpolation: { escapeValue: false, defaultVariables: { brand: config.brandName } },
  });
  return engine;
}

type Translate = (key: TranslationKey, values?: Values) => string;

/**
 * A translate function for one language. Placeholders without a value stay as `{{name}}` so an
 * island can fill them at run time (`format`).
 */
export function createTranslator(lang: Language): Translate {
  const t = getEngine().getFixedT(lang);
  return (key, values) => t(key, values ?? {});
}

/** The given keys translated for one language: what a page hands to its island. */
export function pickStrings<K extends TranslationKey>(
  t: Translate,
  keys: readonly K[],
): Strings<K> {
  return Object.fromEntries(keys.map((k) => [k, t(k)])) as Strings<K>;
}
