// The wording of /thank-you for the state the registration handed over (lib/navigation).

import type { ThankYouState } from './navigation/states';

/** The texts /thank-you chooses from, as in the locale files (`{{email}}` marks the email). */
export interface ThankYouTexts {
  title: string;
  body: string;
  googleBody: string;
  existingTitle: string;
  existingBody: string;
  bodyNoEmail: string;
}

/** What /thank-you shows: a title, and a body around the email (or without it when none is known). */
interface ThankYouWording {
  title: string;
  body: { before: string; email: string; after: string } | string;
}

/**
 * A confirmation email was sent (registration), or the account is confirmed already (Google), or
 * the user is signed in (Google, existing account); without state, the text that names no email.
 */
export function thankYouWording(
  texts: ThankYouTexts,
  state: ThankYouState | null,
): ThankYouWording {
  const email = state?.email?.trim() ?? '';
  const existing = state?.via === 'googleExisting';
  const title = existing ? texts.existingTitle : texts.title;
  if (email === '') return { title, body: texts.bodyNoEmail };
  const template = existing
    ? texts.existingBody
    : state?.via === 'google'
      ? texts.googleBody
      : texts.body;
  const [before = '', after = ''] = template.split('{{email}}');
  return { title, body: { before, email, after } };
}
