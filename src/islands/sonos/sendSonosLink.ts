// The submit path of the Sonos link form, loaded once the user starts typing (SonosLinkForm): the
// field check (the sign-in rule: the API checks the link's credentials as a sign-in), the link
// request, and what a refusal shows.

import { buildSonosLinkPayload } from '../../lib/api/payloads';
import { linkSonos } from '../../lib/api/sonos';

export { validateSignIn } from '../../lib/validation';
export { sonosLinkFailure, sonosLinkValidationFailure } from './failures';

/** Authorizes the link of `linkCode` with the account's credentials; throws the API's errors. */
export async function sendSonosLink(
  values: { email: string; password: string },
  linkCode: string,
): Promise<void> {
  await linkSonos(buildSonosLinkPayload(values.email, values.password, linkCode));
}
