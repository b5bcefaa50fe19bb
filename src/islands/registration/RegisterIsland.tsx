import { GoogleSignUpSection } from '../google/GoogleSection';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { RegisterForm } from './RegisterForm';
import type { RegisterStrings } from './strings';

/** / and /signup: the registration form, then Google sign-up. */
export function RegisterIsland({ strings }: { strings: RegisterStrings }) {
  return (
    <ErrorBoundary strings={strings}>
      <RegisterForm strings={strings} />
      <GoogleSignUpSection strings={strings} divider={strings['register.orContinue']} />
    </ErrorBoundary>
  );
}
