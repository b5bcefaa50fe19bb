// What the Google button does once the page has painted: load Google's script, render its button
// and hand a credential to the API, then follow destinationAfterGoogle. GoogleAuth loads this
// module through import(), so none of it weighs on the JavaScript a page needs up front.
import { config } from '../../lib/config';
import type { Destination } from '../../lib/navigation';
import { followDestination } from '../../lib/navigation/go';
import { destinationAfterGoogle } from '../../lib/destinations';
import { takePendingInvitation } from '../../lib/pending-invitation';
import { isCheckoutSignIn, pageSignInQuery } from '../../lib/sign-in-query';
import { pageLanguage } from '../../lib/stores/language';
import { setPendingRedirect, startSession } from '../../lib/stores/session';
import { setUserInfo } from '../../lib/stores/userInfo';
import { completeGoogleAuth, credentialEmail, type GoogleCredential } from './flow';
import { loadGoogleIdentity, type GoogleButtonOptions } from './loader';

export type GoogleButtonSize = 'large' | 'medium' | 'small';

/** The states the button's box shows. */
export type GooglePhase = 'loading' | 'ready' | 'unavailable' | 'busy';

function buttonOptions(mode: 'signin' | 'signup', size: GoogleButtonSize, box: HTMLElement) {
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

/**
 * Renders Google's button into `box` and handles its one credential. `setPhase` reports progress;
 * the returned function stops it (the component unmounted or its props changed). `proceed` goes
 * on after a sign-in (the sign-in page may offer a passkey first).
 */
export function connectGoogleButton(
  box: HTMLElement,
  mode: 'signin' | 'signup',
  size: GoogleButtonSize,
  setPhase: (phase: GooglePhase) => void,
  proceed: (destination: Destination) => void = followDestination,
): () => void {
  let active = true;
  let handling = false;
  const onCredential = async (response: GoogleCredential) => {
    if (handling) return;
    handling = true;
    setPhase('busy');
    const query = pageSignInQuery();
    const toPay = isCheckoutSignIn(query);
    const outcome = await completeGoogleAuth(mode, response, config.googleClientId, toPay);
    const email = credentialEmail(response.credential);
    const next = destinationAfterGoogle({ mode, outcome, query, email, search: location.search });
    if (outcome.ok) {
      startSession(outcome.tokens);
      if (outcome.user) setUserInfo(outcome.user);
      setPendingRedirect(next.pendingRedirect);
    }
    // An invitation page sent the user to sign in (or up): back to it, where it is accepted.
    const invitation = outcome.ok && !isCheckoutSignIn(query) ? takePendingInvitation() : null;
    const destination = invitation ?? next.destination;
    (outcome.ok ? proceed : followDestination)(destination);
  };
  loadGoogleIdentity()
    .then((google) => {
      if (!active) return;
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
      box.replaceChildren();
      google.renderButton(box, buttonOptions(mode, size, box));
      setPhase('ready');
    })
    .catch(() => {
      if (active) setPhase('unavailable');
    });
  return () => {
    active = false;
  };
}
