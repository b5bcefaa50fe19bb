import { lazyModule } from '../../lib/lazy';
import { ACCOUNT_FIELDS, TERMS_FIELD } from '../registration/fields';
import { DeclaredForm, useDeclaredForm } from '../ui/DeclaredForm';
import { declareForm } from '../ui/form';
import type { InvitationStrings } from './strings';

/**
 * Registration on an invitation link (spec section 2, mode 3): the main form's fields, rules and
 * payload (utm from the query, and the invitation code, which the API checks before creating the
 * account); once the account exists, the invitation is accepted with its email.
 */
const INVITATION_REGISTER_FORM = declareForm({
  id: 'invitation',
  fields: [...ACCOUNT_FIELDS, TERMS_FIELD],
  submit: 'invitation.submit',
  busy: 'invitation.busy',
  path: lazyModule(() => import('./submitInvitationRegistration')),
});

export function InvitationRegisterForm({
  code,
  strings,
  onAcceptFailed,
}: {
  code: string;
  strings: InvitationStrings;
  /** A refused acceptance (`{ ok: false }`) or its thrown failure: not a form error. */
  onAcceptFailed: (failure: unknown) => void;
}) {
  const form = useDeclaredForm(INVITATION_REGISTER_FORM, strings, { code, onAcceptFailed });
  return <DeclaredForm form={INVITATION_REGISTER_FORM} state={form} strings={strings} />;
}
