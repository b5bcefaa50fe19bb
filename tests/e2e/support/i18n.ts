// Test-side access to the locale files, so assertions use the very texts users read.
import { readFileSync } from 'node:fs';
import { LANGUAGE_CODES, localizePath, type Language } from '../../../src/lib/i18n/languages';
import type { TranslationKey } from '../../../src/lib/i18n';

export { LANGUAGE_CODES, localizePath, type Language };

const cache = new Map<string, Record<string, string>>();
const BRAND = process.env.PUBLIC_BRAND_NAME || 'Tunebiz';

/** The text of a key in a language, with `{{brand}}` and the given values filled in. */
export function text(
  lang: Language,
  key: TranslationKey,
  values: Record<string, string> = {},
): string {
  const [ns, ...rest] = key.split('.');
  const file = `locales/${lang}/${ns}.json`;
  if (!cache.has(file))
    cache.set(file, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  const raw = cache.get(file)?.[rest.join('.')];
  if (raw === undefined) throw new Error(`No text for ${key} in ${lang}`);
  return raw.replace(/\{\{(\w+)\}\}/g, (m, name: string) =>
    name === 'brand' ? BRAND : (values[name] ?? m),
  );
}

/** The brand name the build uses. */
export const brand = BRAND;
