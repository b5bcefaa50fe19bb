import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkLocales, fixLocales } from '../../scripts/check-locales.mjs';
import { confirm, englishTexts, sourceHash } from '../../scripts/locales/hashes.mjs';
import { localeCheckIntegration } from '../../src/integrations/locale-check';

/** The messages the check gives for one text in one language (English says "Text"). */
function problemsOf(lang: string, text: string, notes: object | null = null) {
  const files: Record<string, string> = { 'en/a.json': JSON.stringify({ t: 'Text' }) };
  files[`${lang}/a.json`] = JSON.stringify({ t: text });
  const languages = lang === 'en' ? ['en'] : ['en', lang];
  return checkLocales(files, languages, notes && JSON.stringify(notes), 'en', {
    brand: 'Tunebiz',
  }).map((p) => p.message);
}

describe('stale translations', () => {
  const fr = JSON.stringify({ t: 'Bonjour' });
  const files = (english: string) => ({
    'en/a.json': JSON.stringify({ t: english }),
    'fr/a.json': fr,
  });
  const confirmed = { fr: { 'a.t': sourceHash('Hello') } };

  it('asks for a review of each translation whose English changed since it was confirmed', () => {
    expect(checkLocales(files('Hello'), ['en', 'fr'], null, 'en', { hashes: confirmed })).toEqual(
      [],
    );
    expect(
      checkLocales(files('Hello again'), ['en', 'fr'], null, 'en', { hashes: confirmed }),
    ).toEqual([
      {
        file: 'fr/a.json',
        key: 't',
        message: expect.stringMatching(
          /^needs review: the English text changed.*locales:confirm -- fr a\.t/,
        ),
      },
    ]);
  });

  it('is satisfied once the translator confirms, and forgets keys that are gone', () => {
    const english = new Map([['a.json', { t: 'Hello again' }]]);
    const next = confirm({ fr: { 'a.t': 'old', 'a.gone': 'x' } }, englishTexts(english), [
      { lang: 'fr', id: 'a.t' },
    ]);
    expect(next).toEqual({ fr: { 'a.t': sourceHash('Hello again') } });
    expect(checkLocales(files('Hello again'), ['en', 'fr'], null, 'en', { hashes: next })).toEqual(
      [],
    );
  });
});

describe('unused and missing keys', () => {
  const en = JSON.stringify({
    title: 'Title',
    'genre.rock': 'Rock',
    pageTitle: 'Page',
    unused: 'x',
  });
  const check = (sources: Record<string, string>) =>
    checkLocales({ 'en/a.json': en }, ['en'], null, 'en', { sources });

  it('reports an English key no code uses, seeing literal, prefixed and suffixed key templates', () => {
    const sources = {
      'src/x.ts': "t('a.title'); labels[`a.genre.${id}`]; const GENRES = ['rock'];",
      'src/y.astro': 't(`${screen}.pageTitle`)',
    };
    expect(check(sources)).toEqual([
      {
        file: 'en/a.json',
        key: 'unused',
        message: 'is used by no code in src/ or server/: remove it from every language',
      },
    ]);
  });

  it('keeps a key under a template prefix only while the data that builds it names it', () => {
    const genres = JSON.stringify({ 'genre.rock': 'Rock', 'genre.polka': 'Polka' });
    const sources = {
      'src/logic.ts': 'labels[`b.genre.${name}`]',
      'server/catalog.ts': "export const GENRES = ['rock', 'jazz'];",
    };
    expect(checkLocales({ 'en/b.json': genres }, ['en'], null, 'en', { sources })).toEqual([
      {
        file: 'en/b.json',
        key: 'genre.polka',
        message: 'is used by no code in src/ or server/: remove it from every language',
      },
    ]);
  });

  it('counts bare keys of a namespace a module loads by itself, in any file', () => {
    const mail = JSON.stringify({ greeting: 'Hello', 'a.subject': 'S', 'a.note': 'N', gone: 'x' });
    const sources = {
      'src/x.ts': "t('a.title'); t(`a.genre.${id}`); t(`${s}.pageTitle`); 'a.unused'; 'rock'",
      'server/mail-texts.ts':
        "readFileSync(join(dir, lang, 'mail.json')); t('greeting'); t(`${kind}.subject`)",
      'server/mail.ts': "t('a.note')",
    };
    expect(
      checkLocales({ 'en/a.json': en, 'en/mail.json': mail }, ['en'], null, 'en', { sources }),
    ).toEqual([
      {
        file: 'en/mail.json',
        key: 'gone',
        message: 'is used by no code in src/ or server/: remove it from every language',
      },
    ]);
  });

  it('fails a key the code uses but English lacks, naming the code file', () => {
    const sources = {
      'src/x.ts':
        "t('a.title'); t('a.titel'); t(`a.genre.${id}`); t(`${s}.pageTitle`); 'a.unused'; 'a.json'; 'rock'",
    };
    expect(check(sources)).toEqual([
      {
        file: 'src/x.ts',
        key: 'a.titel',
        message: 'uses a key that en/a.json lacks: add it there (and in every language)',
      },
    ]);
  });
});

describe('limits and the brand', () => {
  it('enforces maxLength from notes.json in every language, tags left out', () => {
    const notes = { 'a.t': { note: 'A narrow button.', maxLength: 7 } };
    expect(problemsOf('fr', 'Acheter', notes)).toEqual([]);
    expect(problemsOf('en', '<terms>Acheter</terms>', notes)).toEqual([]);
    expect(problemsOf('de', 'Jetzt kaufen', notes)).toEqual([
      'is 12 characters long, more than the 7 notes.json allows',
    ]);
  });

  it('rejects a malformed note', () => {
    const problems = (notes: object) =>
      checkLocales({ 'en/a.json': '{ "t": "x" }' }, ['en'], JSON.stringify(notes));
    expect(problems({ 'a.t': { note: 'x', maxLength: 'short' } })).toEqual([
      { file: 'notes.json', key: 'a.t', message: 'maxLength must be a whole number' },
    ]);
    expect(problems({ 'a.t': { maxLength: 3 } })[0]?.message).toMatch(/^is empty/);
  });

  it('fails a literal brand name in any language: write {{brand}}', () => {
    expect(problemsOf('it', 'Benvenuto su TuneBiz')).toEqual([
      'names the brand "Tunebiz": write {{brand}}',
    ]);
    expect(problemsOf('it', 'Benvenuto su {{brand}}')).toEqual([
      'placeholders differ: English has [], this has [{{brand}}]',
    ]);
  });
});

describe('typography per language', () => {
  it('asks for the ellipsis, the curly apostrophe, the en dash in ranges and pickers', () => {
    expect(problemsOf('en', 'Loading...')).toEqual([
      expect.stringMatching(/^three dots: use the ellipsis "…" \(npm run check:locales -- --fix/),
    ]);
    expect(problemsOf('en', "Don't")).toEqual([expect.stringMatching(/^a straight apostrophe/)]);
    expect(problemsOf('de', 'Alter 18-25')).toEqual([
      expect.stringMatching(/^a range takes the en dash/),
    ]);
    expect(problemsOf('en', '{{from}}-{{to}}')[0]).toMatch(/^a range takes the en dash/);
    expect(problemsOf('fr', 'Français - EUR')).toEqual([expect.stringMatching(/^a spaced hyphen/)]);
    expect(
      problemsOf('en', 'Jazz-piano, K-pop, 10–20, 50+, English – EUR, Loading…, Don’t'),
    ).toEqual([]);
  });

  it('knows each language’s quotation marks', () => {
    expect(problemsOf('en', 'Say “yes”')).toEqual([]);
    expect(problemsOf('de', 'Sagen Sie „Ja“')).toEqual([]);
    expect(problemsOf('fr', 'Dites «\u00a0oui\u00a0»')).toEqual([]);
    expect(problemsOf('es', 'Diga «sí»')).toEqual([]);
    expect(problemsOf('de', 'Sagen Sie "Ja"')).toEqual([expect.stringMatching(/^straight quotes/)]);
    expect(problemsOf('de', 'Sagen Sie “Ja”')).toEqual([
      '"”" is not a quotation mark of this language: use „…“',
    ]);
    expect(problemsOf('fr', 'Dites “oui”')[0]).toMatch(
      /is not a quotation mark of this language: use «…»/,
    );
    expect(problemsOf('fr', 'Dites « oui »')).toEqual([
      expect.stringMatching(/^a plain space before "»"/),
      expect.stringMatching(/^guillemets take a no-break space inside/),
    ]);
  });

  it('asks for ¿ and ¡ in Spanish, per sentence', () => {
    expect(problemsOf('es', '¿Olvidó su contraseña? ¡Gracias!')).toEqual([]);
    expect(problemsOf('es', 'Gracias. ¿Nuevo en {{brand}}?'.replace('{{brand}}', 'X'))).toEqual([]);
    expect(problemsOf('es', '¿Nuevo? Olvidó su contraseña?')).toEqual([
      'a "?" without its opening "¿"',
    ]);
    expect(problemsOf('es', 'Gracias!')).toEqual(['a "!" without its opening "¡"']);
    expect(problemsOf('fr', 'Merci\u202f!')).toEqual([]);
  });

  it('leaves the English the specification quotes verbatim, but not its translations', () => {
    const notes = { 'a.t': { note: 'Quoted by the spec.', verbatim: true } };
    expect(problemsOf('en', 'Verifying your email...', notes)).toEqual([]);
    expect(problemsOf('it', 'Verifica...', notes)[0]).toMatch(/^three dots/);
    // A language being added starts as a copy of English: the quoted English is still verbatim.
    const copy = { 'en/a.json': '{ "t": "Wait..." }', 'pt/a.json': '{ "t": "Wait..." }' };
    expect(checkLocales(copy, ['en', 'pt'], JSON.stringify(notes))).toEqual([]);
    expect(fixLocales(copy, JSON.stringify(notes))).toEqual({});
  });
});

describe('--fix', () => {
  it('repairs the mechanical mistakes and leaves the rest to a person', () => {
    const files = {
      'en/a.json': JSON.stringify({ a: "Don't wait...", b: 'Verifying...', c: 'Ages 18-25' }),
      'fr/a.json': JSON.stringify({
        a: 'Oublié ? Attention: "oui"',
        b: 'Un – deux',
        c: 'Français - EUR',
      }),
      'de/a.json': JSON.stringify({ a: 'Sagen Sie "Ja"', b: 'x', c: 'y' }),
      'es/a.json': JSON.stringify({ a: 'Olvidó?', b: 'x', c: 'y' }),
      'it/a.json': '{ broken',
    };
    const notes = JSON.stringify({ 'a.b': { note: 'Quoted by the spec.', verbatim: true } });
    const fixed = fixLocales(files, notes);
    expect(Object.keys(fixed).sort()).toEqual(['de/a.json', 'en/a.json', 'fr/a.json']);
    expect(JSON.parse(fixed['en/a.json'] ?? '')).toEqual({
      a: 'Don’t wait…',
      b: 'Verifying...',
      c: 'Ages 18–25',
    });
    expect(JSON.parse(fixed['fr/a.json'] ?? '')).toEqual({
      a: 'Oublié\u202f? Attention\u00a0: «\u00a0oui\u00a0»',
      b: 'Un – deux',
      c: 'Français – EUR',
    });
    expect((JSON.parse(fixed['de/a.json'] ?? '') as { a: string }).a).toBe('Sagen Sie „Ja“');
    const after = { ...files, ...fixed, 'it/a.json': JSON.stringify({ a: 'a', b: 'b', c: 'c' }) };
    expect(
      checkLocales(after, ['en', 'fr', 'de', 'es', 'it'], notes).map(
        (p) => `${p.file} ${p.message}`,
      ),
    ).toEqual(['es/a.json a "?" without its opening "¿"']);
  });
});

/** Runs a script on a copy of locales/, returning its exit status and output. */
function run(script: string, args: string[], env: Record<string, string> = {}) {
  try {
    const stdout = execFileSync(process.execPath, [script, ...args], {
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, ...env },
    });
    return { status: 0, output: stdout };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { status: e.status, output: `${e.stdout}${e.stderr}` };
  }
}

// Each case starts several Node processes: on a busy machine that takes seconds, not a failure.
describe('the commands an editor runs', { timeout: 60_000 }, () => {
  it('--fix repairs a copy in place; locales:confirm clears a stale translation per language', () => {
    const copy = mkdtempSync(join(tmpdir(), 'locales-'));
    try {
      cpSync('locales', copy, { recursive: true });
      const frFile = join(copy, 'fr', 'signin.json');
      const fr = JSON.parse(readFileSync(frFile, 'utf8')) as Record<string, string>;
      writeFileSync(frFile, JSON.stringify({ ...fr, forgot: 'Mot de passe oublié ?' }, null, 2));
      expect(run('scripts/check-locales.mjs', [copy]).output).toMatch(
        /locales\/fr\/signin\.json:\d+ forgot: a plain space before "\?"/,
      );
      expect(run('scripts/check-locales.mjs', [copy, '--fix'])).toMatchObject({ status: 0 });
      expect((JSON.parse(readFileSync(frFile, 'utf8')) as { forgot: string }).forgot).toBe(
        'Mot de passe oublié\u202f?',
      );

      const enFile = join(copy, 'en', 'signin.json');
      const en = JSON.parse(readFileSync(enFile, 'utf8')) as Record<string, string>;
      writeFileSync(enFile, JSON.stringify({ ...en, title: 'Good to see you again' }, null, 2));
      const stale = run('scripts/check-locales.mjs', [copy]);
      expect(stale.status).toBe(1);
      expect(stale.output).toMatch(/locales\/fr\/signin\.json:\d+ title: needs review/);
      expect(stale.output).toMatch(/locales\/de\/signin\.json:\d+ title: needs review/);
      const env = { LOCALES_DIR: copy };
      expect(run('scripts/locales-confirm.mjs', ['fr', 'signin.title'], env).status).toBe(0);
      expect(run('scripts/locales-confirm.mjs', ['de', '--all'], env).status).toBe(0);
      const after = run('scripts/check-locales.mjs', [copy]).output;
      expect(after).not.toMatch(/(fr|de)\/signin\.json title/);
      expect(after).toMatch(/locales\/it\/signin\.json:\d+ title: needs review/);
      expect(run('scripts/locales-confirm.mjs', ['fr', 'signin.nope'], env)).toMatchObject({
        status: 1,
      });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('astro build stops on a broken locale file (the build integration)', () => {
    const copy = mkdtempSync(join(tmpdir(), 'locales-'));
    try {
      cpSync('locales', copy, { recursive: true });
      writeFileSync(join(copy, 'de', 'signin.json'), '{ "title": "Willkommen bei Tunebiz" }');
      const hook = localeCheckIntegration({ locales: copy }).hooks['astro:build:start'];
      const logger = { info: () => undefined } as never;
      expect(() => hook?.({ logger } as never)).toThrow(
        /locales\/de\/signin\.json:1 title: names the brand "Tunebiz"/,
      );
      expect(() =>
        localeCheckIntegration().hooks['astro:build:start']?.({ logger } as never),
      ).not.toThrow();
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('markup that would show as text', () => {
  const html = /^HTML is not rendered here and will show as text: /;

  it('reports any tag English does not have, and any entity, in one message per text', () => {
    expect(problemsOf('fr', 'Un <strong>texte</strong>')).toEqual([
      expect.stringMatching(
        /^HTML is not rendered here and will show as text: <strong> <\/strong>/,
      ),
    ]);
    expect(problemsOf('de', 'Zeile<br>Zeile')).toEqual([expect.stringMatching(html)]);
    expect(problemsOf('it', 'Testo&nbsp;e&#160;testo')[0]).toMatch(/text: &nbsp; &#160; \(/);
    expect(problemsOf('en', 'Read <b>this</b>')).toEqual([expect.stringMatching(html)]);
    // A named tag of the English text is no HTML; "< or >" in a sentence is no tag.
    expect(problemsOf('en', 'Accept the <terms>terms</terms>')).toEqual([]);
    expect(problemsOf('en', 'A name cannot hold < or >')).toEqual([]);
  });
});

describe('French spacing, the narrow no-break space', () => {
  it('counts the end of a placeholder as a word end, and --fix repairs it', () => {
    // (English "Text" has no placeholder: that is reported too.)
    expect(problemsOf('fr', 'Retournez dans {{brand}}: prêt')).toContainEqual(
      expect.stringMatching(/^no space before ":"/),
    );
    expect(problemsOf('fr', 'Vouliez-vous dire {{suggestion}}?')).toContainEqual(
      expect.stringMatching(/^no space before "\?": add a narrow no-break space \(U\+202F\)/),
    );
    const files = {
      'en/a.json': JSON.stringify({ t: 'Text' }),
      'fr/a.json': JSON.stringify({ t: '{{brand}}: {{suggestion}}? Merci\u00a0!' }),
    };
    expect(JSON.parse(fixLocales(files)['fr/a.json'] ?? '')).toEqual({
      t: '{{brand}}\u00a0: {{suggestion}}\u202f? Merci\u202f!',
    });
  });

  it('asks for U+202F instead of U+00A0 before ? ! ;', () => {
    expect(problemsOf('fr', 'Vraiment\u00a0?')).toEqual([
      expect.stringMatching(/^a wide no-break space before "\?": use a narrow/),
    ]);
    expect(problemsOf('fr', 'Compte\u00a0: x, Compte\u202f: y')).toEqual([]);
  });
});

describe('a translation that is the English text', () => {
  const files = (fr: object, de: object) => ({
    'en/a.json': JSON.stringify({
      name: 'Essential',
      t: 'Welcome',
      u: 'Goodbye',
      v: '{{a}} – {{b}}',
    }),
    'fr/a.json': JSON.stringify(fr),
    'de/a.json': JSON.stringify(de),
  });
  const fr = { name: 'Essential', t: 'Welcome', u: 'Au revoir', v: '{{a}} – {{b}}' };
  const de = { name: 'Essential', t: 'Willkommen', u: 'Tschüss', v: '{{a}} – {{b}}' };

  it('is reported unless notes.json allows it for that language; words-free texts pass', () => {
    const notes = JSON.stringify({ 'a.name': { note: 'A plan name.', sameAsEnglish: ['fr'] } });
    expect(checkLocales(files(fr, de), ['en', 'fr', 'de'], notes)).toEqual([
      {
        file: 'fr/a.json',
        key: 't',
        message: expect.stringMatching(/^is the English text, untranslated/),
      },
      {
        file: 'de/a.json',
        key: 'name',
        message: expect.stringMatching(/sameAsEnglish": \["de"\]/),
      },
    ]);
    const all = JSON.stringify({ 'a.name': { note: 'A plan name.', sameAsEnglish: true } });
    expect(checkLocales(files({ ...fr, t: 'Bienvenue' }, de), ['en', 'fr', 'de'], all)).toEqual([]);
    const bad = JSON.stringify({ 'a.name': { note: 'x', sameAsEnglish: 'fr' } });
    expect(checkLocales(files(fr, de), ['en'], bad)).toContainEqual({
      file: 'notes.json',
      key: 'a.name',
      message: 'sameAsEnglish must be true or a list of languages',
    });
  });
});

describe('the glossary of locales/README.md', () => {
  const readme = [
    '### Words the check enforces',
    '',
    '| Term | Language | Write | Never |',
    '| ---- | -------- | ----- | ----- |',
    '| plan | fr | offre | formule, forfait |',
    '| get the app | it | Scarica l’app | Scaricare l’app |',
    '| email | de | E-Mail | Email, E-mail |',
    '',
    '## Changing a text',
  ].join('\n');
  const glossary = (lang: string, text: string) =>
    checkLocales(
      {
        'en/a.json': JSON.stringify({ t: 'Text {{email}}' }),
        [`${lang}/a.json`]: JSON.stringify({ t: text }),
      },
      ['en', lang],
      null,
      'en',
      { glossary: readme },
    ).map((p) => p.message);

  it('reports a word the glossary rules out, in its language only, as a whole word', () => {
    expect(glossary('fr', 'Votre formule {{email}}')).toEqual([
      'glossary: "formule" is not the word for "plan" here: write "offre" (locales/README.md)',
    ]);
    expect(glossary('it', 'Scaricare l’app {{email}}')[0]).toMatch(
      /"Scaricare l’app" is not the word/,
    );
    expect(glossary('de', 'Ihre E-mail an {{email}}')[0]).toMatch(
      /"E-mail" is not the word for "email"/,
    );
    expect(glossary('de', 'Ihre E-Mail-Adresse {{email}}')).toEqual([]);
    expect(glossary('it', 'La formule {{email}}')).toEqual([]);
  });
});
