// "Sign in with a passkey" and the email field's passkey autofill (docs/flows.md). SignInForm loads
// this only where the browser has WebAuthn and the site offers passkeys; the ceremony's code loads
// on the click, or once the page knows the browser offers autofill. An autofill ceremony waits in
// the background and ends (AbortController) when the button starts one, a sign-in runs, or the
// island goes.
import { useEffect, useEffectEvent, useRef } from 'react';
import type { LazyModule } from '../../lib/lazy';
import { Button } from '../ui/Button';
import type { PasskeyAnswer } from './signInWithPasskey';

export type PasskeyPath = typeof import('./signInWithPasskey');

/** Runs one passkey sign-in as the form's submission: `answer` gets the browser's passkey. */
export type RunPasskeySignIn = (answer: (path: PasskeyPath) => Promise<PasskeyAnswer>) => void;

export function PasskeySignIn({
  path: passkeyPath,
  run,
  ready,
  locked,
  strings,
}: {
  /** The ceremony's code (signInWithPasskey.ts), the module SignInForm submits through. */
  path: LazyModule<PasskeyPath>;
  run: RunPasskeySignIn;
  /** The island has hydrated: a sign-in may start. */
  ready: boolean;
  /** A sign-in runs or succeeded: the button waits. */
  locked: boolean;
  strings: Record<'signin.passkey.button', string>;
}) {
  const autofill = useRef<AbortController>(null);
  const runEvent = useEffectEvent(run);
  useEffect(() => {
    // Once per visit: an autofill that ended (answered, refused) does not start again by itself,
    // so a browser that answers at once can never loop; the button remains.
    if (!ready) return;
    const controller = new AbortController();
    autofill.current = controller;
    passkeyPath
      .load()
      .then(async (path) => {
        if (!(await path.autofillAvailable())) return;
        const answer = await path.askForPasskey(true, controller.signal);
        runEvent(() => Promise.resolve(answer));
      })
      // An autofill that ends or fails says nothing: the button and the password remain.
      .catch(() => undefined);
    return () => controller.abort();
  }, [passkeyPath, ready]);
  const start = () => {
    autofill.current?.abort();
    run((path) => path.askForPasskey(false, new AbortController().signal));
  };
  return (
    <Button type="button" variant="secondary" disabled={!ready || locked} onClick={start}>
      {strings['signin.passkey.button']}
    </Button>
  );
}
