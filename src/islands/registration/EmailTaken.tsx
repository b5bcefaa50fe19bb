import { Suspense } from 'react';
import type { Strings, TranslationKey } from '../../lib/i18n';
import { lazyComponent } from '../ui/lazyComponent';

export const EMAIL_TAKEN_KEYS = [
  'register.signinLink',
  'signin.forgot',
] as const satisfies readonly TranslationKey[];

/** Sign-in and the forgot-password form, in the page's language. */
export interface EmailTakenLinks {
  signin: string;
  forgot: string;
}

// Only a refusal shows them: loaded then. Until they come (or if they cannot), the message stands
// alone; a failed load reaches the island's error boundary, whose "Retry" asks again.
const EmailTakenWays = lazyComponent(() => import('./EmailTakenWays'), 'EmailTakenWays');

/** The links for a refusal of `form`: only a taken address gets them (EmailTakenWays). */
export function emailTakenFor(
  form: { failure: { alert: string } | null; values: { email: string } },
  links: EmailTakenLinks,
  strings: Strings<(typeof EMAIL_TAKEN_KEYS)[number]>,
) {
  return form.failure?.alert === 'errors.emailAlready' ? (
    <Suspense>
      <EmailTakenWays email={form.values.email} links={links} strings={strings} />
    </Suspense>
  ) : null;
}
