// The Google sign-up / sign-in button (spec section 4). It renders Google's own button into a box
// of the button's height, hands the credential to the API, stores the session and follows
// destinationAfterGoogle. When Google's script cannot load the box becomes a short notice and the
// rest of the page keeps working.
import { useEffect, useRef, useState } from 'react';
import { config } from '../../lib/config';
import {
  destinationAfterGoogle,
  followDestination,
  signInQueryFrom,
  type GoogleMode,
} from '../../lib/navigation';
import { startSession } from '../../lib/stores/session';
import { pageLanguage } from '../../lib/stores/language';
import { Spinner } from '../ui/Spinner';
import { completeGoogleAuth, credentialEmail, type GoogleCredential } from './flow';
import { loadGoogleIdentity, type GoogleButtonOptions } from './loader';
import type { GoogleStrings } from './strings';

export type GoogleButtonSize = 'large' | 'medium' | 'small';

/** Heights of Google's button per size (spec section 4). */
export const GOOGLE_BUTTON_HEIGHT: Record<GoogleButtonSize, number> = {
  large: 40,
  medium: 32,
  small: 20,
};

type Phase = 'loading' | 'ready' | 'unavailable' | 'busy';

function buttonOptions(mode: GoogleMode, size: GoogleButtonSize, box: HTMLElement) {
  const light = document.documentElement.dataset.theme === 'light';
  const options: GoogleButtonOptions = {
    type: 'standard',
    theme: light ? 'outline' : 'filled_black',
    size,
    text: mode === 'signup' ? 'signup_with' : 'signin_with',
    shape: 'pill',
    logo_alignment: 'left',
    locale: pageLanguage(),
  };
  // Google accepts 200-400 px; fill the card when it is narrower.
  const width = Math.min(400, Math.round(box.clientWidth));
  return width >= 200 ? { ...options, width } : options;
}

export function GoogleAuth({
  mode,
  strings,
  size = 'large',
}: {
  mode: 'signin' | 'signup';
  strings: GoogleStrings;
  size?: GoogleButtonSize;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const handling = useRef(false);

  useEffect(() => {
    let active = true;
    const onCredential = async (response: GoogleCredential) => {
      if (handling.current) return;
      handling.current = true;
      setPhase('busy');
      const outcome = await completeGoogleAuth(mode, response, config.googleClientId);
      if (outcome.ok) startSession(outcome.tokens);
      const query = signInQueryFrom(new URLSearchParams(location.search));
      const email = credentialEmail(response.credential);
      followDestination(destinationAfterGoogle({ mode, outcome, query, email }));
    };
    loadGoogleIdentity()
      .then((google) => {
        const target = box.current;
        if (!active || !target) return;
        google.initialize({
          client_id: config.googleClientId,
          ux_mode: 'popup',
          callback: (r) =>
            void onCredential({
              credential: r.credential,
              selectBy: r.select_by,
              clientId: r.clientId ?? r.client_id,
            }),
        });
        target.replaceChildren();
        google.renderButton(target, buttonOptions(mode, size, target));
        setPhase('ready');
      })
      .catch(() => {
        if (active) setPhase('unavailable');
      });
    return () => {
      active = false;
    };
  }, [mode, size]);

  const height = GOOGLE_BUTTON_HEIGHT[size];
  return (
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
