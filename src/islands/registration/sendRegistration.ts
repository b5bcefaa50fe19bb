// The one registration submit of the three registration forms (/, the invitation page and
// /signin-sonos), loaded once the user starts filling a form in (useRegistrationForm): the payload,
// POST /register, and what comes next. Their differences are the `RegistrationKind`.
// Throws the API's typed errors.

import { acceptInvite } from '../../lib/api/invitations';
import { buildRegistrationPayload, buildSonosRegistrationPayload } from '../../lib/api/payloads';
import { register } from '../../lib/api/register';
import { navigate } from '../../lib/navigation';
import { type EmailState, type InvitationAcceptedState } from '../../lib/navigation/states';
import { isCheckoutSignIn, signInQueryFrom } from '../../lib/sign-in-query';
import type { RegistrationValues } from '../../lib/validation';
// The field checks and what a refusal shows travel with the submit path: they serve only on submit.
export { validateRegistration } from '../../lib/validation';
export {
  invitationRegisterFailure,
  registerRequestFailure,
  registerValidationFailure,
  sonosRegisterFailure,
} from './failures';

/** Which registration: the trial (utm from the query), an invitation's, or Sonos (with its code). */
export type RegistrationKind =
  { kind: 'trial' } | { kind: 'invitation'; code: string } | { kind: 'sonos' };

/** The fields as typed; the Sonos form adds its activation code. */
type RegistrationEntry = RegistrationValues & { activationCode?: string };

/**
 * After the account is made: `go` moves on (to /thank-you, or /invitation-accepted once the
 * invitation is accepted); or the invitation's acceptance failed (a refusal or a thrown failure).
 */
type RegistrationOutcome =
  { kind: 'registered'; go: () => void } | { kind: 'acceptFailed'; failure: unknown };

/** Sends the registration of `kind` and says what comes next. */
export async function sendRegistration(
  kind: RegistrationKind,
  values: RegistrationEntry,
  query: URLSearchParams = new URLSearchParams(location.search),
): Promise<RegistrationOutcome> {
  const email = values.email.trim();
  if (kind.kind === 'sonos') {
    const activationCode = values.activationCode ?? '';
    await register(buildSonosRegistrationPayload({ ...values, activationCode }));
  } else {
    const payload = buildRegistrationPayload(values, query);
    // From the checkout's sign-in (its trial link keeps plan_id and login_from_checkout): the
    // confirmation link brings the buyer back to the plan.
    const steer = signInQueryFrom(query);
    const plan = isCheckoutSignIn(steer) ? { plan_id: steer.planId } : {};
    await register(
      kind.kind === 'invitation' ? { ...payload, invite_code: kind.code } : { ...payload, ...plan },
    );
  }
  if (kind.kind !== 'invitation') {
    const next: EmailState = { email };
    return { kind: 'registered', go: () => navigate('/thank-you', next) };
  }
  try {
    const result = await acceptInvite(kind.code, email);
    if (!result.ok) return { kind: 'acceptFailed', failure: result };
    const next: InvitationAcceptedState = { email, needsConfirmation: result.needsConfirmation };
    return { kind: 'registered', go: () => navigate('/invitation-accepted', next) };
  } catch (failure) {
    return { kind: 'acceptFailed', failure };
  }
}
