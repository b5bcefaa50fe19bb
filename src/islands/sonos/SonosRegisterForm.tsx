import type { SubmitEvent } from 'react';
import { buildSonosRegistrationPayload } from '../../lib/api/payloads';
import { register } from '../../lib/api/register';
import { navigate, type EmailState } from '../../lib/navigation';
import { ROUTES } from '../../lib/routes';
import { isSonosRegistrationSubmitDisabled, validateSonosRegistration } from '../../lib/validation';
import { registerValidationFailure } from '../auth/failures';
import { RegistrationForm } from '../ui/RegistrationForm';
import { TextField } from '../ui/TextField';
import { useFailureForm } from '../ui/useFailureForm';
import { sonosRegisterFailure } from './failures';
import type { SonosRegisterStrings } from './strings';

const FIELDS = ['email', 'firstName', 'lastName', 'password', 'activationCode', 'terms'] as const;

/**
 * The /signin-sonos form (spec sections 2, 3, 5): the registration fields plus the activation
 * code, sent as utm. The button also waits for a code; the submit guard deliberately does not
 * check it (the server judges it). Success → /thank-you with the email.
 */
export function SonosRegisterForm({ strings }: { strings: SonosRegisterStrings }) {
  const form = useFailureForm('sonos-register', FIELDS, sonosRegisterFailure, strings);
  const values = { ...form.values, acceptTerms: form.values.terms === 'true' };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = validateSonosRegistration(values);
    if (!check.ok) {
      form.fail(registerValidationFailure(check));
      return;
    }
    void form.run(async () => {
      await register(buildSonosRegistrationPayload(values));
      form.forget();
      const next: EmailState = { email: values.email.trim() };
      navigate(ROUTES.thankYou, next);
    });
  };

  return (
    <RegistrationForm
      form={form}
      strings={strings}
      onSubmit={submit}
      submitLabel={strings['sonos.register.submit']}
      busyLabel={strings['sonos.register.busy']}
      incomplete={isSonosRegistrationSubmitDisabled(values)}
    >
      <TextField
        {...form.field('activationCode')}
        readOnly={form.locked}
        required
        label={strings['sonos.register.activationCode.label']}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
      />
    </RegistrationForm>
  );
}
