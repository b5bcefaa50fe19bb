import type { Strings, TranslationKey } from '../../lib/i18n';

export const NEXT_STEP_KEYS = [
  'signin.trialEnded.plans',
  'signin.googleNoAccount.start',
] as const satisfies readonly TranslationKey[];

/** Where the sign-in's next steps lead, in the page's language. */
export interface SignInLinks {
  forgot: string;
  pricing: string;
  register: string;
}

/**
 * The way on that a sign-in refusal offers under its message: an ended trial → the plans (the
 * same account pays through pricing → checkout → sign-in); a Google address no account uses →
 * registration, where Google sign-up starts the trial with it, keeping this page's query (a
 * checkout or app return still applies there).
 */
export function NextStep({
  alertKey,
  strings,
  links,
}: {
  alertKey: string | undefined;
  strings: Strings<(typeof NEXT_STEP_KEYS)[number]>;
  links: SignInLinks;
}) {
  const [href, label] =
    alertKey === 'errors.trialEnded'
      ? [links.pricing, strings['signin.trialEnded.plans']]
      : alertKey === 'errors.googleNoAccount'
        ? [links.register + location.search, strings['signin.googleNoAccount.start']]
        : [];
  return href ? (
    <a href={href} className="mt-1 block text-current underline">
      {label}
    </a>
  ) : null;
}
