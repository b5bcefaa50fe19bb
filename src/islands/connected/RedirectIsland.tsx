import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { BusyPanel, ResultPanel } from '../ui/ResultPanel';
import { useClientValue } from '../ui/useClientValue';
import { carryOut, readHandOff, type HandOff } from './handOff';
import type { RedirectStrings } from './strings';

/** Time on the connected screen before the automatic hand-off (spec section 2). */
export const HAND_OFF_DELAY_MS = 2_000;

/**
 * /redirect: the connected screen. After 2 s it hands the session to the app the user came from;
 * the button does it at once. Without token data it says so and offers to sign in.
 */
export function RedirectIsland({
  strings,
  signinHref,
}: {
  strings: RedirectStrings;
  signinHref: string;
}) {
  // undefined: not read yet; null: nothing was handed over.
  const handOff = useClientValue<HandOff | null | undefined>(readHandOff, undefined);
  return (
    <ErrorBoundary strings={strings}>
      {handOff === undefined && <BusyPanel label={strings['common.loading']} />}
      {handOff && <Connected strings={strings} handOff={handOff} />}
      {handOff === null && (
        <ResultPanel status="info" title={strings['redirect.noSession.title']}>
          <p>{strings['redirect.noSession.body']}</p>
          <ButtonLink href={signinHref}>{strings['redirect.noSession.signin']}</ButtonLink>
        </ResultPanel>
      )}
    </ErrorBoundary>
  );
}

function Connected({ strings, handOff }: { strings: RedirectStrings; handOff: HandOff }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    timer.current = setTimeout(() => carryOut(handOff), HAND_OFF_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [handOff]);
  // The button replaces the timer: the hand-off happens once.
  const now = () => clearTimeout(timer.current);
  const { target } = handOff;
  return (
    <ResultPanel status="success" title={strings['redirect.title']}>
      <p>{strings['redirect.body']}</p>
      {target.kind === 'url' ? (
        <div className="w-full" onClickCapture={now}>
          <ButtonLink href={target.url}>{strings['redirect.continue']}</ButtonLink>
        </div>
      ) : (
        <Button
          type="button"
          onClick={() => {
            now();
            carryOut(handOff);
          }}
        >
          {strings['redirect.continue']}
        </Button>
      )}
    </ResultPanel>
  );
}
