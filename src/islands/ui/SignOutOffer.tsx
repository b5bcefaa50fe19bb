// "Not you? Sign out" wherever the site holds a session someone else may be looking at (onboarding,
// /redirect). The sign-out itself (API call, stores) loads on click, outside the page's budget.
import { useState } from 'react';
import type { Strings, TranslationKey } from '../../lib/i18n';
import { lazyModule } from '../../lib/lazy';
import { ROUTES } from '../../lib/routes';
import { $tokenInfo } from '../../lib/stores/tokenInfo';
import { replaceDestination } from '../../lib/navigation/replace';

export const SIGN_OUT_KEYS = [
  'common.signOut.notYou',
  'common.signOut.action',
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

export function SignOutOffer({ strings, refreshToken, onStart }: Props) {
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    onStart?.();
    try {
      await (await signing.load()).signOut(refreshToken());
    } catch {
      // The module could not load (offline): the tokens still leave this browser.
      $tokenInfo.set(null);
    }
    replaceDestination({ kind: 'navigate', path: ROUTES.signin });
  };
  return (
    <p className="text-center text-sm text-muted">
      {strings['common.signOut.notYou']}{' '}
      <button
        type="button"
        className="font-semibold text-accent-text underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void signOut()}
      >
        {busy ? strings['common.signOut.busy'] : strings['common.signOut.action']}
      </button>
    </p>
  );
}
