import type { SubmitEvent } from 'react';
import { buildRegistrationPayload } from '../../lib/api/payloads';
import { register } from '../../lib/api/register';
import { navigate, type EmailState } from '../../lib/navigation';
import { ROUTES } from '../../lib/routes';
import { isRegistrationSubmitDisabled, validateRegistration } from '../../lib/validation';
import { RegistrationForm } from '../ui/RegistrationForm';
import { useFailureForm } from '../ui/useFailureForm';
import { registerRequestFailure, registerValidationFailure } from './failures';
import type { RegisterStrings } from './strings';
import { useHandedError } from './useHandedError';

const FIELDS = ['email', 'firstName', 'lastName', 'password', 'terms'] as const;

/**
 * The registration form of / and /signup (spec sections 4, 5, 8): submit guard, disabled rule,
 * idle → busy → /thank-you with the email, or the error. A failed Google sign-up's message
 * (navigation state) shows until the next attempt.
 */
export function RegisterForm({ strings }: { strings: RegisterStrings }) {
  const form = useFailureForm('register', FIELDS, registerRequestFailure, strings);
  const handed = useHandedError(strings);
  const values = { ...form.values, acceptTerms: form.values.terms === 'true' };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    handed.dismiss();
    const check = validateRegistration(values);
    if (!check.ok) {
      form.fail(registerValidationFailure(check));
      return;
    }
    void form.run(async () => {
      await register(buildRegistrationPayload(values, new URLSearchParams(location.search)));
      form.forget();
      const next: EmailState = { email: values.email.trim() };
      navigate(ROUTES.thankYou, next);
    });
  };

  return (
    <RegistrationForm
      form={{ ...form, alert: form.alert ?? handed.message }}
      strings={strings}
      onSubmit={submit}
      submitLabel={strings['register.submit']}
      busyLabel={strings['register.busy']}
      incomplete={isRegistrationSubmitDisabled(values)}
    />
  );
}
