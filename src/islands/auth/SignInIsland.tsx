import { signInQueryFrom, type SignInQuery } from '../../lib/sign-in-query';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { useClientValue } from '../ui/useClientValue';
import { GoogleSection } from '../google/GoogleSection';
import { AppContextNotice } from './AppContextNotice';
import type { SignInLinks } from './NextStep';
import { SignedOutNotice } from './SignedOutNotice';
import { SignInForm } from './SignInForm';
import type { SignInStrings } from './strings';

/**
 * /signin: the checkout notice when sent by the checkout, what a sign-out just did, the app the
 * sign-in returns to, the form, then Google sign-in.
 */
export function SignInIsland({
  strings,
  links,
}: {
  strings: SignInStrings;
  /** Forgot-password, pricing and registration pages in the page's language. */
  links: SignInLinks;
}) {
  const query = useClientValue<SignInQuery | null>(
    () => signInQueryFrom(new URLSearchParams(location.search)),
    null,
  );
  return (
    <ErrorBoundary strings={strings}>
      {/* Shown by the page's pre-paint script when the checkout sent the user here. */}
      <p className="mb-5 hidden rounded-xl border border-border bg-surface-raised px-4 py-3 text-sm font-semibold from-checkout:block">
        {strings['signin.checkoutNotice']}
      </p>
      <SignedOutNotice strings={strings} />
      <AppContextNotice strings={strings} />
      <SignInForm strings={strings} query={query} links={links} />
      <GoogleSection mode="signin" strings={strings} divider={strings['signin.orContinue']} />
    </ErrorBoundary>
  );
}
