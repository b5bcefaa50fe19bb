// The English the product spec quotes word for word stays word for word: every key notes.json
// marks `"verbatim": true` reads exactly as one of the spec's quoted texts ('…' in
// ../shared/spec/product-spec.md, beside the clone in CI), a {{placeholder}} standing for the
// spec's example value ("Billed Yearly (Save 12%)"). Rewording one fails here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SPEC = join(root, '..', 'shared', 'spec', 'product-spec.md');

/** The texts the spec quotes between straight single quotes (an apostrophe inside a word is none). */
function quotedTexts(spec: string): string[] {
  return [...spec.matchAll(/(?<![\p{L}\d])'([^'\n]+)'(?![\p{L}\d])/gu)].map((m) => m[1] ?? '');
}

/** Whether an English text is one of the quotes, each placeholder standing for some value. */
function quotedBy(text: string, quotes: readonly string[]): boolean {
  const pattern = new RegExp(
    `^${text
      .split(/\{\{\s*\w+\s*\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+?')}$`,
  );
  return quotes.some((quote) => pattern.test(quote));
}

function verbatimKeys(): [string, string][] {
  const notes = JSON.parse(readFileSync(join(root, 'locales/notes.json'), 'utf8')) as Record<
    string,
    string | { verbatim?: boolean }
  >;
  return Object.entries(notes)
    .filter(([, note]) => typeof note === 'object' && note.verbatim)
    .map(([id]) => {
      const dot = id.indexOf('.');
      const table = JSON.parse(
        readFileSync(join(root, 'locales/en', `${id.slice(0, dot)}.json`), 'utf8'),
      ) as Record<string, string>;
      return [id, table[id.slice(dot + 1)] ?? ''];
    });
}

describe('the spec’s English, pinned', () => {
  it('finds the spec beside the clone', () => {
    expect(existsSync(SPEC), `${SPEC} (CI has ../shared beside the clone)`).toBe(true);
  });

  it('keeps every verbatim key word for word as the spec quotes it', () => {
    const quotes = quotedTexts(readFileSync(SPEC, 'utf8'));
    const keys = verbatimKeys();
    expect(keys.length).toBeGreaterThanOrEqual(30);
    const unquoted = keys.filter(([, text]) => !quotedBy(text, quotes));
    expect(unquoted, 'verbatim keys whose English the spec does not quote').toEqual([]);
  });

  it('fails a reworded text, a changed typography and a placeholder in the wrong place', () => {
    const quotes = ['Incorrect values, please check your informations', 'Billed Yearly (Save 12%)'];
    expect(quotedBy('Incorrect values, please check your informations', quotes)).toBe(true);
    expect(quotedBy('Billed Yearly (Save {{percent}}%)', quotes)).toBe(true);
    expect(quotedBy('Incorrect values, please check your information', quotes)).toBe(false);
    expect(quotedBy('Incorrect values, please check your informations.', quotes)).toBe(false);
    expect(quotedBy('Billed yearly (save {{percent}}%)', quotes)).toBe(false);
    expect(quotedBy('{{percent}}% saved', quotes)).toBe(false);
  });
});
