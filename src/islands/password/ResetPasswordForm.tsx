import type { SubmitEvent } from 'react';
import { lazyModule } from '../../lib/lazy';
import { isRenewPasswordSubmitDisabled } from '../../lib/submit-guards';
import { Button } from '../ui/Button';
import { EmailText } from '../ui/EmailText';
import { FormAlert } from '../ui/FormAlert';
import { PasswordField } from '../ui/PasswordField';
import { useFailureForm } from '../ui/useFailureForm';
import type { RenewField } from './failures';
import type { ResetLink } from '../../lib/reset-link';
import type { ResetStrings } from './strings';

// Both names contain "password", so the draft store never keeps them.
const FIELDS = ['newPassword', 'newPasswordConfirmation'] as const satisfies readonly RenewField[];

interface Props {
  strings: ResetStrings;
  /** Undefined until the address has been read. */
  link: ResetLink | undefined;
  requestNewHref: string;
  /** Called when the submission finds the link used since the page opened (another tab). */
  onLinkUsed: () => void;
}

/** The field checks and the request: loaded once the user starts typing, not with the page. */
const submitPath = lazyModule(() => import('./sendNewPassword'));

/**
 * The renew form: two new-password fields, save, then /success-password with the email (or the
 * password-reset-done screen when the reset was asked for from an app).
 */
export function ResetPasswordForm({ strings, link, requestNewHref, onLinkUsed }: Props) {
  const form = useFailureForm('reset-password', FIELDS, strings);
  const { values, state, locked, alert } = form;
  const password = values.newPassword;
  const confirmation = values.newPasswordConfirmation;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!link) return;
    form.submitThrough(submitPath, (path) => {
      const check = path.validateRenewPassword({ password, confirmation });
      if (!check.ok) return path.renewValidationFailure(check);
      return {
        run: () => path.sendNewPassword(link, password, confirmation),
        failure: (error: unknown) => {
          if (error instanceof path.ResetLinkUsedError) onLinkUsed();
          return path.renewFailure(error);
        },
      };
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
    <form
      noValidate
      onSubmit={submit}
      onInput={submitPath.preload}
      className="mt-4 flex flex-col gap-5"
    >
      {/* Its line is held before the link is read, so the fields below never jump; the page's
          inline script (components/reset-account.ts) fills it before the first paint, which
          hydration keeps (hence no warning on its text). */}
      <p
        className={`text-muted ${link ? '' : 'invisible'}`}
        data-testid="reset-account"
        data-reset-account={strings['password.reset.account']}
        suppressHydrationWarning
      >
        {link ? (
          <EmailText template={strings['password.reset.account']} email={link.email} />
        ) : (
          '\u00a0'
        )}
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
