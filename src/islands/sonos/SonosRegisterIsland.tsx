import { GoogleAuth } from '../google/GoogleAuth';
import { Divider } from '../ui/Divider';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { TermsText } from '../ui/TermsText';
import { SonosRegisterForm } from './SonosRegisterForm';
import type { SonosRegisterStrings } from './strings';

/** /signin-sonos: the registration form with the activation code, then Google sign-up. */
export function SonosRegisterIsland({ strings }: { strings: SonosRegisterStrings }) {
  return (
    <ErrorBoundary strings={strings}>
      <SonosRegisterForm strings={strings} />
      <div className="mt-6 flex flex-col gap-4">
        <Divider label={strings['sonos.register.orContinue']} />
        <GoogleAuth mode="signup" strings={strings} />
        {/* Google sign-up has no checkbox: the notice says what choosing it accepts. */}
        <p className="text-center text-xs leading-5 text-muted">
          <TermsText
            text={strings['register.googleTerms']}
            newTabLabel={strings['common.newTab']}
          />
        </p>
      </div>
    </ErrorBoundary>
  );
}
