import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { pseudoLocalize } from '../../src/lib/i18n/pseudo';

describe('pseudoLocalize', () => {
  it('accents every letter and brackets the text, keeping placeholders and tags', () => {
    expect(pseudoLocalize('Sign in to {{brand}}')).toBe('[Šîîĝñ îîñ ţóó {{brand}}]');
    expect(pseudoLocalize('I accept the <terms>terms</terms>.')).toBe(
      '[ÎÎ ááççééƥţ ţĥéé <terms>ţééŕɱš</terms>.]',
    );
    expect(pseudoLocalize('50+ – €29')).toBe('[50+ – €29]');
  });

  it('leaves no plain letter and makes the English texts about 40 % longer', () => {
    const texts = readdirSync('locales/en').flatMap((file) =>
      Object.values(
        JSON.parse(readFileSync(`locales/en/${file}`, 'utf8')) as Record<string, string>,
      ),
    );
    const english = texts.join('').length;
    const pseudo = texts.map(pseudoLocalize).join('');
    expect(pseudo.replace(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g, '')).not.toMatch(/[A-Za-z]/);
    expect(pseudo.length / english).toBeGreaterThan(1.3);
    expect(pseudo.length / english).toBeLessThan(1.5);
  });
});
