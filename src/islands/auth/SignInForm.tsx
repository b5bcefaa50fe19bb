import type { SubmitEvent } from 'react';
import type { SignInQuery } from '../../lib/sign-in-query';
import { lazyModule } from '../../lib/lazy';
import { isSignInSubmitDisabled } from '../../lib/submit-guards';
import { Button } from '../ui/Button';
import { carryEmail } from '../ui/carryEmail';
import { CredentialFields } from '../ui/CredentialFields';
import { FormAlert } from '../ui/FormAlert';
import { ResendConfirmation } from '../ui/ResendConfirmation';
import { useFailureForm } from '../ui/useFailureForm';
import { NextStep, type SignInLinks } from './NextStep';
import type { SignInStrings } from './strings';
import { useHandedError } from '../google/useHandedError';

const FIELDS = ['email', 'password'] as const;

/** The field checks, the sign-in and where it leads: loaded once the user starts typing. */
const submitPath = lazyModule(() => import('./signIn'));

/**
 * The /signin form (spec sections 4, 5, 8). A failed Google sign-in's message shows on arrival;
 * a refusal with a way on (ended trial, unknown Google address) offers it under the message.
 */
export function SignInForm({
  strings,
  query,
  links,
}: {
  strings: SignInStrings;
  /** Null until the island has read the page's query. */
  query: SignInQuery | null;
  links: SignInLinks;
}) {
  const form = useFailureForm('signin', FIELDS, strings);
  const handed = useHandedError(strings);
  const { values, locked } = form;
  const busy = form.state.status === 'busy';

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    handed.dismiss();
    // Null only until the island has read the page's query, right after hydration (the button
    // stays disabled until then, so a submit cannot fall into that moment unseen).
    if (!query) return;
    form.submitThrough(submitPath, (path) => {
      const check = path.validateSignIn(values);
      if (!check.ok) return path.signInValidationFailure(check);
      return {
        run: async () => {
          const destination = await path.signInAndDecide(values, query, handed.resume);
          form.forget();
          path.followDestination(destination);
        },
        failure: path.signInRequestFailure,
      };
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      onInput={submitPath.preload}
      className="flex flex-col gap-5"
      aria-busy={locked}
    >
      <FormAlert message={form.alert ?? handed.message}>
        <NextStep
          alertKey={form.failure ? form.failure.alert : handed.key}
          strings={strings}
          links={links}
        />
      </FormAlert>
      {/* The refusal that tells a new user to confirm the account: a way to get the email again. */}
      {form.failure?.alert === 'errors.invalidCredentials' && form.failure.fields.length === 0 && (
        <ResendConfirmation email={values.email.trim()} strings={strings} />
      )}
      <CredentialFields field={form.field} locked={locked} strings={strings} />
      <a
        href={links.forgot}
        className="-mt-2 self-end text-sm font-semibold"
        onClick={() => carryEmail('forgot-password', values.email)}
      >
        {strings['signin.forgot']}
      </a>
      <Button busy={busy} disabled={locked || query === null || isSignInSubmitDisabled(values)}>
        {busy ? strings['signin.busy'] : strings['signin.submit']}
      </Button>
    </form>
  );
}
