// "Not you? Sign out" and "Sign out everywhere" wherever the site holds a session someone else may
// be looking at (onboarding, /redirect). The sign-out itself (API call, stores) loads on click,
// outside the page's budget. /signin then confirms what happened.
import { useState } from 'react';
import type { Strings, TranslationKey } from '../../lib/i18n';
import { lazyModule } from '../../lib/lazy';
import type { SignedOut, SignedOutState } from '../../lib/signed-out';
import { $tokenInfo } from '../../lib/stores/tokenInfo';
import { replaceDestination } from '../../lib/navigation/replace';
import { useClientValue } from './useClientValue';
import { useSubmission } from './useSubmission';

export const SIGN_OUT_KEYS = [
  'common.signOut.notYou',
  'common.signOut.action',
  'common.signOut.everywhere',
  'common.signOut.busy',
] as const satisfies readonly TranslationKey[];

const signing = lazyModule(() => import('../../lib/sign-out'));

interface Props {
  strings: Strings<(typeof SIGN_OUT_KEYS)[number]>;
  /** The refresh token of the session to end, read on click. */
  refreshToken: () => string | null;
  /** Called first, e.g. to stop a pending hand-off. */
  onStart?: () => void;
}

/**
 * Ends the session of `refreshToken` (here, or on every device), then /signin says what happened.
 * The sign-out itself (API call, stores) loads now.
 */
export async function signOutToSignIn(where: SignedOut, refreshToken: string | null) {
  let outcome: SignedOut = 'here';
  try {
    const module = await signing.load();
    if (where === 'here') await module.signOut(refreshToken);
    else if (await module.signOutEverywhere(refreshToken)) outcome = 'everywhere';
  } catch {
    // The module could not load (offline): the tokens still leave this browser.
    $tokenInfo.set(null);
  }
  const state: SignedOutState = { signedOut: outcome };
  replaceDestination({ kind: 'navigate', path: '/signin', state });
}

// Buttons that read as links, with a link's 24 px tap box on phones (global.css).
const LINK = 'field-link-button disabled:opacity-60';

export function SignOutOffer({ strings, refreshToken, onStart }: Props) {
  // One sign-out at a time; the page then leaves (signOutToSignIn never throws).
  const { state, run } = useSubmission(() => null);
  const [target, setTarget] = useState<SignedOut>('here');
  const busy = state.status === 'idle' ? null : target;
  // Disabled until hydrated: a click on the prerendered button would do nothing, silently.
  const hydrated = useClientValue(() => true, false);
  const signOut = (where: SignedOut) => {
    if (busy) return;
    setTarget(where);
    onStart?.();
    void run(() => signOutToSignIn(where, refreshToken()));
  };
  const button = (where: SignedOut, label: string) => (
    <button
      type="button"
      className={LINK}
      disabled={busy !== null || !hydrated}
      aria-busy={busy === where || undefined}
      onClick={() => signOut(where)}
    >
      {busy === where ? strings['common.signOut.busy'] : label}
    </button>
  );
  return (
    <p className="text-center text-sm text-muted">
      {strings['common.signOut.notYou']} {button('here', strings['common.signOut.action'])}
      {' · '}
      {button('everywhere', strings['common.signOut.everywhere'])}
    </p>
  );
}
