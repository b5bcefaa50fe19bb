// The four emails in the five languages, as a recipient sees them: the same structure in every
// language, gender-neutral, a plain-text part that says what the HTML part says, a date with a
// readable time zone, and an HTML part that fits a 390 px phone without sideways scrolling.
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { LANGUAGES, type Language } from '../../server/catalog';
import { composeMail, mailDate, mailDuration, type MailContent } from '../../server/mail-texts';

const KINDS = ['verify', 'reset', 'invitation', 'superAdmin'] as const;
const EXPIRES = new Date('2025-12-04T06:33:00Z');
const LINK = 'https://account.example/app/verify/0123456789abcdef0123456789abcdef?from=app&x=1';

/** The notes each kind carries, filled in as server/mail.ts fills them. */
function notesOf(kind: MailContent['kind'], language: Language): MailContent['notes'] {
  const lifetime = (seconds: number) => mailDuration(seconds, language);
  if (kind === 'verify') {
    return (t) => [
      t('verify.lifetime', { lifetime: lifetime(604_800) }),
      t('verify.trial', { trialDays: 30 }),
      t('verify.ignore'),
    ];
  }
  if (kind === 'reset') {
    return (t) => [t('reset.lifetime', { lifetime: lifetime(3600) }), t('reset.ignore')];
  }
  return (t) => [t('invitation.expires', { expires: mailDate(EXPIRES, language) })];
}

function mail(kind: MailContent['kind'], language: Language, firstName?: string) {
  return composeMail({
    kind,
    language,
    brand: 'Tunebiz',
    firstName,
    link: LINK,
    notes: notesOf(kind, language),
  });
}

/** The paragraphs of the HTML part as text, the copyable address for a broken button left out. */
function htmlParagraphs(html: string): string[] {
  return [...html.matchAll(/<p[^>]*>(.*?)<\/p>/gs)]
    .map(([, inner = '']) => inner)
    .filter((inner) => !inner.includes('<br>'))
    .map((inner) =>
      inner
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, '’'),
    );
}

/** Masculine address the house style forbids, per language (invited, welcome, signed in). */
const GENDERED: Partial<Record<Language, RegExp>> = {
  fr: /\b(êtes|été) invité|\bconnecté\b|\bBienvenu\b/,
  it: /\b(È|è|stato) invitato\b|\bBenvenuto\b/,
  es: /\bEstá invitado\b|\bBienvenido\b/,
};

describe('the emails as recipients read them', () => {
  it.each(KINDS)(
    '%s: one structure in all five languages, the plain text matching the HTML',
    (kind) => {
      const shapes = LANGUAGES.map((language) => {
        const { subject, text, html } = mail(kind, language, 'Ana');
        expect(html).toContain(
          '<meta name="viewport" content="width=device-width, initial-scale=1">',
        );
        expect(html).toContain(`<html lang="${language}">`);
        expect(`${subject}\n${text}\n${html}`).not.toMatch(/\{\{|\}\}/);
        const gendered = GENDERED[language];
        if (gendered) expect(`${subject}\n${text}`).not.toMatch(gendered);
        // Every paragraph of the HTML, in order, is a paragraph of the plain text; the button's
        // paragraph is its name followed by the link.
        const paragraphs = htmlParagraphs(html);
        const plain = text.split('\n\n');
        expect(plain).toEqual(paragraphs.map((p, i) => (i === 2 ? `${p}\n${LINK}` : p)));
        expect(plain[0]).toContain('Ana');
        return { paragraphs: paragraphs.length, links: html.match(/<a /g)?.length };
      });
      expect(new Set(shapes.map((s) => JSON.stringify(s))).size).toBe(1);
    },
  );

  it('greets by the generic greeting when there is no first name', () => {
    for (const language of LANGUAGES) {
      const { text } = mail('reset', language);
      expect(text.split('\n')[0]).not.toMatch(/undefined|Ana/);
    }
    expect(mail('reset', 'en').text.startsWith('Hello,\n')).toBe(true);
  });

  it('writes an expiry in the recipient’s language with a time zone in words', () => {
    expect(mailDate(EXPIRES, 'en')).toBe(
      'December 4, 2025 at 6:33 AM (Coordinated Universal Time)',
    );
    expect(mailDate(EXPIRES, 'fr')).toBe('4 décembre 2025 à 06:33 (temps universel coordonné)');
    expect(mailDate(EXPIRES, 'de')).toBe('4. Dezember 2025 um 06:33 (Koordinierte Weltzeit)');
    for (const language of LANGUAGES) {
      expect(mail('invitation', language).text).not.toMatch(/\d UTC\b/);
    }
  });
});

describe('the HTML part on a phone', { timeout: 60_000 }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('fits 390 px in every language: no sideways scrolling, the button and link inside', async () => {
    // A phone: Chromium honours the viewport meta only with isMobile (else any page is 390 px).
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 3,
    });
    for (const kind of KINDS) {
      for (const language of LANGUAGES) {
        await page.setContent(mail(kind, language, 'Maximiliane-Alexandra').html);
        const layout = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          width: document.documentElement.clientWidth,
          widest: Math.max(
            ...[...document.querySelectorAll('a, p')].map((e) => e.getBoundingClientRect().right),
          ),
          font: getComputedStyle(document.body).fontSize,
        }));
        expect(layout, `${kind} ${language}`).toMatchObject({ width: 390, font: '16px' });
        expect(layout.scroll, `${kind} ${language}`).toBeLessThanOrEqual(390);
        expect(layout.widest, `${kind} ${language}`).toBeLessThanOrEqual(390);
      }
    }
    await page.close();
  });
});
