import { ROUTES } from '../../lib/routes';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { AutoAccept } from './AutoAccept';
import { LinkGate } from './LinkGate';
import type { SuperAdminStrings } from './strings';

/** /invite-super-admin/{invitationCode}: expired notice, or accept on load. */
export function SuperAdminIsland({ strings }: { strings: SuperAdminStrings }) {
  return (
    <ErrorBoundary strings={strings}>
      <LinkGate
        shell={ROUTES.superAdminInvitation}
        loading={strings['common.loading']}
        expired={{
          title: strings['invitation.superAdmin.expired.title'],
          body: strings['invitation.superAdmin.expired.body'],
        }}
        invalid={{
          title: strings['invitation.invalidLink.title'],
          body: strings['invitation.invalidLink.body'],
        }}
      >
        {(code) => (
          <AutoAccept
            invitation={{ kind: 'superAdmin', code }}
            texts={{
              processing: strings['invitation.superAdmin.processing'],
              failedTitle: strings['invitation.superAdmin.failed.title'],
              fallback: strings['errors.superAdminInvitation'],
            }}
            strings={strings}
          />
        )}
      </LinkGate>
    </ErrorBoundary>
  );
}
