/**
 * The emails' words live in `locales/<lang>/mail.json` (checked by `npm run check:locales` like
 * every other text); this module fills them in and lays each email out twice: plain text and
 * HTML. Every account gets its emails in the language it registered in.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { LANGUAGES, type Language } from './catalog.ts';
import { escapeHtml } from './pages/html.ts';
import { LOCALES_DIR } from './paths.ts';

type MailTable = Record<string, string>;

/** Fills one key of mail.json, `{{brand}}` included. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

let engine: ReturnType<typeof i18next.createInstance> | undefined;

function translator(language: Language, brand: string): Translate {
  if (!engine) {
    const resources = Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        {
          translation: JSON.parse(
            readFileSync(join(LOCALES_DIR, lang, 'mail.json'), 'utf8'),
          ) as MailTable,
        },
      ]),
    );
    engine = i18next.createInstance();
    void engine.init({
      resources,
      fallbackLng: 'en',
      initAsync: false,
      keySeparator: false,
      nsSeparator: false,
      // The HTML part escapes what it inserts; the plain text part must not be escaped.
      interpolation: { escapeValue: false },
    });
  }
  const t = engine.getFixedT(language);
  return (key, values = {}) => t(key, { brand, ...values });
}

/**
 * A date and time as the account's language writes it, with its time zone spelled out in that
 * language ("4 décembre 2025 à 09:30 (temps universel coordonné)"): the server knows no time zone
 * of the reader, so it says UTC in words a reader understands rather than a bare "UTC".
 */
export function mailDate(date: Date, language: Language): string {
  const at = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
  const zone = new Intl.DateTimeFormat(language, { timeZone: 'UTC', timeZoneName: 'long' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${at} (${zone})` : `${at} UTC`;
}

/** A link lifetime in words ("1 hour", "7 Tage"): the largest unit that measures it exactly. */
export function mailDuration(seconds: number, language: Language): string {
  const unit = (
    [
      [86_400, 'day'],
      [3600, 'hour'],
      [60, 'minute'],
    ] as const
  ).find(([size]) => seconds % size === 0) ?? [1, 'second'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: unit[1],
    unitDisplay: 'long',
  }).format(seconds / unit[0]);
}

/** One email in its two forms. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailContent {
  kind: 'verify' | 'reset' | 'invitation' | 'superAdmin';
  language: Language;
  brand: string;
  /**
   * The name to greet by: only for an address the account has confirmed. A name typed by whoever
   * registered an address is never mailed to it (it could carry someone else's message).
   */
  firstName?: string;
  link: string;
  /** Lines after the action, each already filled in (lifetime, expiry, trial). */
  notes: (t: Translate) => string[];
}

const INTRO = {
  verify: 'verify.intro',
  reset: 'reset.intro',
  invitation: 'invitation.intro',
  superAdmin: 'superAdmin.intro',
} as const;
const ACTION = {
  verify: 'verify.action',
  reset: 'reset.action',
  invitation: 'invitation.action',
  superAdmin: 'invitation.action',
} as const;

/** The HTML part's layout: one column that fits a 320 px phone and stops at 560 px on a desk. */
const STYLE = {
  body: 'margin:0;padding:12px;background:#f6f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f1f24;font-size:16px;line-height:1.5;-webkit-text-size-adjust:100%',
  card: 'max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px 20px;overflow-wrap:break-word',
  button:
    'display:inline-block;max-width:100%;box-sizing:border-box;background:#1f1f24;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px',
  hint: 'margin:0 0 16px;font-size:14px;color:#55555f',
};

/**
 * Lays out an email: greeting, intro, the action and its link, notes, signature. The plain-text
 * part says the same in the same order (the action's name, then its link); only the HTML part
 * adds the copyable address for a button that does not work.
 */
export function composeMail(content: MailContent): ComposedMail {
  const t = translator(content.language, content.brand);
  const subject = t(`${content.kind}.subject`);
  const greeting = content.firstName
    ? t('greeting.named', { firstName: content.firstName })
    : t('greeting');
  const intro = t(INTRO[content.kind]);
  const action = t(ACTION[content.kind]);
  const notes = content.notes(t);
  const signature = t('signature');
  const text = [greeting, intro, `${action}\n${content.link}`, ...notes, signature].join('\n\n');
  const link = escapeHtml(content.link);
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html>
<html lang="${content.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="${STYLE.body}">
<div style="${STYLE.card}">
${paragraph(greeting)}
${paragraph(intro)}
<p style="margin:24px 0"><a href="${link}" style="${STYLE.button}">${escapeHtml(action)}</a></p>
${notes.map(paragraph).join('\n')}
<p style="${STYLE.hint}">${escapeHtml(t('linkHint'))}<br><a href="${link}" style="color:#1f1f24;word-break:break-all">${link}</a></p>
${paragraph(signature)}
</div>
</body></html>`;
  return { subject, text, html };
}
