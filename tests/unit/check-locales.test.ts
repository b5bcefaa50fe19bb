import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkLocales, problemLine } from '../../scripts/check-locales.mjs';

const en = JSON.stringify({ title: 'Hello {{name}}', terms: 'Accept <terms>terms</terms>' });

/** What the check says about one French text (its English one has no placeholder or tag either). */
function frenchProblems(text: string) {
  const files = { 'en/a.json': '{ "t": "Text" }', 'fr/a.json': JSON.stringify({ t: text }) };
  return checkLocales(files, ['en', 'fr']).map((p) => p.message);
}

describe('checkLocales', () => {
  it('accepts complete translations', () => {
    const fr = JSON.stringify({
      title: 'Bonjour {{name}}',
      terms: 'Accepter les <terms>conditions</terms>',
    });
    expect(checkLocales({ 'en/a.json': en, 'fr/a.json': fr }, ['en', 'fr'])).toEqual([]);
  });

  it('reports a missing key with file and key', () => {
    const fr = JSON.stringify({ title: 'Bonjour {{name}}' });
    expect(checkLocales({ 'en/a.json': en, 'fr/a.json': fr }, ['en', 'fr'])).toEqual([
      { file: 'fr/a.json', key: 'terms', message: 'is missing' },
    ]);
  });

  it('reports an empty value', () => {
    const fr = JSON.stringify({ title: ' ', terms: 'Accepter les <terms>conditions</terms>' });
    const problems = checkLocales({ 'en/a.json': en, 'fr/a.json': fr }, ['en', 'fr']);
    expect(problems).toContainEqual({ file: 'fr/a.json', key: 'title', message: 'is empty' });
  });

  it('reports a placeholder mismatch', () => {
    const fr = JSON.stringify({
      title: 'Bonjour {{nom}}',
      terms: 'Accepter les <terms>conditions</terms>',
    });
    const [problem] = checkLocales({ 'en/a.json': en, 'fr/a.json': fr }, ['en', 'fr']);
    expect(problem).toMatchObject({ file: 'fr/a.json', key: 'title' });
    expect(problem?.message).toContain('placeholders differ');
  });

  it('reports a lost rich-text tag', () => {
    const fr = JSON.stringify({ title: 'Bonjour {{name}}', terms: 'Accepter les conditions' });
    const [problem] = checkLocales({ 'en/a.json': en, 'fr/a.json': fr }, ['en', 'fr']);
    expect(problem).toMatchObject({ file: 'fr/a.json', key: 'terms' });
  });

  it('reports a key English lacks, a missing file and a file that does not parse', () => {
    const fr = JSON.stringify({ title: 'Bonjour {{name}}', terms: '<terms>x</terms>', extra: 'x' });
    const problems = checkLocales(
      { 'en/a.json': en, 'fr/a.json': fr, 'de/a.json': '{ "title": ', 'it/b.json': '{}' },
      ['en', 'fr', 'de', 'it'],
    );
    expect(problems).toContainEqual({
      file: 'fr/a.json',
      key: 'extra',
      message: 'is not in en/a.json',
    });
    expect(
      problems.some((p) => p.file === 'de/a.json' && p.message.startsWith('is not valid JSON')),
    ).toBe(true);
    expect(problems).toContainEqual({ file: 'it/a.json', message: 'file is missing' });
    expect(problems).toContainEqual({
      file: 'it/b.json',
      message: 'has no English counterpart en/b.json',
    });
  });

  it('reports tags swapped or out of order, which would show raw tags on screen', () => {
    for (const terms of [
      'Accepter les </terms>conditions<terms>',
      'Accepter <terms>les conditions',
      'Accepter les <terms>conditions</terms> <terms>x</terms>',
    ]) {
      const fr = JSON.stringify({ title: 'Bonjour {{name}}', terms });
      const problems = checkLocales({ 'en/a.json': en, 'fr/a.json': fr }, ['en', 'fr']);
      expect(
        problems.some((p) => p.key === 'terms' && p.message.includes('tags')),
        terms,
      ).toBe(true);
    }
    const both = 'I accept the <terms>terms</terms> and the <privacy>policy</privacy>.';
    const swapped = 'J’accepte la <privacy>politique</privacy> et les <terms>conditions</terms>.';
    const [problem] = checkLocales(
      { 'en/b.json': JSON.stringify({ t: both }), 'fr/b.json': JSON.stringify({ t: swapped }) },
      ['en', 'fr'],
    );
    expect(problem?.message).toContain('tags differ');
    const crossed = checkLocales({ 'en/c.json': JSON.stringify({ t: '<x><y></x></y>' }) }, ['en']);
    expect(crossed).toEqual([
      { file: 'en/c.json', key: 't', message: 'tags: </x> closes a tag that is not open' },
    ]);
  });

  it('reports a JSON syntax error with its line and column', () => {
    const broken = '{\n  "title": "Bonjour {{name}}",\n  "terms": "x"\n  "other": "y"\n}\n';
    const [problem] = checkLocales({ 'en/a.json': en, 'fr/a.json': broken }, ['en', 'fr']);
    expect(problem?.file).toBe('fr/a.json');
    expect(problem?.message).toMatch(/^is not valid JSON at line 4, column 3/);
  });

  it('asks for a no-break space before ? ! : ; in French', () => {
    expect(frenchProblems('Mot de passe oublié ?')).toEqual([
      expect.stringMatching(/plain space before "\?"/),
    ]);
    expect(frenchProblems('Attention: lisez')).toEqual([
      expect.stringMatching(/no space before ":"/),
    ]);
    expect(frenchProblems('Mot de passe oublié\u202f?')).toEqual([]);
    expect(frenchProblems('À 10:30, voir https://exemple.fr…')).toEqual([]);
    const fr = JSON.stringify({ title: 'Bonjour {{name}} !', terms: '<terms>x</terms>' });
    expect(checkLocales({ 'en/a.json': en, 'fr/a.json': fr }, ['en', 'fr'])).toEqual([
      { file: 'fr/a.json', key: 'title', message: expect.stringMatching(/no-break space/) },
    ]);
  });

  it('keeps the translator notes in step with the keys', () => {
    const files = { 'en/a.json': en, 'fr/a.json': JSON.stringify(JSON.parse(en)) };
    expect(checkLocales(files, ['en', 'fr'], JSON.stringify({ 'a.title': 'A greeting.' }))).toEqual(
      [],
    );
    expect(checkLocales(files, ['en', 'fr'], JSON.stringify({ 'a.gone': 'Stale.' }))).toEqual([
      { file: 'notes.json', key: 'a.gone', message: 'names a key that does not exist' },
    ]);
  });
});

describe('node scripts/check-locales.mjs', () => {
  it('passes on the repository and fails, naming file and key, on a broken copy', () => {
    const ok = execFileSync(process.execPath, ['scripts/check-locales.mjs'], { encoding: 'utf8' });
    expect(ok).toMatch(/^Locales OK: \d+ files in 5 languages/);
    const copy = mkdtempSync(join(tmpdir(), 'locales-'));
    try {
      cpSync('locales', copy, { recursive: true });
      writeFileSync(join(copy, 'fr', 'signin.json'), '{ "title": "Connexion" ');
      let output = '';
      try {
        execFileSync(process.execPath, ['scripts/check-locales.mjs', copy], {
          encoding: 'utf8',
          stdio: 'pipe',
        });
      } catch (error) {
        output = String((error as { stderr: unknown }).stderr);
      }
      expect(output).toMatch(/locales\/fr\/signin\.json: is not valid JSON at line 1, column/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('problemLine', () => {
  it('names file, line and key; a missing key names the English to translate and its line', () => {
    const files = {
      'en/a.json': '{\n  "title": "Hello",\n  "body": "Text"\n}\n',
      'fr/a.json': '{\n  "body": "Texte"\n}\n',
    };
    expect(problemLine({ file: 'fr/a.json', key: 'body', message: 'is wrong' }, { files })).toBe(
      'locales/fr/a.json:2 body: is wrong',
    );
    expect(problemLine({ file: 'fr/a.json', key: 'title', message: 'is missing' }, { files })).toBe(
      'locales/fr/a.json title: is missing: translate "Hello" (locales/en/a.json:2)',
    );
    const sources = { 'src/x.ts': "// a\nt('a.titel');\n" };
    expect(
      problemLine({ file: 'src/x.ts', key: 'a.titel', message: 'uses a key' }, { files, sources }),
    ).toBe('src/x.ts:2 a.titel: uses a key');
    expect(problemLine({ file: 'fr/a.json', message: 'file is missing' }, { files })).toBe(
      'locales/fr/a.json: file is missing',
    );
  });
});
