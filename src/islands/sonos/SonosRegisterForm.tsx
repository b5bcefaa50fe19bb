import { lazyModule } from '../../lib/lazy';
import { emailTakenFor, type EmailTakenLinks } from '../registration/EmailTaken';
import { ACCOUNT_FIELDS, TERMS_FIELD } from '../registration/fields';
import { DeclaredForm, useDeclaredForm } from '../ui/DeclaredForm';
import { declareForm } from '../ui/form';
import { CodeInput } from '../ui/inputs';
import type { SonosRegisterStrings } from './strings';

/**
 * The /signin-sonos form (spec sections 2, 3, 5): the registration fields plus the activation
 * code, sent as utm. The button also waits for a code; the field check deliberately does not
 * check it (the server judges it). Success → /thank-you with the email.
 */
const SONOS_REGISTER_FORM = declareForm({
  id: 'sonos-register',
  fields: [
    ...ACCOUNT_FIELDS,
    {
      name: 'activationCode',
      input: CodeInput,
      label: 'sonos.register.activationCode.label',
      needed: true,
    },
    TERMS_FIELD,
  ],
  submit: 'sonos.register.submit',
  busy: 'sonos.register.busy',
  path: lazyModule(() => import('./submitSonosRegistration')),
});

export function SonosRegisterForm({
  strings,
  links,
}: {
  strings: SonosRegisterStrings;
  links: EmailTakenLinks;
}) {
  const form = useDeclaredForm(SONOS_REGISTER_FORM, strings, {});
  return (
    <DeclaredForm
      form={SONOS_REGISTER_FORM}
      state={form}
      strings={strings}
      alertNext={emailTakenFor(form, links, strings)}
    />
  );
}
