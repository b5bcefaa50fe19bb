// The submit path of the Sonos link form (ui/form.ts), loaded once the user starts typing: the
// field check (the sign-in rule: the API checks the link's credentials as a sign-in), the link
// request, and what a refusal shows.
import { buildSonosLinkPayload } from '../../lib/api/payloads';
import { linkSonos } from '../../lib/api/sonos';
import { validateSignIn } from '../../lib/validation';
import { sonosLinkFailure, sonosLinkValidationFailure } from './failures';

type Values = Record<'email' | 'password', string>;

export function check(values: Values) {
  const result = validateSignIn(values);
  return result.ok ? null : sonosLinkValidationFailure(result);
}

/** Authorizes the link of `linkCode` with the account's credentials; throws the API's errors. */
export async function send(values: Values, { linkCode }: { linkCode: string }) {
  await linkSonos(buildSonosLinkPayload(values.email, values.password, linkCode));
  // The form stays, showing its success message: nothing comes next.
  return undefined;
}

export const failure = sonosLinkFailure;
