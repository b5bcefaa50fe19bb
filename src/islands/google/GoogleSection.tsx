import type { ReactNode } from 'react';
import type { Strings } from '../../lib/i18n';
import type { Destination } from '../../lib/navigation';
import { Divider } from '../ui/Divider';
import { TermsText } from '../ui/TermsText';
import { GoogleAuth } from './GoogleAuth';
import type { GoogleStrings } from './strings';

/** 'or continue with', the Google button and an optional note under it. */
export function GoogleSection({
  mode,
  strings,
  divider,
  children,
  proceed,
}: {
  mode: 'signin' | 'signup';
  strings: GoogleStrings;
  divider: string;
  children?: ReactNode;
  /** Where a signed-in user goes on (GoogleAuth). */
  proceed?: (destination: Destination) => void;
}) {
  return (
    <div className="mt-6 flex flex-col gap-4">
      <Divider label={divider} />
      <GoogleAuth mode={mode} strings={strings} proceed={proceed} />
      {children}
    </div>
  );
}

/** Google sign-up: it has no terms checkbox, so a note under the button says what choosing it accepts. */
export function GoogleSignUpSection({
  strings,
  divider,
}: {
  strings: GoogleStrings & Strings<'register.googleTerms' | 'common.newTab'>;
  divider: string;
}) {
  return (
    <GoogleSection mode="signup" strings={strings} divider={divider}>
      {/* Without Google's script there is nothing to accept by choosing it: the note goes too
          (global.css, no JavaScript). */}
      <p className="text-center text-xs leading-5 text-muted">
        <TermsText text={strings['register.googleTerms']} newTabLabel={strings['common.newTab']} />
      </p>
    </GoogleSection>
  );
}
