import type { SubmitEvent } from 'react';
import { isApiError } from '../../lib/api/errors';
import { acceptInvite, invitationMessageKey } from '../../lib/api/invitations';
import { buildRegistrationPayload } from '../../lib/api/payloads';
import { register } from '../../lib/api/register';
import { navigate, type InvitationAcceptedState } from '../../lib/navigation';
import { ROUTES } from '../../lib/routes';
import { isRegistrationSubmitDisabled, validateRegistration } from '../../lib/validation';
import { registerRequestFailure, registerValidationFailure } from '../auth/failures';
import { RegistrationForm } from '../ui/RegistrationForm';
import { useFailureForm } from '../ui/useFailureForm';
import type { InvitationStrings } from './strings';

const FIELDS = ['email', 'firstName', 'lastName', 'password', 'terms'] as const;

/**
 * A refused registration: the invitation's own refusal (unknown, expired, used: the API checks it
 * before creating anything) in the page's language, else what the main form shows.
 */
function invitationRegisterFailure(error: unknown) {
  const key = isApiError(error) ? invitationMessageKey(error.code) : null;
  return key ? { alert: key, fields: [], focus: null } : registerRequestFailure(error);
}

/**
 * Registration on an invitation link (spec section 2, mode 3): the main form's fields, rules and
 * payload (utm from the query, and the invitation code, which the API checks before creating the
 * account); once the account exists, the invitation is accepted with its email. A refused
 * acceptance is not a form error (the account is already made): `onAcceptFailed`.
 */
export function InvitationRegisterForm({
  code,
  strings,
  onAcceptFailed,
}: {
  code: string;
  strings: InvitationStrings;
  /** A refusal (`{ ok: false }`) or a thrown failure of the acceptance. */
  onAcceptFailed: (failure: unknown) => void;
}) {
  const form = useFailureForm('invitation', FIELDS, invitationRegisterFailure, strings);
  const values = { ...form.values, acceptTerms: form.values.terms === 'true' };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = validateRegistration(values);
    if (!check.ok) {
      form.fail(registerValidationFailure(check));
      return;
    }
    void form.run(async () => {
      const payload = buildRegistrationPayload(values, new URLSearchParams(location.search));
      await register({ ...payload, invite_code: code });
      form.forget();
      const email = values.email.trim();
      try {
        const result = await acceptInvite(code, email);
        if (!result.ok) {
          onAcceptFailed(result);
          return;
        }
        const next: InvitationAcceptedState = {
          email,
          needsConfirmation: result.needsConfirmation,
        };
        navigate(ROUTES.invitationAccepted, next);
      } catch (error) {
        onAcceptFailed(error);
      }
    });
  };

  return (
    <RegistrationForm
      form={form}
      strings={strings}
      onSubmit={submit}
      submitLabel={strings['invitation.submit']}
      busyLabel={strings['invitation.busy']}
      incomplete={isRegistrationSubmitDisabled(values)}
    />
  );
}
