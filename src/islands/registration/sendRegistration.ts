// The one registration submit of the three registration forms (/, the invitation page and
// /signin-sonos), loaded with each form's submit path (submitTrial.ts, the invitation's and Sonos'
// own): the field check, the payload, POST /register, and what comes next. Their differences are
// the `RegistrationKind`. Throws the API's typed errors.
import { acceptInvite } from '../../lib/api/invitations';
import { buildRegistrationPayload, buildSonosRegistrationPayload } from '../../lib/api/payloads';
import { register } from '../../lib/api/register';
import { navigate } from '../../lib/navigation/go';
import type { EmailState, InvitationAcceptedState } from '../../lib/navigation/states';
import { isCheckoutSignIn, signInQueryFrom } from '../../lib/sign-in-query';
import { validateRegistration } from '../../lib/validation';
import type { RegistrationField } from './fields';
import { registerValidationFailure } from './failures';

/** Which registration: the trial (utm from the query), an invitation's, or Sonos (with its code). */
export type RegistrationKind =
  { kind: 'trial' } | { kind: 'invitation'; code: string } | { kind: 'sonos' };

/** The fields as typed; the Sonos form adds its activation code. */
type Typed = Record<RegistrationField, string> & { activationCode?: string };

const entry = (values: Typed) => ({ ...values, acceptTerms: values.terms === 'true' });

/** The field checks (the activation code deliberately not: the server judges it). */
export function check(values: Typed) {
  const result = validateRegistration(entry(values));
  return result.ok ? null : registerValidationFailure(result);
}

/**
 * Sends the registration of `kind`; returns the move on (to /thank-you, or /invitation-accepted
 * once the invitation is accepted). A refused or failed acceptance (the account is made: not a
 * form error) goes to `onAcceptFailed` instead.
 */
export async function sendRegistration(
  kind: RegistrationKind,
  typed: Typed,
  onAcceptFailed: (failure: unknown) => void = () => undefined,
  query: URLSearchParams = new URLSearchParams(location.search),
): Promise<() => void> {
  const values = entry(typed);
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
    return () => navigate('/thank-you', next);
  }
  try {
    const result = await acceptInvite(kind.code, email);
    if (!result.ok) return () => onAcceptFailed(result);
    const next: InvitationAcceptedState = { email, needsConfirmation: result.needsConfirmation };
    return () => navigate('/invitation-accepted', next);
  } catch (failure) {
    return () => onAcceptFailed(failure);
  }
}
