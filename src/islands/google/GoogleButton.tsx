// The Google sign-up / sign-in button (spec section 4), loaded after hydration (GoogleAuth holds
// its place until then). It renders Google's own button into a box of the button's height, hands
// the credential to the API, stores the session and follows destinationAfterGoogle. When Google's
// script cannot load the box becomes a short notice and the rest of the page keeps working.
import { useEffect, useRef, useState } from 'react';
import type { Destination } from '../../lib/navigation';
import { Spinner } from '../ui/Spinner';
import { connectGoogleButton, type GoogleButtonSize, type GooglePhase } from './connect';
import { GOOGLE_BUTTON_HEIGHT, GoogleStatus } from './GoogleStatus';
import type { GoogleStrings } from './strings';

export interface GoogleButtonProps {
  mode: 'signin' | 'signup';
  strings: GoogleStrings;
  size?: GoogleButtonSize;
  /** Where a signed-in user goes on (connect.ts); the destination itself by default. */
  proceed?: (destination: Destination) => void;
}

export function GoogleButton({ mode, strings, size = 'large', proceed }: GoogleButtonProps) {
  const box = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<GooglePhase>('loading');

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    return connectGoogleButton(target, mode, size, setPhase, proceed);
  }, [mode, size, proceed]);

  const height = GOOGLE_BUTTON_HEIGHT[size];
  return (
    // A note after the button (the Google terms) hides with it when Google is unavailable (global.css).
    <div className="relative" data-google-auth={mode} data-phase={phase}>
      <div
        ref={box}
        hidden={phase === 'unavailable'}
        aria-hidden={phase === 'busy' || undefined}
        className={`flex justify-center ${phase === 'busy' ? 'pointer-events-none opacity-40' : ''}`}
        style={{ minHeight: phase === 'loading' ? undefined : height }}
      />
      {(phase === 'loading' || phase === 'unavailable') && (
        <GoogleStatus unavailable={phase === 'unavailable'} height={height} strings={strings} />
      )}
      {phase === 'busy' && (
        <p
          role="status"
          className="absolute inset-0 flex items-center justify-center gap-2 text-sm font-semibold"
        >
          <Spinner />
          {strings['common.loading']}
        </p>
      )}
    </div>
  );
}
