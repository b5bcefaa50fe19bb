import { ErrorBoundary } from '../ui/ErrorBoundary';
import { TermsText } from '../ui/TermsText';
import { GoogleSection } from './GoogleSection';
import { RegisterForm } from './RegisterForm';
import type { RegisterStrings } from './strings';

/** / and /signup: the registration form, then Google sign-up. */
export function RegisterIsland({ strings }: { strings: RegisterStrings }) {
  return (
    <ErrorBoundary strings={strings}>
      <RegisterForm strings={strings} />
      <GoogleSection mode="signup" strings={strings} divider={strings['register.orContinue']}>
        {/* Google sign-up has no checkbox: the notice says what choosing it accepts. */}
        <p className="text-center text-xs leading-5 text-muted">
          <TermsText
            text={strings['register.googleTerms']}
            newTabLabel={strings['common.newTab']}
          />
        </p>
      </GoogleSection>
    </ErrorBoundary>
  );
}
