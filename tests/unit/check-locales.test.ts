import { describe, expect, it } from 'vitest';
import { checkLocales } from '../../src/lib/i18n/check';

const en = JSON.stringify({ title: 'Hello {{name}}', terms: 'Accept <terms>terms</terms>' });

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
      problems.some((p) => p.file === 'de/a.json' && p.message.startsWith('does not parse')),
    ).toBe(true);
    expect(problems).toContainEqual({ file: 'it/a.json', message: 'file is missing' });
    expect(problems).toContainEqual({
      file: 'it/b.json',
      message: 'has no English counterpart en/b.json',
    });
  });
});
