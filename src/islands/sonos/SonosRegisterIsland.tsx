import { GoogleSignUpSection } from '../google/GoogleSection';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { SonosRegisterForm } from './SonosRegisterForm';
import type { SonosRegisterStrings } from './strings';
import type { EmailTakenLinks } from '../registration/EmailTaken';

/** /signin-sonos: the registration form with the activation code, then Google sign-up. */
export function SonosRegisterIsland({
  strings,
  links,
}: {
  strings: SonosRegisterStrings;
  /** Where a taken address goes on (EmailTaken). */
  links: EmailTakenLinks;
}) {
  return (
    <ErrorBoundary strings={strings}>
      <SonosRegisterForm strings={strings} links={links} />
      <GoogleSignUpSection strings={strings} divider={strings['sonos.register.orContinue']} />
    </ErrorBoundary>
  );
}
