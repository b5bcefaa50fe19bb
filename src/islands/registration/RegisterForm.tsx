import { RegistrationForm } from './RegistrationForm';
import { useRegistrationForm } from './useRegistrationForm';
import type { RegisterStrings } from './strings';
import { emailTakenFor, type EmailTakenLinks } from './EmailTaken';
import { useHandedError } from '../google/useHandedError';

/**
 * The registration form of / and /signup (spec sections 4, 5, 8): submit guard, disabled rule,
 * idle → busy → /thank-you with the email, or the error. A failed Google sign-up's message
 * (navigation state) shows until the next attempt.
 */
export function RegisterForm({
  strings,
  links,
}: {
  strings: RegisterStrings;
  links: EmailTakenLinks;
}) {
  const handed = useHandedError(strings);
  const registration = useRegistrationForm({
    formId: 'register',
    kind: { kind: 'trial' },
    requestFailure: (path) => path.registerRequestFailure,
    strings,
    onSubmitStart: handed.dismiss,
  });
  const { form } = registration;
  return (
    <RegistrationForm
      form={{ ...form, alert: form.alert ?? handed.message }}
      registration={registration}
      strings={strings}
      submitLabel={strings['register.submit']}
      busyLabel={strings['register.busy']}
      alertNext={emailTakenFor(form, links, strings)}
    />
  );
}
