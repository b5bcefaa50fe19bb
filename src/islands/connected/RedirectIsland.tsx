import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { SignOutOffer } from '../ui/SignOutOffer';
import { BusyPanel, ResultPanel } from '../ui/ResultPanel';
import { useClientValue } from '../ui/useClientValue';
import {
  carryOut,
  continueOnWeb,
  electronShell,
  opensApp,
  readHandOff,
  type HandOff,
} from './handOff';
import type { RedirectStrings } from './strings';

/** Time on the connected screen before the automatic hand-off (spec section 2). */
const HAND_OFF_DELAY_MS = 2_000;

/**
 * How long an app link may take to bring the app up before the page, still in front, offers the
 * ways on that do not need the app (issue 37 item 18).
 */
const APP_OPEN_WAIT_MS = 3_000;

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
    <HandingOff strings={strings} handOff={handOff} getAppHref={getAppHref} />
  );
}

/**
 * Hands the session over after HAND_OFF_DELAY_MS, or at once when the returned function is
 * called (it stops the timer). The desktop app gets its message exactly once; an app link may be
 * opened again by hand (the app may not have opened the first time). `cancel` stops the timer for
 * good (the user signs out instead). `appMissing`: an app link was opened and, APP_OPEN_WAIT_MS
 * later, this page is still the one in front, so no app took it.
 */
function useHandOver(handOff: HandOff) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const posted = useRef(false);
  const [appMissing, setAppMissing] = useState(false);
  const handOver = useCallback(() => {
    clearTimeout(timer.current);
    if (handOff.target.kind === 'postMessage') {
      if (posted.current) return;
      posted.current = true;
    }
    carryOut(handOff);
    if (!opensApp(handOff)) return;
    clearTimeout(waiting.current);
    waiting.current = setTimeout(() => {
      if (document.visibilityState === 'visible') setAppMissing(true);
    }, APP_OPEN_WAIT_MS);
  }, [handOff]);
  useEffect(() => {
    timer.current = setTimeout(handOver, HAND_OFF_DELAY_MS);
    // The app came up and sent this page to the background: the app has the session.
    const left = () => {
      if (document.visibilityState === 'hidden') clearTimeout(waiting.current);
    };
    document.addEventListener('visibilitychange', left);
    return () => {
      clearTimeout(timer.current);
      clearTimeout(waiting.current);
      document.removeEventListener('visibilitychange', left);
    };
  }, [handOver]);
  return { handOver, cancel: () => clearTimeout(timer.current), appMissing };
}

function HandingOff({
  strings,
  handOff,
  getAppHref,
}: {
  strings: RedirectStrings;
  handOff: HandOff;
  getAppHref: string;
}) {
  const { handOver, cancel, appMissing } = useHandOver(handOff);
  const { target } = handOff;
  const signOut = (
    <SignOutOffer
      strings={strings}
      refreshToken={() => handOff.tokens.refreshToken}
      onStart={cancel}
    />
  );
  if (appMissing) {
    return (
      <ResultPanel status="info" title={strings['redirect.noApp.title']}>
        <p>{strings['redirect.noApp.body']}</p>
        <ButtonLink href={getAppHref}>{strings['redirect.noShell.getApp']}</ButtonLink>
        <Button type="button" variant="secondary" onClick={() => continueOnWeb(handOff)}>
          {strings['redirect.noApp.web']}
        </Button>
        {signOut}
      </ResultPanel>
    );
  }
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
      {signOut}
    </ResultPanel>
  );
}
