// "Sign in with a passkey" and the email field's passkey autofill (docs/flows.md). Both only where
// the browser has WebAuthn and the site offers passkeys; the ceremony's code loads on the click,
// or once the page knows the browser offers autofill. An autofill ceremony waits in the background
// and ends (AbortController) when the button starts one, a sign-in runs, or the island goes.
import { useEffect, useEffectEvent, useRef } from 'react';
import { config } from '../../lib/config';
import { lazyModule } from '../../lib/lazy';
import { Button } from '../ui/Button';
import { useClientValue } from '../ui/useClientValue';
import type { PasskeyAnswer } from './passkeySignIn';

export const passkeyPath = lazyModule(() => import('./passkeySignIn'));

export type PasskeyPath = Awaited<ReturnType<typeof passkeyPath.load>>;

/** Runs one passkey sign-in as the form's submission: `answer` gets the browser's passkey. */
export type RunPasskeySignIn = (answer: (path: PasskeyPath) => Promise<PasskeyAnswer>) => void;

const webAuthnOffered = () => config.passkeys && typeof window.PublicKeyCredential === 'function';

export function PasskeySignIn({
  run,
  ready,
  locked,
  restart,
  strings,
}: {
  run: RunPasskeySignIn;
  /** The page has read its query: a sign-in may start. */
  ready: boolean;
  /** A sign-in runs or succeeded: no autofill meanwhile. */
  locked: boolean;
  /** Changes after each failure: the autofill starts again. */
  restart: unknown;
  strings: Record<'signin.passkey.button', string>;
}) {
  const offered = useClientValue(webAuthnOffered, false);
  const autofill = useRef<AbortController>(null);
  const runEvent = useEffectEvent(run);
  useEffect(() => {
    if (!offered || !ready || locked) return;
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
  }, [offered, ready, locked, restart]);
  if (!offered) return null;
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
