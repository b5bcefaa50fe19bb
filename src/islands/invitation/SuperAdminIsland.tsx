import { Suspense } from 'react';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { lazyComponent } from '../ui/lazyComponent';
import { Checking, LinkGate } from './LinkGate';
import type { InvitationLinks, SuperAdminStrings } from './strings';

// Accepting (or the way to sign in first) loads once the link is read.
const AutoAccept = lazyComponent(() => import('./AutoAccept'), 'AutoAccept');

/** /invite-super-admin/{invitationCode}: expired notice, or accept on load (signed in first). */
export function SuperAdminIsland({
  strings,
  links,
}: {
  strings: SuperAdminStrings;
  links: InvitationLinks;
}) {
  return (
    <ErrorBoundary strings={strings}>
      <LinkGate
        shell={'/invite-super-admin'}
        loading={strings['common.loading']}
        ways={strings}
        links={links}
        expired={{
          title: strings['invitation.superAdmin.expired.title'],
          body: strings['invitation.superAdmin.expired.body'],
        }}
        invalid={{
          title: strings['invitation.invalidLink.title'],
          body: strings['invitation.invalidLink.body'],
        }}
      >
        {({ code, email }) => (
          <Suspense fallback={<Checking label={strings['common.loading']} />}>
            <AutoAccept
              invitation={{ kind: 'superAdmin', code, email }}
              texts={{
                processing: strings['invitation.superAdmin.processing'],
                failedTitle: strings['invitation.superAdmin.failed.title'],
                fallback: strings['errors.superAdminInvitation'],
              }}
              strings={strings}
              links={links}
            />
          </Suspense>
        )}
      </LinkGate>
    </ErrorBoundary>
  );
}
