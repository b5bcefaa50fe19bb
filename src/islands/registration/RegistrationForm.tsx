import type { ChangeEvent, ReactNode, Ref, SubmitEvent } from 'react';
import type { Strings, TranslationKey } from '../../lib/i18n';
import { Button } from '../ui/Button';
import { EmailField } from '../ui/EmailField';
import { FormAlert } from '../ui/FormAlert';
import { PasswordField } from '../ui/PasswordField';
import { TermsCheckbox } from '../ui/TermsCheckbox';
import { TextField } from '../ui/TextField';
import { FIELD_KEYS } from '../ui/strings';

export const REGISTRATION_FIELD_KEYS = [
  ...FIELD_KEYS,
  'common.email.label',
  'common.email.placeholder',
  'common.firstName.label',
  'common.lastName.label',
  'common.password.label',
  'common.password.hint',
  'common.terms.label',
] as const satisfies readonly TranslationKey[];

type RegistrationFieldStrings = Strings<(typeof REGISTRATION_FIELD_KEYS)[number]>;

type Name = 'email' | 'firstName' | 'lastName' | 'password' | 'terms';

/** What a form hands each input (see useFailureForm's `field`). */
interface BoundField {
  name: string;
  ref: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
}

/** The part of useFailureForm() a registration form needs. */
interface RegistrationFormState {
  field: (name: Name) => BoundField;
  values: { email: string };
  set: (name: 'email', value: string) => void;
  focus: (name: 'email') => void;
  locked: boolean;
  alert: string | undefined;
  state: { status: string };
}

/**
 * The registration forms of /, the invitation and Sonos pages (see useRegistrationForm): the alert, email with the typo
 * suggestion, first and last name, password, then `children` (e.g. the activation code), the
 * terms checkbox and the submit button. Read-only while locked, so nothing typed changes mid-call.
 */
export function RegistrationForm({
  form,
  strings,
  registration,
  submitLabel,
  busyLabel,
  alertNext,
  children,
}: {
  form: RegistrationFormState;
  /** Submit handler, the spec's disabled rule (section 5), and the early load of the submit path. */
  registration: {
    submit: (event: SubmitEvent<HTMLFormElement>) => void;
    incomplete: boolean;
    preload: () => void;
  };
  strings: RegistrationFieldStrings;
  submitLabel: string;
  busyLabel: string;
  /** The way on under the form's message (e.g. EmailTaken), picked by the caller. */
  alertNext?: ReactNode;
  children?: ReactNode;
}) {
  const { field, locked } = form;
  const busy = form.state.status === 'busy';
  return (
    <form
      noValidate
      onSubmit={registration.submit}
      onInput={registration.preload}
      className="flex flex-col gap-5"
      aria-busy={locked}
    >
      <FormAlert message={form.alert}>{alertNext}</FormAlert>
      <EmailField
        {...field('email')}
        readOnly={locked}
        required
        strings={strings}
        current={form.values.email}
        onSuggestion={(email) => {
          form.set('email', email);
          form.focus('email');
        }}
        label={strings['common.email.label']}
        placeholder={strings['common.email.placeholder']}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('firstName')}
          readOnly={locked}
          required
          label={strings['common.firstName.label']}
          autoComplete="given-name"
        />
        <TextField
          {...field('lastName')}
          readOnly={locked}
          required
          label={strings['common.lastName.label']}
          autoComplete="family-name"
        />
      </div>
      <PasswordField
        {...field('password')}
        readOnly={locked}
        required
        strings={strings}
        label={strings['common.password.label']}
        hint={strings['common.password.hint']}
        autoComplete="new-password"
      />
      {children}
      <TermsCheckbox
        {...field('terms')}
        disabled={locked}
        text={strings['common.terms.label']}
        newTabLabel={strings['common.newTab']}
      />
      <Button busy={busy} disabled={locked || registration.incomplete}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
