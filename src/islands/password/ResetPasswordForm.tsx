import { lazyModule } from '../../lib/lazy';
import type { ResetLink } from '../../lib/reset-link';
import { DeclaredForm, useDeclaredForm } from '../ui/DeclaredForm';
import { EmailText } from '../ui/EmailText';
import { declareForm } from '../ui/form';
import { NewPasswordInput } from '../ui/inputs';
import type { ResetStrings } from './strings';

/**
 * The renew form: two new-password fields, save, then /success-password with the email (or the
 * password-reset-done screen when the reset was asked for from an app). Both names contain
 * "password", so the draft store never keeps them.
 */
const RENEW_FORM = declareForm({
  id: 'reset-password',
  fields: [
    {
      name: 'newPassword',
      input: NewPasswordInput,
      label: 'password.reset.password.label',
      hint: 'common.password.hint',
      needed: true,
    },
    {
      name: 'newPasswordConfirmation',
      input: NewPasswordInput,
      label: 'password.reset.confirm.label',
      needed: true,
    },
  ],
  submit: 'password.reset.submit',
  busy: 'password.reset.busy',
  path: lazyModule(() => import('./sendNewPassword')),
});

interface Props {
  strings: ResetStrings;
  /** Undefined until the link has been read and checked (the Save button waits). */
  link: ResetLink | undefined;
  requestNewHref: string;
  /** Called when the submission finds the link used since the page opened (another tab). */
  onLinkUsed: () => void;
}

export function ResetPasswordForm({ strings, link, requestNewHref, onLinkUsed }: Props) {
  const form = useDeclaredForm(RENEW_FORM, strings, link ? { link, onLinkUsed } : null);
  return (
    <DeclaredForm
      form={RENEW_FORM}
      state={form}
      strings={strings}
      className="mt-4"
      beforeFields={
        form.failure?.alert === 'errors.accountNotFound' && (
          <a href={requestNewHref} className="-mt-2 font-semibold">
            {strings['password.reset.requestNew']}
          </a>
        )
      }
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
    </DeclaredForm>
  );
}
