import type { Strings } from '../../lib/i18n';
import { carryEmail } from '../ui/carryEmail';
import type { EMAIL_TAKEN_KEYS, EmailTakenLinks } from './EmailTaken';

const LINK = 'inline-block min-h-6 text-current underline';

/**
 * Under "This email account is already used": the address is most likely the user's own, so the
 * ways on are signing in with it or resetting its password, each with the address typed here
 * (issue 37 item 17). Sign-in keeps the page's query, so a checkout or app return still applies.
 * Shown only after that refusal: loaded then (EmailTaken.tsx), not with the page.
 */
export function EmailTakenWays({
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
