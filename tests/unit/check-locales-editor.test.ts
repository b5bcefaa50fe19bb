// The content editor's workflow of the translation review (§4 of reviews/translations.md): each
// mistake an editor makes in a copy of locales/ is reported with its file, line and key, and
// `--fix` repairs what is mechanical without ever damaging a string.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixLocales, runLocaleCheck } from '../../scripts/check-locales.mjs';
import { readLocales } from '../../scripts/locales/files.mjs';
import { fixTypography } from '../../scripts/locales/typography.mjs';

type Table = Record<string, string>;
const project = process.cwd();
let copy = '';
/** The check's lines for the copy with every mistake made (one run: it reads all the code). */
let lines: string[] = [];

const path = (file: string) => join(copy, file);
const read = (file: string) => JSON.parse(readFileSync(path(file), 'utf8')) as Table;
/** Rewrites one file as the repository formats it (so lines stay where they were). */
const write = (file: string, table: Table) =>
  writeFileSync(path(file), `${JSON.stringify(table, null, 2)}\n`);
const edit = (file: string, key: string, text: string) =>
  write(file, { ...read(file), [key]: text });
/** The 1-based line of a key in a file of the copy. */
const lineOf = (file: string, key: string) =>
  readFileSync(path(file), 'utf8')
    .split('\n')
    .findIndex((l) => l.startsWith(`  "${key}":`)) + 1;

/** The check's lines for the copy, and the one line naming this file and key. */
function reported(file: string, key: string): string[] {
  return lines.filter((l) => l.startsWith(`locales/${file}:`) && l.includes(` ${key}: `));
}

const STRONG = 'Musique d’ambiance légale pour votre <strong>établissement</strong>.';
const BR = 'Vielen Dank<br>für Ihre Registrierung!';
const LINK =
  'No se ha podido confirmar su correo electrónico. <a href="https://example.com/soporte">Contacte con asistencia</a>.';
const IMG = 'Musica di sottofondo legale <img src=x onerror=alert(1)> per la sua attività.';
const SELF_CLOSING = 'Bon retour<br/>parmi nous&nbsp;!';

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'locales-editor-'));
  cpSync('locales', copy, { recursive: true });
  // 1. A key missing in one language.
  const it = read('it/signin.json');
  delete it.forgot;
  write('it/signin.json', it);
  // 2. A broken and a translated placeholder.
  edit(
    'de/password.json',
    'newPassword.body',
    read('de/password.json')['newPassword.body']!.replace('{{email}}', '{{email}'),
  );
  edit(
    'fr/thankyou.json',
    'body',
    read('fr/thankyou.json').body!.replace('{{email}}', '{{courriel}}'),
  );
  // 3. HTML in a string: emphasis, a line break, a link, an image, a self-closing tag, an entity.
  edit('fr/register.json', 'subtitle', STRONG);
  edit('de/thankyou.json', 'title', BR);
  edit('es/verify.json', 'failedBody', LINK);
  edit('it/register.json', 'subtitle', IMG);
  edit('fr/signin.json', 'title', SELF_CLOSING);
  // 4. The English of a confirmed translation changes.
  edit('en/signin.json', 'subtitle', 'Sign in to run the music of your business.');
  // 5. An unused key in every language, a key under a template prefix no data builds, and
  // English pasted untranslated.
  for (const lang of ['en', 'fr', 'de', 'it', 'es']) {
    edit(`${lang}/signin.json`, 'promo', 'New: schedules for every zone');
    edit(`${lang}/onboarding.json`, 'genre.polka', 'Polka');
  }
  // 6. French spacing: no space, a plain space, and punctuation right after a placeholder.
  edit('fr/password.json', 'reset.account', 'Compte: {{email}}');
  edit('fr/common.json', 'signOut.notYou', 'Ce n’est pas vous ?');
  edit(
    'fr/checkout.json',
    'done.desktop',
    'Retournez dans l’application de bureau {{brand}}: votre offre y est déjà active.',
  );
  edit('fr/common.json', 'email.suggestion', 'Vouliez-vous dire {{suggestion}}?');
  lines = runLocaleCheck(copy, project).lines;
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('each editor mistake is reported with file, line and key', () => {
  it('1. a key missing in one language: names the English text and its line', () => {
    expect(reported('it/signin.json', 'forgot')).toEqual([]);
    expect(lines).toContain(
      `locales/it/signin.json forgot: is missing: translate "Forgot your password?" (locales/en/signin.json:${lineOf('en/signin.json', 'forgot')})`,
    );
  });

  it('2. a broken or translated placeholder', () => {
    expect(reported('de/password.json', 'newPassword.body')).toEqual([
      `locales/de/password.json:${lineOf('de/password.json', 'newPassword.body')} newPassword.body: placeholders differ: English has [{{email}}], this has []`,
    ]);
    expect(reported('fr/thankyou.json', 'body')[0]).toMatch(
      /^locales\/fr\/thankyou\.json:4 body: placeholders differ: .*\{\{courriel\}\}/,
    );
  });

  it('3. any HTML or entity: shown as text, one clear message, no "never closed"', () => {
    const cases = [
      ['fr/register.json', 'subtitle', '<strong> </strong>'],
      ['de/thankyou.json', 'title', '<br>'],
      ['es/verify.json', 'failedBody', '<a href="https://example.com/soporte"> </a>'],
      ['it/register.json', 'subtitle', '<img src=x onerror=alert(1)>'],
      ['fr/signin.json', 'title', '<br/> &nbsp;'],
    ] as const;
    for (const [file, key, markup] of cases) {
      expect(reported(file, key), file).toEqual([
        `locales/${file}:${lineOf(file, key)} ${key}: HTML is not rendered here and will show as text: ${markup} (write plain text; a link or emphasis is a named tag the English text has)`,
      ]);
    }
  });

  it('4. a stale translation, in each language', () => {
    for (const lang of ['fr', 'de', 'it', 'es']) {
      expect(reported(`${lang}/signin.json`, 'subtitle')).toEqual([
        expect.stringMatching(
          new RegExp(
            `^locales/${lang}/signin\\.json:4 subtitle: needs review: .*locales:confirm -- ${lang} signin\\.subtitle`,
          ),
        ),
      ]);
    }
  });

  it('5. an unused key, a template key no data builds, English left untranslated', () => {
    expect(reported('en/signin.json', 'promo')).toEqual([
      `locales/en/signin.json:${lineOf('en/signin.json', 'promo')} promo: is used by no code in src/ or server/: remove it from every language`,
    ]);
    expect(reported('en/onboarding.json', 'genre.polka')).toEqual([
      expect.stringMatching(/^locales\/en\/onboarding\.json:\d+ genre\.polka: is used by no code/),
    ]);
    for (const lang of ['de', 'it', 'es']) {
      expect(reported(`${lang}/signin.json`, 'promo')).toEqual([
        expect.stringMatching(
          new RegExp(
            `^locales/${lang}/signin\\.json:\\d+ promo: is the English text, untranslated`,
          ),
        ),
      ]);
    }
    // French also asks for its space before ":".
    expect(reported('fr/signin.json', 'promo').join('\n')).toMatch(/promo: is the English text/);
  });

  it('6. French spacing, after a word or a placeholder', () => {
    for (const [file, key, mark] of [
      ['fr/password.json', 'reset.account', ':'],
      ['fr/common.json', 'signOut.notYou', '?'],
      ['fr/checkout.json', 'done.desktop', ':'],
      ['fr/common.json', 'email.suggestion', '?'],
    ] as const) {
      expect(reported(file, key), key).toEqual([
        expect.stringMatching(
          new RegExp(
            `^locales/${file}:${lineOf(file, key)} ${key}: (no|a plain) space before "\\${mark}".*--fix repairs it`,
          ),
        ),
      ]);
    }
  });

  it('prints the same lines from the command line', () => {
    let output = '';
    try {
      execFileSync(process.execPath, ['scripts/check-locales.mjs', copy], { stdio: 'pipe' });
    } catch (error) {
      output = String((error as { stderr: unknown }).stderr);
    }
    expect(output).toContain(`locales/de/thankyou.json:3 title: HTML is not rendered here`);
    expect(output).toMatch(/locales\/fr\/checkout\.json:\d+ done\.desktop: no space before ":"/);
  }, 60_000);
});

describe('--fix on the same mistakes', () => {
  it('repairs the spacing and leaves every other string exactly as it was', () => {
    const { files, notes } = readLocales(copy);
    const fixed = fixLocales(files, notes);
    const after = (file: string) => JSON.parse(fixed[file] ?? files[file] ?? '{}') as Table;
    expect(after('fr/password.json')['reset.account']).toBe('Compte\u00a0: {{email}}');
    expect(after('fr/common.json')['signOut.notYou']).toBe('Ce n’est pas vous\u202f?');
    expect(after('fr/common.json')['email.suggestion']).toBe(
      'Vouliez-vous dire {{suggestion}}\u202f?',
    );
    expect(after('fr/checkout.json')['done.desktop']).toMatch(
      /^Retournez .* \{\{brand\}\}\u00a0: votre/,
    );
    // Markup is the editor's to remove: --fix leaves it, attributes and entities included.
    expect(after('fr/register.json').subtitle).toBe(STRONG);
    expect(after('de/thankyou.json').title).toBe(BR);
    expect(after('es/verify.json').failedBody).toBe(LINK);
    expect(after('it/register.json').subtitle).toBe(IMG);
    expect(after('fr/signin.json').title).toBe(SELF_CLOSING);
    expect(after('de/password.json')['newPassword.body']).toContain('{{email}');
    expect(Object.keys(fixed).sort()).toEqual([
      'fr/checkout.json',
      'fr/common.json',
      'fr/password.json',
      'fr/signin.json',
    ]);
  });
});

describe('--fix never damages a string', () => {
  const { files } = readLocales('locales');
  const texts = Object.entries(files).flatMap(([file, raw]) =>
    Object.values(JSON.parse(raw) as Table).map((text) => [file.split('/')[0]!, text] as const),
  );
  const tricky = [
    'Voir <a href="https://exemple.fr/aide?x=1&y=2">l’aide</a> : 10:30 – 12:00',
    'Dites "oui" <terms>ici</terms>&nbsp;; {{brand}}: {{count}}%',
    "L'offre <img alt='x' src=\"y\"> ... {{a}}-{{b}} 18-25",
    'Question ? <br/>Réponse !',
  ];

  it('keeps placeholders, tags and entities, changes nothing in the repository, and settles', () => {
    for (const [lang, text] of [...texts, ...tricky.map((t) => ['fr', t] as const)]) {
      const once = fixTypography(lang, text);
      const keep = (s: string) =>
        [...s.matchAll(/\{\{\s*\w+\s*\}\}|<[^<>]+>|&\w+;/g)].map((m) => m[0]);
      expect(keep(once), text).toEqual(keep(text));
      expect(fixTypography(lang, once), text).toBe(once);
    }
    expect(fixTypography('fr', tricky[0]!)).toBe(
      'Voir <a href="https://exemple.fr/aide?x=1&y=2">l’aide</a>\u00a0: 10:30 – 12:00',
    );
    const { files: all, notes } = readLocales('locales');
    expect(fixLocales(all, notes)).toEqual({});
  });
});
