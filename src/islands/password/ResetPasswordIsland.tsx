import { Suspense, useEffect, useState } from 'react';
import { lazyModule } from '../../lib/lazy';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { parseResetLink, type ResetLink } from '../../lib/reset-link';
import { ResetPasswordForm } from './ResetPasswordForm';
import type { ResetStrings } from './strings';
import { lazyComponent } from '../ui/lazyComponent';
import { LoadingStatus } from '../ui/LoadingStatus';
import { useClientValue } from '../ui/useClientValue';

// Most visitors of a reset link get the form: the used-link screen (and its resend) loads only
// when the check says so, the damaged-link one only for a link that cannot be read.
const UsedResetLink = lazyComponent(() => import('./UsedResetLink'), 'UsedResetLink');
const InvalidResetLink = lazyComponent(() => import('./InvalidResetLink'), 'InvalidResetLink');
/** The password API (the check, and the renew the submission sends): loaded to ask the check. */
const passwordApi = lazyModule(() => import('../../lib/api/password'));

interface Props {
  strings: ResetStrings;
  /** The forgot-password page in the page's language (a new link). */
  links: { forgot: string };
}

/**
 * /reset-password/{email}/{token}: the page is one prerendered shell, so the link is read from the
 * address once hydrated. The token is kept in memory only and goes nowhere but the API call body.
 */
export function ResetPasswordIsland(props: Props) {
  return (
    <ErrorBoundary strings={props.strings}>
      <ResetPassword {...props} />
    </ErrorBoundary>
  );
}

function ResetPassword({ strings, links }: Props) {
  // undefined: not read yet (prerender); null: a damaged link.
  const link = useClientValue<ResetLink | null | undefined>(
    () => parseResetLink(location.pathname),
    undefined,
  );
  const [usable, setUsable] = useLinkUsable(link);
  const requestNewHref = links.forgot;
  const loading = <LoadingStatus label={strings['common.loading']} />;
  if (link === null) {
    return (
      <Suspense fallback={loading}>
        <InvalidResetLink strings={strings} href={requestNewHref} />
      </Suspense>
    );
  }
  if (link && usable === false) {
    return (
      <Suspense fallback={loading}>
        <UsedResetLink strings={strings} link={link} requestNewHref={requestNewHref} />
      </Suspense>
    );
  }
  // Until the check answers, the form shows as prerendered, its Save button disabled.
  return (
    <ResetPasswordForm
      strings={strings}
      link={usable ? link : undefined}
      requestNewHref={requestNewHref}
      onLinkUsed={() => setUsable(false)}
    />
  );
}

/**
 * Asks once whether the link can still be used: undefined while asking. A check that cannot be
 * made (offline, server error) counts as usable: the submission then reports what went wrong, and
 * one that finds the link used since (in another tab) sets it unusable.
 */
function useLinkUsable(link: ResetLink | null | undefined) {
  const [usable, setUsable] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    if (!link) return;
    let live = true;
    // A module that cannot load fails like a check that cannot be made.
    passwordApi
      .load()
      .then(({ isResetLinkUsable }) => isResetLinkUsable(link.token))
      .then(
        (answer) => live && setUsable(answer),
        () => live && setUsable(true),
      );
    return () => {
      live = false;
    };
  }, [link]);
  return [usable, setUsable] as const;
}
