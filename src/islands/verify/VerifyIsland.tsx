import { useEffect, useState } from 'react';
import { verifyEmailToken, type VerificationResult } from '../../lib/api/register';
import { config } from '../../lib/config';
import { isPlanId } from '../../lib/plans';
import { CHECKOUT_QUERY, readTokenSegments } from '../../lib/routes';
import { checkoutSignInQuery } from '../../lib/sign-in-query';
import { ButtonLink } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { BusyPanel, ResultPanel } from '../ui/ResultPanel';
import type { VerifyStrings } from './strings';
import { VerifyResend } from './VerifyResend';

/** Time on 'All good!' before going to the get-app page (spec section 9). */
const VERIFIED_REDIRECT_MS = 2_000;

type Phase = 'verifying' | VerificationResult;

/** The token of /app/verify/{token}; null when missing or damaged. */
function tokenFromPath(): string | null {
  return readTokenSegments(location.pathname, '/app/verify', 1)?.[0] ?? null;
}

/**
 * Where a confirmed account goes on: the get-app page; or, registered on the way to a checkout
 * (the link carries plan_id), the checkout's sign-in, whose first sign-in opens that plan's checkout.
 */
function nextAfterVerified(signinHref: string): string {
  const planId = new URLSearchParams(location.search).get(CHECKOUT_QUERY.planId);
  return isPlanId(planId) ? signinHref + checkoutSignInQuery(planId) : config.links.getApp;
}

/** /app/verify/{token}: confirms the email on load (spec sections 2 and 4). */
export function VerifyIsland({
  strings,
  signinHref,
}: {
  strings: VerifyStrings;
  signinHref: string;
}) {
  const [phase, setPhase] = useState<Phase>('verifying');

  useEffect(() => {
    const token = tokenFromPath();
    let active = true;
    // A missing or damaged token fails like a refused one, without a request.
    const verification = token ? verifyEmailToken(token) : Promise.resolve('failed' as const);
    verification
      .then((result) => active && setPhase(result))
      // Unreachable server or a refused token: a new email, or the support, either way.
      .catch(() => active && setPhase('failed'));
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (phase !== 'verified') return;
    const timer = setTimeout(
      () => location.assign(nextAfterVerified(signinHref)),
      VERIFIED_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [phase, signinHref]);

  return (
    <ErrorBoundary strings={strings}>
      <div aria-live="polite">
        {phase === 'verifying' && <BusyPanel label={strings['verify.verifying']} />}
        {phase === 'verified' && (
          <ResultPanel status="success" title={strings['verify.success']}>
            <p>{strings['verify.successBody']}</p>
            <ButtonLink href={nextAfterVerified(signinHref)}>
              {strings['verify.continue']}
            </ButtonLink>
          </ResultPanel>
        )}
        {phase === 'alreadyConfirmed' && (
          <ResultPanel status="success" title={strings['verify.already.title']}>
            <p>{strings['verify.already.body']}</p>
            <ButtonLink href={signinHref}>{strings['verify.already.signin']}</ButtonLink>
          </ResultPanel>
        )}
        {phase === 'failed' && (
          <ResultPanel status="error" title={strings['verify.failed']}>
            <p>{strings['verify.failedBody']}</p>
            <VerifyResend strings={strings} />
            <ButtonLink
              href={config.links.contact}
              variant="secondary"
              newTab
              newTabLabel={strings['common.newTab']}
            >
              {strings['verify.contact']}
            </ButtonLink>
          </ResultPanel>
        )}
      </div>
    </ErrorBoundary>
  );
}
