import type { SubmitEvent } from 'react';
import { lazyModule } from '../../lib/lazy';
import { isForgotPasswordSubmitDisabled } from '../../lib/submit-guards';
import { Button } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { FormAlert } from '../ui/FormAlert';
import { EmailField } from '../ui/EmailField';
import { useFailureForm } from '../ui/useFailureForm';
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

/** The field check and the request: loaded once the user starts typing, not with the page. */
const submitPath = lazyModule(() => import('./sendResetRequest'));

function ForgotPasswordForm({ strings }: { strings: ForgotStrings }) {
  const { values, field, set, forget, state, reset, locked, alert, submitThrough } = useFailureForm(
    'forgot-password',
    FIELDS,
    strings,
  );

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = values.email.trim();
    submitThrough(submitPath, (path) => {
      const check = path.validateForgotPassword({ email });
      if (!check.ok) return path.forgotValidationFailure(check);
      return {
        run: () => path.sendResetRequest(email, forget),
        failure: path.forgotRequestFailure,
      };
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      onInput={submitPath.preload}
      className="mt-6 flex flex-col gap-5"
    >
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
