import { RegistrationForm } from '../registration/RegistrationForm';
import { TextField } from '../ui/TextField';
import { useRegistrationForm } from '../registration/useRegistrationForm';
import type { SonosRegisterStrings } from './strings';
import { emailTakenFor, type EmailTakenLinks } from '../registration/EmailTaken';

/**
 * The /signin-sonos form (spec sections 2, 3, 5): the registration fields plus the activation
 * code, sent as utm. The button also waits for a code; the submit guard deliberately does not
 * check it (the server judges it). Success → /thank-you with the email.
 */
export function SonosRegisterForm({
  strings,
  links,
}: {
  strings: SonosRegisterStrings;
  links: EmailTakenLinks;
}) {
  const registration = useRegistrationForm({
    formId: 'sonos-register',
    kind: { kind: 'sonos' },
    requestFailure: (path) => path.sonosRegisterFailure,
    strings,
  });
  const { form } = registration;
  return (
    <RegistrationForm
      form={form}
      registration={registration}
      strings={strings}
      submitLabel={strings['sonos.register.submit']}
      busyLabel={strings['sonos.register.busy']}
      alertNext={emailTakenFor(form, links, strings)}
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
