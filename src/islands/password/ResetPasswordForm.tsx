import type { SubmitEvent } from 'react';
import { renewPassword } from '../../lib/api/password';
import { buildPasswordResetPayload } from '../../lib/api/payloads';
import { format } from '../../lib/i18n/format';
import { navigate, type EmailState } from '../../lib/navigation';
import { appReturnUrl } from '../../lib/redirects';
import { $sessionContext } from '../../lib/stores/session';
import { ROUTES } from '../../lib/routes';
import { isRenewPasswordSubmitDisabled, validateRenewPassword } from '../../lib/validation';
import { Button } from '../ui/Button';
import { FormAlert } from '../ui/FormAlert';
import { PasswordField } from '../ui/PasswordField';
import { useFailureForm } from '../ui/useFailureForm';
import {
  AccountNotFoundError,
  renewFailure,
  renewValidationFailure,
  type RenewField,
} from './failures';
import type { ResetLink } from './resetLink';
import type { ResetStrings } from './strings';

// Both names contain "password", so the draft store never keeps them.
const FIELDS = ['newPassword', 'newPasswordConfirmation'] as const satisfies readonly RenewField[];

interface Props {
  strings: ResetStrings;
  /** Undefined until the address has been read. */
  link: ResetLink | undefined;
  requestNewHref: string;
}

/**
 * The renew form: two new-password fields, save, then /success-password with the email (or the
 * password-reset-done screen when the reset was asked for from an app).
 */
export function ResetPasswordForm({ strings, link, requestNewHref }: Props) {
  const form = useFailureForm('reset-password', FIELDS, renewFailure, strings);
  const { values, state, run, fail, locked, alert } = form;
  const password = values.newPassword;
  const confirmation = values.newPasswordConfirmation;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!link) return;
    const check = validateRenewPassword({ password, confirmation });
    if (!check.ok) {
      fail(renewValidationFailure(check));
      return;
    }
    void run(async () => {
      const payload = buildPasswordResetPayload(password, confirmation, link.token);
      if ((await renewPassword(payload)) === 'accountNotFound') throw new AccountNotFoundError();
      const state: EmailState = { email: link.email };
      // A reset asked for from an app ends on the screen that leads back to it (spec section 2).
      const fromApp = appReturnUrl($sessionContext.get().from, null) !== null;
      navigate(fromApp ? ROUTES.passwordResetDone : ROUTES.successPassword, state);
    });
  };

  const field = (name: RenewField) => ({
    ...form.field(name),
    strings,
    autoComplete: 'new-password',
    required: true,
    readOnly: locked,
  });

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-5">
      {/* Its line is held before the link is read, so the fields below never jump. */}
      <p className={`break-all text-muted ${link ? '' : 'invisible'}`} data-testid="reset-account">
        {link ? format(strings['password.reset.account'], { email: link.email }) : '\u00a0'}
      </p>
      {/* Lets password managers file the new password under the right account. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={link?.email ?? ''}
        readOnly
        hidden
      />
      <FormAlert message={alert} />
      {form.failure?.alert === 'errors.accountNotFound' && (
        <a href={requestNewHref} className="-mt-2 font-semibold">
          {strings['password.reset.requestNew']}
        </a>
      )}
      <PasswordField
        {...field('newPassword')}
        label={strings['password.reset.password.label']}
        hint={strings['common.password.hint']}
      />
      <PasswordField
        {...field('newPasswordConfirmation')}
        label={strings['password.reset.confirm.label']}
      />
      <Button
        busy={state.status === 'busy'}
        disabled={!link || locked || isRenewPasswordSubmitDisabled({ password, confirmation })}
      >
        {state.status === 'busy'
          ? strings['password.reset.busy']
          : strings['password.reset.submit']}
      </Button>
    </form>
  );
}
