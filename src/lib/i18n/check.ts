// The rules of `npm run check:locales`, pure so they can be unit-tested on fixture files.

export interface LocaleProblem {
  /** `<lang>/<namespace>.json` */
  file: string;
  key?: string;
  message: string;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const TAG = /<\/?(\w+)>/g;

/** The sorted {{placeholders}} and <tags> of a text: what every translation must keep. */
export function markersOf(text: string): string[] {
  const found = [...text.matchAll(PLACEHOLDER)].map((m) => `{{${m[1]}}}`);
  found.push(...[...text.matchAll(TAG)].map((m) => m[0]));
  return found.sort();
}

/**
 * Checks locale files given as `{ '<lang>/<ns>.json': raw JSON text }`, English being the
 * reference: parse errors, missing or extra files, missing, extra or empty keys, nested or non-string
 * values, and placeholder or tag differences.
 */
export function checkLocales(
  files: Readonly<Record<string, string>>,
  languages: readonly string[],
  reference = 'en',
): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  const parsed = new Map<string, Record<string, unknown>>();
  for (const [file, raw] of Object.entries(files)) {
    try {
      const value: unknown = JSON.parse(raw);
      if (!value || typeof value !== 'object' || Array.isArray(value)) {
        problems.push({ file, message: 'must hold one JSON object of flat "key": "text" pairs' });
      } else parsed.set(file, value as Record<string, unknown>);
    } catch (error) {
      problems.push({ file, message: `does not parse: ${(error as Error).message}` });
    }
  }
  const namespaces = [...parsed.keys()]
    .filter((f) => f.startsWith(`${reference}/`))
    .map((f) => f.slice(reference.length + 1));

  for (const lang of languages) {
    for (const file of parsed.keys()) {
      const [fileLang, ns] = file.split('/');
      if (fileLang === lang && lang !== reference && ns && !namespaces.includes(ns)) {
        problems.push({ file, message: `has no English counterpart ${reference}/${ns}` });
      }
    }
    for (const ns of namespaces) {
      const file = `${lang}/${ns}`;
      const english = parsed.get(`${reference}/${ns}`) ?? {};
      const table = parsed.get(file);
      if (!table) {
        if (!(file in files)) problems.push({ file, message: 'file is missing' });
        continue;
      }
      for (const [key, value] of Object.entries(table)) {
        if (typeof value !== 'string') {
          problems.push({
            file,
            key,
            message: 'value must be a string (keys are flat: "a.b": "text")',
          });
        } else if (value.trim() === '') {
          problems.push({ file, key, message: 'is empty' });
        }
        if (lang !== reference && !(key in english)) {
          problems.push({ file, key, message: `is not in ${reference}/${ns}` });
        }
      }
      if (lang === reference) continue;
      for (const [key, source] of Object.entries(english)) {
        const value = table[key];
        if (value === undefined) {
          problems.push({ file, key, message: 'is missing' });
        } else if (typeof value === 'string' && typeof source === 'string') {
          const expected = markersOf(source).join(' ');
          const actual = markersOf(value).join(' ');
          if (expected !== actual) {
            problems.push({
              file,
              key,
              message: `placeholders differ: English has [${expected}], this has [${actual}]`,
            });
          }
        }
      }
    }
  }
  return problems;
}
