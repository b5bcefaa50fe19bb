import type { SubmitEvent } from 'react';
import { followDestination } from '../../lib/navigation';
import { type SignInQuery } from '../../lib/destinations';
import { isSignInSubmitDisabled, validateSignIn } from '../../lib/validation';
import { Button } from '../ui/Button';
import { FormAlert } from '../ui/FormAlert';
import { PasswordField } from '../ui/PasswordField';
import { TextField } from '../ui/TextField';
import { useFailureForm } from '../ui/useFailureForm';
import { signInRequestFailure, signInValidationFailure } from './failures';
import { signInAndDecide } from './signIn';
import type { SignInStrings } from './strings';
import { useHandedError } from './useHandedError';

const FIELDS = ['email', 'password'] as const;

/** The /signin form (spec sections 4, 5, 8). A failed Google sign-in's message shows on arrival. */
export function SignInForm({
  strings,
  query,
  forgotHref,
}: {
  strings: SignInStrings;
  /** Null until the island has read the page's query. */
  query: SignInQuery | null;
  forgotHref: string;
}) {
  const form = useFailureForm('signin', FIELDS, signInRequestFailure, strings);
  const handed = useHandedError(strings);
  const { values, locked } = form;
  const busy = form.state.status === 'busy';

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    handed.dismiss();
    const check = validateSignIn(values);
    if (!check.ok) {
      form.fail(signInValidationFailure(check));
      return;
    }
    if (!query) return;
    void form.run(async () => {
      const destination = await signInAndDecide(values, query, handed.resume);
      form.forget();
      followDestination(destination);
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-busy={locked}>
      <FormAlert message={form.alert ?? handed.message} />
      <TextField
        {...form.field('email')}
        readOnly={locked}
        required
        label={strings['common.email.label']}
        placeholder={strings['common.email.placeholder']}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
      />
      <PasswordField
        {...form.field('password')}
        readOnly={locked}
        required
        strings={strings}
        label={strings['common.password.label']}
        autoComplete="current-password"
      />
      <a href={forgotHref} className="-mt-2 self-end text-sm font-semibold">
        {strings['signin.forgot']}
      </a>
      <Button busy={busy} disabled={locked || isSignInSubmitDisabled(values)}>
        {busy ? strings['signin.busy'] : strings['signin.submit']}
      </Button>
    </form>
  );
}
