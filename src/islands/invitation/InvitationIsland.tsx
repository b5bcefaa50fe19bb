import { lazy, Suspense, useState } from 'react';
import { ROUTES } from '../../lib/routes';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { LoadingStatus } from '../ui/LoadingStatus';
import { InvitationRegisterForm } from './InvitationRegisterForm';
import { LinkGate } from './LinkGate';
import type { AcceptTexts } from './outcome';
import type { InvitationStrings } from './strings';

// The registration form is what most visitors of an invitation link see; accepting on open (a
// signed-in invitee) and a failed acceptance load when they happen, not with the page.
const AutoAccept = lazy(() => import('./AutoAccept').then((m) => ({ default: m.AutoAccept })));
const AcceptFailed = lazy(() =>
  import('./AcceptFailed').then((m) => ({ default: m.AcceptFailed })),
);

/**
 * /invitation/{token} (spec section 2): expired notice; exists=true → accept on load; otherwise
 * register, then accept with the new account's email.
 */
export function InvitationIsland({ strings }: { strings: InvitationStrings }) {
  const texts: AcceptTexts = {
    processing: strings['invitation.processing'],
    failedTitle: strings['invitation.failed.title'],
    fallback: strings['errors.invitation'],
  };
  return (
    <ErrorBoundary strings={strings}>
      <LinkGate
        shell={ROUTES.invitation}
        loading={strings['common.loading']}
        expired={{
          title: strings['invitation.expired.title'],
          body: strings['invitation.expired.body'],
        }}
        invalid={{
          title: strings['invitation.invalidLink.title'],
          body: strings['invitation.invalidLink.body'],
        }}
      >
        {(code, exists) => (
          <Suspense fallback={<LoadingStatus label={strings['common.loading']} />}>
            {exists ? (
              <AutoAccept invitation={{ kind: 'team', code }} texts={texts} strings={strings} />
            ) : (
              <Registration code={code} texts={texts} strings={strings} />
            )}
          </Suspense>
        )}
      </LinkGate>
    </ErrorBoundary>
  );
}

function Registration({
  code,
  texts,
  strings,
}: {
  code: string;
  texts: AcceptTexts;
  strings: InvitationStrings;
}) {
  // Set once the account exists but its acceptance failed (a refusal or a thrown failure).
  const [failed, setFailed] = useState<{ failure: unknown } | null>(null);
  if (failed !== null) {
    return <AcceptFailed failure={failed.failure} texts={texts} strings={strings} />;
  }
  return (
    <>
      <h1 className="font-heading text-2xl sm:text-3xl">{strings['invitation.title']}</h1>
      <p className="mt-2 mb-6 text-base text-muted">{strings['invitation.subtitle']}</p>
      <InvitationRegisterForm
        code={code}
        strings={strings}
        onAcceptFailed={(failure) => setFailed({ failure })}
      />
    </>
  );
}
