import { lazyModule } from '../../lib/lazy';
import { DeclaredForm, useDeclaredForm } from '../ui/DeclaredForm';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { declareForm } from '../ui/form';
import { EmailInput } from '../ui/inputs';
import type { ForgotStrings } from './strings';

/** /forgot-password: asks for a reset link, then hands the email to /new-password. */
const FORGOT_FORM = declareForm({
  id: 'forgot-password',
  fields: [
    {
      name: 'email',
      input: EmailInput,
      label: 'common.email.label',
      placeholder: 'common.email.placeholder',
      needed: true,
    },
  ],
  submit: 'password.forgot.submit',
  busy: 'password.forgot.busy',
  path: lazyModule(() => import('./sendResetRequest')),
});

export function ForgotPasswordIsland({ strings }: { strings: ForgotStrings }) {
  return (
    <ErrorBoundary strings={strings}>
      <ForgotPasswordForm strings={strings} />
    </ErrorBoundary>
  );
}

function ForgotPasswordForm({ strings }: { strings: ForgotStrings }) {
  const state = useDeclaredForm(FORGOT_FORM, strings, {});
  return <DeclaredForm form={FORGOT_FORM} state={state} strings={strings} className="mt-6" />;
}
