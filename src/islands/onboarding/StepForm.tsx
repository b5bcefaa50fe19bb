// The frame of every onboarding step: a form whose submit is Next (or Finish), an optional Back
// link, the form-level message, a polite busy announcement and "Not you? Sign out"; the message,
// the announcement and the buttons in an action bar that sticks to the bottom of phone screens.
import type { ReactNode, SubmitEvent } from 'react';
import { Button, ButtonLink } from '../ui/Button';
import { FormAlert } from '../ui/FormAlert';
import { SignOutOffer, SIGN_OUT_KEYS } from '../ui/SignOutOffer';
import type { Strings } from '../../lib/i18n';
import { $tokenInfo } from '../../lib/stores/tokenInfo';

interface StepFormProps {
  onSubmit: () => void;
  submitLabel: string;
  /** The previous step (a link: choices are already stored). */
  back?: { href: string; label: string };
  busy?: boolean;
  /** Keeps the step unusable, e.g. before hydration: a native submit would only reload the page. */
  disabled?: boolean;
  /** Announced while busy. */
  busyLabel?: string;
  error?: string;
  /** The user is working on the step: e.g. start loading what the submit needs. */
  onInput?: () => void;
  /** "Not you? Sign out" under the step: the session may be someone else's. */
  signOut: Strings<(typeof SIGN_OUT_KEYS)[number]>;
  children: ReactNode;
}

const storedRefreshToken = () => $tokenInfo.get()?.refreshToken ?? null;

export function StepForm(props: StepFormProps) {
  const { onSubmit, submitLabel, back, busy = false, disabled, busyLabel, error, children } = props;
  const { onInput, signOut } = props;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      onInput={onInput}
      onPointerOver={onInput}
      className="flex flex-col gap-6"
      aria-busy={busy || undefined}
    >
      {/* Choices are disabled too until hydrated: a change React never saw would be lost. */}
      <fieldset disabled={disabled || busy} className="flex min-w-0 flex-col gap-6">
        {children}
      </fieldset>
      {/* Sticky on phones (global.css): the message and the action stay in sight. */}
      <div className="step-actions">
        <FormAlert message={error} />
        <p role="status" className="sr-only">
          {busy ? busyLabel : ''}
        </p>
        <div className="flex gap-3 sm:justify-between">
          <div className={back ? 'flex-1 sm:w-48 sm:flex-none' : 'hidden sm:block sm:w-48'}>
            {back && (
              <ButtonLink href={back.href} variant="secondary">
                {back.label}
              </ButtonLink>
            )}
          </div>
          <div className="flex-1 sm:w-48 sm:flex-none">
            <Button busy={busy} disabled={disabled}>
              {submitLabel}
            </Button>
          </div>
        </div>
      </div>
      <SignOutOffer strings={signOut} refreshToken={storedRefreshToken} />
    </form>
  );
}
