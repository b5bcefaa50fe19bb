import { Suspense, type SubmitEvent } from 'react';
import { config } from '../../lib/config';
import type { Destination } from '../../lib/navigation';
import { lazyModule } from '../../lib/lazy';
import { carryEmail } from '../ui/carryEmail';
import { DeclaredForm, useDeclaredForm } from '../ui/DeclaredForm';
import { declareForm } from '../ui/form';
import { AccountEmailInput, CurrentPasswordInput } from '../ui/inputs';
import { lazyComponent } from '../ui/lazyComponent';
import { useClientValue } from '../ui/useClientValue';
import type { SignInLinks } from './NextStep';
import type { SignInStrings } from './strings';
import { useHandedError } from '../google/useHandedError';
import type { RunPasskeySignIn } from './PasskeySignIn';
import type { SignInContext } from './signIn';

// Shown only after a refusal, or where the browser has WebAuthn: loaded then, not with the page.
const ResendConfirmation = lazyComponent(
  () => import('../ui/ResendConfirmation'),
  'ResendConfirmation',
);
const NextStep = lazyComponent(() => import('./NextStep'), 'NextStep');
const PasskeySignIn = lazyComponent(() => import('./PasskeySignIn'), 'PasskeySignIn');
const passkeyPath = lazyModule(() => import('./signInWithPasskey'));

/** The passkey button's condition: the site offers passkeys and the browser has WebAuthn. */
export const webAuthnOffered = () =>
  config.passkeys && typeof window.PublicKeyCredential === 'function';

/** The /signin form (spec sections 4, 5, 8): the button waits for the email only. */
const SIGN_IN_FORM = declareForm({
  id: 'signin',
  fields: [
    {
      name: 'email',
      // The passkey autofill lists the site's passkeys among the email field's suggestions.
      input: config.passkeys ? PasskeyEmailInput : AccountEmailInput,
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

function PasskeyEmailInput(props: Parameters<typeof AccountEmailInput>[0]) {
  return <AccountEmailInput {...props} webauthn />;
}

/**
 * A failed Google sign-in's message shows on arrival; a refusal with a way on (ended trial,
 * unknown Google address) offers it under the message.
 */
export function SignInForm({
  strings,
  links,
  proceed,
}: {
  strings: SignInStrings;
  links: SignInLinks;
  /** Where a signed-in user goes on (the island may offer a passkey first). */
  proceed: (destination: Destination) => void;
}) {
  const handed = useHandedError(strings);
  // Null while prerendered and hydrating: the button's place is kept from the first paint.
  const passkeys = useClientValue<boolean | null>(webAuthnOffered, null);
  // Hydrated and the handed state read: a sign-in may start; it reads the page's query then.
  const context: SignInContext | null =
    passkeys === null || !handed.ready ? null : { resume: handed.resume, proceed };
  const form = useDeclaredForm(SIGN_IN_FORM, strings, context);
  const refusal = form.failure;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    handed.dismiss();
    form.submit(event);
  };
  // A passkey sign-in is a submission of this form: the same busy state, messages and next steps.
  const withPasskey: RunPasskeySignIn = (answer) => {
    if (!context) return;
    handed.dismiss();
    form.submitThrough(passkeyPath, (path) => ({
      run: async () => {
        const next = await path.send(await answer(path), context);
        form.forget();
        next();
      },
      failure: path.failure,
    }));
  };
  return (
    <>
      <DeclaredForm
        form={SIGN_IN_FORM}
        state={{ ...form, submit }}
        strings={strings}
        alert={form.alert ?? handed.message}
        alertNext={
          <Suspense>
            <NextStep
              alertKey={refusal ? refusal.alert : handed.key}
              strings={strings}
              links={links}
            />
          </Suspense>
        }
        beforeFields={
          // The refusal that tells a new user to confirm the account: a way to get the email again.
          refusal?.alert === 'errors.invalidCredentials' &&
          refusal.fields.length === 0 && (
            <Suspense>
              <ResendConfirmation
                email={form.values.email.trim()}
                disabled={form.values.email.trim() === ''}
                strings={strings}
              />
            </Suspense>
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
      {/* Kept in place from the first paint (scripts on), so the Google section below does not
          move when the button comes; gone once the browser turns out to have no WebAuthn. */}
      {config.passkeys && passkeys !== false && (
        <div className="mt-4 hidden min-h-12 js:block">
          {passkeys && (
            <Suspense>
              <PasskeySignIn
                path={passkeyPath}
                run={withPasskey}
                ready={context !== null}
                locked={form.locked}
                strings={strings}
              />
            </Suspense>
          )}
        </div>
      )}
    </>
  );
}
