// The submit path of the registration on an invitation link (ui/form.ts), loaded on first input:
// the main form's checks and payload with the invitation code, then the acceptance.
import { sendRegistration } from '../registration/sendRegistration';

export { check } from '../registration/sendRegistration';
export { invitationRegisterFailure as failure } from '../registration/failures';

/** The invitation's code, and what to do when the account is made but its acceptance failed. */
export interface InvitationRegistration {
  code: string;
  onAcceptFailed: (failure: unknown) => void;
}

export const send = (
  values: Parameters<typeof sendRegistration>[1],
  { code, onAcceptFailed }: InvitationRegistration,
) => sendRegistration({ kind: 'invitation', code }, values, onAcceptFailed);
