import { GoogleSignUpSection } from '../google/GoogleSection';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { SonosRegisterForm } from './SonosRegisterForm';
import type { SonosRegisterStrings } from './strings';

/** /signin-sonos: the registration form with the activation code, then Google sign-up. */
export function SonosRegisterIsland({ strings }: { strings: SonosRegisterStrings }) {
  return (
    <ErrorBoundary strings={strings}>
      <SonosRegisterForm strings={strings} />
      <GoogleSignUpSection strings={strings} divider={strings['sonos.register.orContinue']} />
    </ErrorBoundary>
  );
}
