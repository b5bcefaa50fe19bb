import type { SubmitEvent } from 'react';
import { requestPasswordReset } from '../../lib/api/password';
import { navigate, type EmailState } from '../../lib/navigation';
import { $sessionContext } from '../../lib/stores/session';
import { ROUTES } from '../../lib/routes';
import { isForgotPasswordSubmitDisabled, validateForgotPassword } from '../../lib/validation';
import { Button } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { FormAlert } from '../ui/FormAlert';
import { EmailField } from '../ui/EmailField';
import { useFailureForm } from '../ui/useFailureForm';
import { forgotRequestFailure, forgotValidationFailure } from './failures';
import type { ForgotStrings } from './strings';

const FIELDS = ['email'] as const;

/** /forgot-password: asks for a reset link, then hands the email to /new-password. */
export function ForgotPasswordIsland({ strings }: { strings: ForgotStrings }) {
  return (
    <ErrorBoundary strings={strings}>
      <ForgotPasswordForm strings={strings} />
    </ErrorBoundary>
  );
}

function ForgotPasswordForm({ strings }: { strings: ForgotStrings }) {
  const { values, field, set, forget, state, run, fail, reset, locked, alert } = useFailureForm(
    'forgot-password',
    FIELDS,
    forgotRequestFailure,
    strings,
  );

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = values.email.trim();
    const check = validateForgotPassword({ email });
    if (!check.ok) {
      fail(forgotValidationFailure(check));
      return;
    }
    void run(async () => {
      await requestPasswordReset(email, $sessionContext.get().from);
      forget();
      const state: EmailState = { email };
      navigate(ROUTES.newPassword, state);
    });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5">
      <FormAlert message={alert} />
      <EmailField
        {...field('email')}
        strings={strings}
        current={values.email}
        onSuggestion={(suggestion) => {
          set('email', suggestion);
          reset();
        }}
        label={strings['common.email.label']}
        required
        placeholder={strings['common.email.placeholder']}
        readOnly={locked}
      />
      <Button
        busy={state.status === 'busy'}
        disabled={locked || isForgotPasswordSubmitDisabled(values)}
      >
        {state.status === 'busy'
          ? strings['password.forgot.busy']
          : strings['password.forgot.submit']}
      </Button>
    </form>
  );
}
