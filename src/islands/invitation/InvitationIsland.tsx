import { Suspense, useEffect, useState } from 'react';
import { lazyModule } from '../../lib/lazy';
import { setDraftField } from '../../lib/stores/drafts';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { lazyComponent } from '../ui/lazyComponent';
import { Checking, LinkGate } from './LinkGate';
import type { AcceptTexts } from './outcome';
import type { InvitationLinks, InvitationStrings } from './strings';

// The registration form is what most visitors of an invitation link see, once the link is
// checked: it loads while the check runs. Accepting on open (a signed-in invitee) and a failed
// acceptance load when they happen, not with the page.
const InvitationRegisterForm = lazyComponent(
  () => import('./InvitationRegisterForm'),
  'InvitationRegisterForm',
);
const AutoAccept = lazyComponent(() => import('./AutoAccept'), 'AutoAccept');
const AcceptFailed = lazyComponent(() => import('./AcceptFailed'), 'AcceptFailed');
const LinkRefused = lazyComponent(() => import('./LinkRefused'), 'LinkRefused');
const linkCheck = lazyModule(() => import('./checkLink'));

/**
 * /invitation/{token} (spec section 2): expired notice; exists=true → accept on load; otherwise
 * register, then accept with the new account's email.
 */
export function InvitationIsland({
  strings,
  links,
}: {
  strings: InvitationStrings;
  links: InvitationLinks;
}) {
  const texts: AcceptTexts = {
    processing: strings['invitation.processing'],
    failedTitle: strings['invitation.failed.title'],
    fallback: strings['errors.invitation'],
  };
  return (
    <ErrorBoundary strings={strings}>
      <LinkGate
        shell={'/invitation'}
        loading={strings['common.loading']}
        ways={strings}
        links={links}
        expired={{
          title: strings['invitation.expired.title'],
          body: strings['invitation.expired.body'],
        }}
        invalid={{
          title: strings['invitation.invalidLink.title'],
          body: strings['invitation.invalidLink.body'],
        }}
      >
        {({ code, exists, email }) => (
          <Suspense fallback={<Checking label={strings['common.loading']} />}>
            {exists ? (
              <AutoAccept
                invitation={{ kind: 'team', code, email }}
                texts={texts}
                strings={strings}
                links={links}
              />
            ) : (
              <Registration
                code={code}
                email={email}
                texts={texts}
                strings={strings}
                links={links}
              />
            )}
          </Suspense>
        )}
      </LinkGate>
    </ErrorBoundary>
  );
}

/**
 * Whether the link can still be used, asked as the page opens: the refusal code of a used,
 * expired or unknown invitation; '' while asking, null to show the form (also when the API cannot
 * be asked: the registration checks the invitation again). The invited address the link carries
 * fills the form's email in.
 */
function useLinkRefusal(code: string, email: string | null): string | null {
  const [refusal, setRefusal] = useState<string | null>('');
  useEffect(() => {
    let current = true;
    InvitationRegisterForm.preload();
    void linkCheck
      .load()
      .then((m) => m.linkRefusal(code))
      .catch(() => null)
      .then((found) => {
        if (!current) return;
        if (email && found === null) setDraftField('invitation', 'email', email);
        setRefusal(found);
      });
    return () => {
      current = false;
    };
  }, [code, email]);
  return refusal;
}

function Registration({
  code,
  email,
  texts,
  strings,
  links,
}: {
  code: string;
  email: string | null;
  texts: AcceptTexts;
  strings: InvitationStrings;
  links: InvitationLinks;
}) {
  const refusal = useLinkRefusal(code, email);
  // Set once the account exists but its acceptance failed (a refusal or a thrown failure).
  const [failed, setFailed] = useState<{ failure: unknown } | null>(null);
  if (refusal === '') return <Checking label={strings['common.loading']} />;
  if (refusal !== null) return <LinkRefused code={refusal} strings={strings} links={links} />;
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
