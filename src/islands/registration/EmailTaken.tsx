import type { Strings, TranslationKey } from '../../lib/i18n';
import { carryEmail } from '../ui/carryEmail';

export const EMAIL_TAKEN_KEYS = [
  'register.signinLink',
  'signin.forgot',
] as const satisfies readonly TranslationKey[];

/** Sign-in and the forgot-password form, in the page's language. */
export interface EmailTakenLinks {
  signin: string;
  forgot: string;
}

const LINK = 'inline-block min-h-6 text-current underline';

/** The links for a refusal of `form`: only a taken address gets them. */
export function emailTakenFor(
  form: { failure: { alert: string } | null; values: { email: string } },
  links: EmailTakenLinks,
  strings: Strings<(typeof EMAIL_TAKEN_KEYS)[number]>,
) {
  return form.failure?.alert === 'errors.emailAlready' ? (
    <EmailTaken email={form.values.email} links={links} strings={strings} />
  ) : null;
}

/**
 * Under "This email account is already used": the address is most likely the user's own, so the
 * ways on are signing in with it or resetting its password, each with the address typed here
 * (issue 37 item 17). Sign-in keeps the page's query, so a checkout or app return still applies.
 */
function EmailTaken({
  email,
  links,
  strings,
}: {
  email: string;
  links: EmailTakenLinks;
  strings: Strings<(typeof EMAIL_TAKEN_KEYS)[number]>;
}) {
  return (
    <span className="mt-1 flex flex-wrap gap-x-4">
      <a
        href={links.signin + location.search}
        className={LINK}
        onClick={() => carryEmail('signin', email)}
      >
        {strings['register.signinLink']}
      </a>
      <a href={links.forgot} className={LINK} onClick={() => carryEmail('forgot-password', email)}>
        {strings['signin.forgot']}
      </a>
    </span>
  );
}
