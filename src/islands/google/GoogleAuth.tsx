// The Google sign-up / sign-in button (spec section 4). It renders Google's own button into a box
// of the button's height, hands the credential to the API, stores the session and follows
// destinationAfterGoogle. When Google's script cannot load the box becomes a short notice and the
// rest of the page keeps working.
import { useEffect, useRef, useState } from 'react';
import { lazyModule } from '../../lib/lazy';
import type { Destination } from '../../lib/navigation';
import { Spinner } from '../ui/Spinner';
import type { GoogleButtonSize, GooglePhase } from './connect';
import type { GoogleStrings } from './strings';

/** Google's script and the sign-in hand-off: loaded after the page has painted (JS budget). */
const connection = lazyModule(() => import('./connect'));

/** Heights of Google's button per size (spec section 4). */
const GOOGLE_BUTTON_HEIGHT: Record<GoogleButtonSize, number> = {
  large: 40,
  medium: 32,
  small: 20,
};

export function GoogleAuth({
  mode,
  strings,
  size = 'large',
  proceed,
}: {
  mode: 'signin' | 'signup';
  strings: GoogleStrings;
  size?: GoogleButtonSize;
  /** Where a signed-in user goes on (connect.ts); the destination itself by default. */
  proceed?: (destination: Destination) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<GooglePhase>('loading');

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let stop: (() => void) | undefined;
    let active = true;
    connection.load().then(
      ({ connectGoogleButton }) => {
        if (active) stop = connectGoogleButton(target, mode, size, setPhase, proceed);
      },
      () => {
        if (active) setPhase('unavailable');
      },
    );
    return () => {
      active = false;
      stop?.();
    };
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
      {/* While the script loads, a status line holds the button's place from the first paint;
          if the script never comes, the same line becomes the notice (one element, one layout
          box: nothing jumps). Scripts off: hidden, the page's noscript text explains. */}
      {(phase === 'loading' || phase === 'unavailable') && (
        <p
          role="status"
          className={`hidden items-center justify-center gap-2 text-sm text-muted js:flex ${
            phase === 'unavailable' ? 'rounded-xl border border-border px-4 py-3' : ''
          }`}
          style={{ minHeight: height }}
        >
          {phase === 'loading' ? (
            <>
              <Spinner />
              {strings['common.googleConnecting']}
            </>
          ) : (
            strings['errors.googleUnavailable']
          )}
        </p>
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
