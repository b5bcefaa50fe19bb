import { lazyModule } from '../../lib/lazy';
import { DeclaredForm, useDeclaredForm } from '../ui/DeclaredForm';
import { declareForm } from '../ui/form';
import { emailTakenFor, type EmailTakenLinks } from './EmailTaken';
import { ACCOUNT_FIELDS, TERMS_FIELD } from './fields';
import type { RegisterStrings } from './strings';
import { useHandedError } from '../google/useHandedError';

/**
 * The registration form of / and /signup (spec sections 4, 5, 8): submit guard, disabled rule,
 * idle → busy → /thank-you with the email, or the error.
 */
const REGISTER_FORM = declareForm({
  id: 'register',
  fields: [...ACCOUNT_FIELDS, TERMS_FIELD],
  submit: 'register.submit',
  busy: 'register.busy',
  path: lazyModule(() => import('./submitTrial')),
});

/** A failed Google sign-up's message (navigation state) shows until the next attempt. */
export function RegisterForm({
  strings,
  links,
}: {
  strings: RegisterStrings;
  links: EmailTakenLinks;
}) {
  const handed = useHandedError(strings);
  const form = useDeclaredForm(REGISTER_FORM, strings, {});
  return (
    <DeclaredForm
      form={REGISTER_FORM}
      state={{
        ...form,
        submit: (event) => {
          handed.dismiss();
          form.submit(event);
        },
      }}
      strings={strings}
      alert={form.alert ?? handed.message}
      alertNext={emailTakenFor(form, links, strings)}
    />
  );
}
