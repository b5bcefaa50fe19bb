import { GoogleSignUpSection } from '../google/GoogleSection';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { RegisterForm } from './RegisterForm';
import type { RegisterStrings } from './strings';
import type { EmailTakenLinks } from './EmailTaken';

/** / and /signup: the registration form, then Google sign-up. */
export function RegisterIsland({
  strings,
  links,
}: {
  strings: RegisterStrings;
  /** Where a taken address goes on (EmailTaken). */
  links: EmailTakenLinks;
}) {
  return (
    <ErrorBoundary strings={strings}>
      <RegisterForm strings={strings} links={links} />
      <GoogleSignUpSection strings={strings} divider={strings['register.orContinue']} />
    </ErrorBoundary>
  );
}
