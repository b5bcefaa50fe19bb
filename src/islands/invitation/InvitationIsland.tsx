import { useState } from 'react';
import { acceptInvite } from '../../lib/api/invitations';
import { ROUTES } from '../../lib/routes';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { AcceptFailure } from './AcceptFailure';
import { AutoAccept } from './AutoAccept';
import { InvitationRegisterForm } from './InvitationRegisterForm';
import { LinkGate } from './LinkGate';
import { acceptFailureMessage, type AcceptTexts } from './outcome';
import type { InvitationStrings } from './strings';

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
        {(code, exists) =>
          exists ? (
            <AutoAccept
              accept={() => acceptInvite(code)}
              accepted={{}}
              texts={texts}
              strings={strings}
            />
          ) : (
            <Registration code={code} texts={texts} strings={strings} />
          )
        }
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
  const [failure, setFailure] = useState<string | null>(null);
  if (failure !== null) {
    return (
      <AcceptFailure
        title={texts.failedTitle}
        message={failure}
        getApp={strings['common.getApp']}
      />
    );
  }
  return (
    <>
      <h1 className="font-heading text-2xl sm:text-3xl">{strings['invitation.title']}</h1>
      <p className="mt-2 mb-6 text-base text-muted">{strings['invitation.subtitle']}</p>
      <InvitationRegisterForm
        code={code}
        strings={strings}
        onAcceptFailed={(result) => setFailure(acceptFailureMessage(result, texts, strings))}
      />
    </>
  );
}
