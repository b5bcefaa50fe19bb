import { Suspense, useCallback, useState } from 'react';
import { lazyModule } from '../../lib/lazy';
import type { Destination } from '../../lib/navigation';
import { followDestination } from '../../lib/navigation/go';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { lazyComponent } from '../ui/lazyComponent';
import { LoadingStatus } from '../ui/LoadingStatus';
import { GoogleSection } from '../google/GoogleSection';
import { AppContextNotice } from './AppContextNotice';
import type { SignInLinks } from './NextStep';
import { SignedOutNotice } from './SignedOutNotice';
import { SignInForm } from './SignInForm';
import type { SignInStrings } from './strings';

/** Whether to offer a passkey after this sign-in: loaded once signed in. */
const offering = lazyModule(() => import('./offerPasskey'));
const PasskeyOffer = lazyComponent(() => import('./PasskeyOffer'), 'PasskeyOffer');

/**
 * /signin: the checkout notice when sent by the checkout, what a sign-out just did, the app the
 * sign-in returns to, the form, then Google sign-in. Signed in with a password or Google, it may
 * offer a passkey before going on (docs/flows.md).
 */
export function SignInIsland({
  strings,
  links,
}: {
  strings: SignInStrings;
  /** Forgot-password, pricing and registration pages in the page's language. */
  links: SignInLinks;
}) {
  const [offer, setOffer] = useState<{ account: string; next: Destination } | null>(null);
  // Stable: the Google button connects once (GoogleAuth's effect depends on it).
  const proceed = useCallback((next: Destination) => {
    offering
      .load()
      .then(({ passkeyOfferFor }) => passkeyOfferFor(next))
      .then((account) => (account ? setOffer({ account, next }) : followDestination(next)))
      .catch(() => followDestination(next));
  }, []);
  return (
    <ErrorBoundary strings={strings}>
      {offer ? (
        <Suspense fallback={<LoadingStatus label={strings['common.loading']} />}>
          <PasskeyOffer
            strings={strings}
            account={offer.account}
            onDone={() => followDestination(offer.next)}
          />
        </Suspense>
      ) : (
        <>
          {/* Shown by the page's pre-paint script when the checkout sent the user here. */}
          <p className="form-notice hidden font-semibold from-checkout:block">
            {strings['signin.checkoutNotice']}
          </p>
          <SignedOutNotice strings={strings} />
          <AppContextNotice strings={strings} />
          <SignInForm strings={strings} links={links} proceed={proceed} />
          <GoogleSection
            mode="signin"
            strings={strings}
            divider={strings['signin.orContinue']}
            proceed={proceed}
          />
        </>
      )}
    </ErrorBoundary>
  );
}
