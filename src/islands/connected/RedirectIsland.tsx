import { useCallback, useEffect, useRef } from 'react';
import { Button, ButtonLink } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { SignOutOffer } from '../ui/SignOutOffer';
import { BusyPanel, ResultPanel } from '../ui/ResultPanel';
import { useClientValue } from '../ui/useClientValue';
import { carryOut, electronShell, readHandOff, type HandOff } from './handOff';
import type { RedirectStrings } from './strings';

/** Time on the connected screen before the automatic hand-off (spec section 2). */
const HAND_OFF_DELAY_MS = 2_000;

/**
 * /redirect: the connected screen. After 2 s it hands the session to the app the user came from;
 * the button does it at once. Without token data it says so and offers to sign in.
 */
export function RedirectIsland({
  strings,
  signinHref,
  getAppHref,
}: {
  strings: RedirectStrings;
  signinHref: string;
  getAppHref: string;
}) {
  // undefined: not read yet; null: nothing was handed over.
  const handOff = useClientValue<HandOff | null | undefined>(readHandOff, undefined);
  return (
    <ErrorBoundary strings={strings}>
      {handOff === undefined && <BusyPanel label={strings['common.loading']} />}
      {handOff && <Connected strings={strings} handOff={handOff} getAppHref={getAppHref} />}
      {handOff === null && (
        <ResultPanel status="info" title={strings['redirect.noSession.title']}>
          <p>{strings['redirect.noSession.body']}</p>
          <ButtonLink href={signinHref}>{strings['redirect.noSession.signin']}</ButtonLink>
        </ResultPanel>
      )}
    </ErrorBoundary>
  );
}

function Connected({
  strings,
  handOff,
  getAppHref,
}: {
  strings: RedirectStrings;
  handOff: HandOff;
  getAppHref: string;
}) {
  // A hand-off meant for the desktop app, on a page that no app frames: nothing could receive it.
  const noShell = handOff.target.kind === 'postMessage' && electronShell() === null;
  return noShell ? (
    <ResultPanel status="info" title={strings['redirect.noShell.title']}>
      <p>{strings['redirect.noShell.body']}</p>
      <ButtonLink href={getAppHref}>{strings['redirect.noShell.getApp']}</ButtonLink>
      <SignOutOffer strings={strings} refreshToken={() => handOff.tokens.refreshToken} />
    </ResultPanel>
  ) : (
    <HandingOff strings={strings} handOff={handOff} />
  );
}

/**
 * Hands the session over after HAND_OFF_DELAY_MS, or at once when the returned function is
 * called (it stops the timer). The desktop app gets its message exactly once; an app link may be
 * opened again by hand (the app may not have opened the first time). `cancel` stops the timer for
 * good (the user signs out instead).
 */
function useHandOver(handOff: HandOff): { handOver: () => void; cancel: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const posted = useRef(false);
  const handOver = useCallback(() => {
    clearTimeout(timer.current);
    if (handOff.target.kind === 'postMessage') {
      if (posted.current) return;
      posted.current = true;
    }
    carryOut(handOff);
  }, [handOff]);
  useEffect(() => {
    timer.current = setTimeout(handOver, HAND_OFF_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [handOver]);
  return { handOver, cancel: () => clearTimeout(timer.current) };
}

function HandingOff({ strings, handOff }: { strings: RedirectStrings; handOff: HandOff }) {
  const { handOver, cancel } = useHandOver(handOff);
  const { target } = handOff;
  return (
    <ResultPanel status="success" title={strings['redirect.title']}>
      <p>{strings['redirect.body']}</p>
      {target.kind === 'url' ? (
        <div
          className="w-full"
          onClickCapture={(event) => {
            // The link's own navigation would keep this page in the history: replace it instead.
            event.preventDefault();
            handOver();
          }}
        >
          <ButtonLink href={target.url}>{strings['redirect.continue']}</ButtonLink>
        </div>
      ) : (
        <Button type="button" onClick={handOver}>
          {strings['redirect.continue']}
        </Button>
      )}
      <SignOutOffer
        strings={strings}
        refreshToken={() => handOff.tokens.refreshToken}
        onStart={cancel}
      />
    </ResultPanel>
  );
}
