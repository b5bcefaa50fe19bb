// The inputs a declared form can use (ui/form.ts): each draws one kind of field from the same
// props. A form names the ones it uses, so a page loads only those.
import type { FieldInputProps } from './form';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { TermsCheckbox } from './TermsCheckbox';
import { TextField } from './TextField';

/** A new address (registration, forgot password): a likely typo in its domain is offered. */
export function EmailInput({
  bound,
  label,
  placeholder,
  value,
  locked,
  strings,
  replace,
}: FieldInputProps) {
  return (
    <EmailField
      {...bound}
      label={label}
      placeholder={placeholder}
      required
      readOnly={locked}
      strings={strings}
      current={value}
      onSuggestion={replace}
    />
  );
}

/**
 * The address of an existing account (sign-in): what password managers fill in; with `webauthn`
 * the browser lists the site's passkeys among its suggestions too.
 */
export function AccountEmailInput({
  bound,
  label,
  placeholder,
  locked,
  webauthn,
}: FieldInputProps & { webauthn?: boolean }) {
  return (
    <TextField
      {...bound}
      label={label}
      placeholder={placeholder}
      required
      readOnly={locked}
      type="email"
      inputMode="email"
      autoComplete={webauthn ? 'username webauthn' : 'username'}
      autoCapitalize="off"
      spellCheck={false}
    />
  );
}

/** A name (first or last), filled in by the browser where it knows it. */
export function NameInput({ bound, label, locked }: FieldInputProps) {
  const autoComplete = bound.name === 'lastName' ? 'family-name' : 'given-name';
  return (
    <TextField {...bound} label={label} required readOnly={locked} autoComplete={autoComplete} />
  );
}

/** A code typed as given (the Sonos activation code). */
export function CodeInput({ bound, label, hint, locked }: FieldInputProps) {
  return (
    <TextField
      {...bound}
      label={label}
      hint={hint}
      required
      readOnly={locked}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
    />
  );
}

/** The password of an existing account. */
export function CurrentPasswordInput({ bound, label, locked, strings }: FieldInputProps) {
  return (
    <PasswordField
      {...bound}
      label={label}
      required
      readOnly={locked}
      strings={strings}
      autoComplete="current-password"
    />
  );
}

/** A password being chosen (registration, a reset), with its hint. */
export function NewPasswordInput({ bound, label, hint, locked, strings }: FieldInputProps) {
  return (
    <PasswordField
      {...bound}
      label={label}
      hint={hint}
      required
      readOnly={locked}
      strings={strings}
      autoComplete="new-password"
    />
  );
}

/** The terms-and-privacy checkbox (its label carries the two links). */
export function TermsInput({ bound, label, locked, strings }: FieldInputProps) {
  return (
    <TermsCheckbox
      {...bound}
      disabled={locked}
      text={label}
      newTabLabel={strings['common.newTab']}
    />
  );
}
