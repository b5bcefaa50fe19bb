import { RegistrationForm } from '../registration/RegistrationForm';
import { useRegistrationForm } from '../registration/useRegistrationForm';
import type { InvitationStrings } from './strings';

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
  const registration = useRegistrationForm({
    formId: 'invitation',
    kind: { kind: 'invitation', code },
    requestFailure: (path) => path.invitationRegisterFailure,
    strings,
    onAcceptFailed,
  });
  return (
    <RegistrationForm
      form={registration.form}
      registration={registration}
      strings={strings}
      submitLabel={strings['invitation.submit']}
      busyLabel={strings['invitation.busy']}
    />
  );
}
