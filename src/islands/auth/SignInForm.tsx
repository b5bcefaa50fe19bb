import type { SubmitEvent } from 'react';
import type { SignInQuery } from '../../lib/sign-in-query';
import { lazyModule } from '../../lib/lazy';
import { carryEmail } from '../ui/carryEmail';
import { DeclaredForm, useDeclaredForm } from '../ui/DeclaredForm';
import { declareForm } from '../ui/form';
import { AccountEmailInput, CurrentPasswordInput } from '../ui/inputs';
import { ResendConfirmation } from '../ui/ResendConfirmation';
import { NextStep, type SignInLinks } from './NextStep';
import type { SignInStrings } from './strings';
import { useHandedError } from '../google/useHandedError';

/** The /signin form (spec sections 4, 5, 8): the button waits for the email only. */
const SIGN_IN_FORM = declareForm({
  id: 'signin',
  fields: [
    {
      name: 'email',
      input: AccountEmailInput,
      label: 'common.email.label',
      placeholder: 'common.email.placeholder',
      needed: true,
    },
    { name: 'password', input: CurrentPasswordInput, label: 'common.password.label' },
  ],
  submit: 'signin.submit',
  busy: 'signin.busy',
  path: lazyModule(() => import('./signIn')),
});

/**
 * A failed Google sign-in's message shows on arrival; a refusal with a way on (ended trial,
 * unknown Google address) offers it under the message.
 */
export function SignInForm({
  strings,
  query,
  links,
}: {
  strings: SignInStrings;
  /** Null until the island has read the page's query (the button waits until then). */
  query: SignInQuery | null;
  links: SignInLinks;
}) {
  const handed = useHandedError(strings);
  const form = useDeclaredForm(SIGN_IN_FORM, strings, query && { query, resume: handed.resume });
  const refusal = form.failure;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    handed.dismiss();
    form.submit(event);
  };
  return (
    <DeclaredForm
      form={SIGN_IN_FORM}
      state={{ ...form, submit }}
      strings={strings}
      alert={form.alert ?? handed.message}
      alertNext={
        <NextStep alertKey={refusal ? refusal.alert : handed.key} strings={strings} links={links} />
      }
      beforeFields={
        // The refusal that tells a new user to confirm the account: a way to get the email again.
        refusal?.alert === 'errors.invalidCredentials' &&
        refusal.fields.length === 0 && (
          <ResendConfirmation email={form.values.email.trim()} strings={strings} />
        )
      }
      after={{
        password: (
          <a
            href={links.forgot}
            className="-mt-2 self-end text-sm font-semibold"
            onClick={() => carryEmail('forgot-password', form.values.email)}
          >
            {strings['signin.forgot']}
          </a>
        ),
      }}
    />
  );
}
