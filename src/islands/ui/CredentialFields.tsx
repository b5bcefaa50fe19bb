import type { ChangeEvent, Ref } from 'react';
import type { Strings } from '../../lib/i18n';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';
import type { FieldStrings } from './strings';

/** What a form hands each input (see useFailureForm's `field`). */
interface BoundField {
  name: string;
  ref: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
}

/**
 * The email and password of an existing account (sign-in, the Sonos link): read-only while the
 * form is locked, so nothing typed changes mid-call.
 */
export function CredentialFields({
  field,
  locked,
  strings,
}: {
  field: (name: 'email' | 'password') => BoundField;
  locked: boolean;
  strings: Pick<
    FieldStrings,
    'common.password.show' | 'common.password.hide' | 'common.password.capsLock'
  > &
    Strings<'common.email.label' | 'common.email.placeholder' | 'common.password.label'>;
}) {
  return (
    <>
      <TextField
        {...field('email')}
        readOnly={locked}
        required
        label={strings['common.email.label']}
        placeholder={strings['common.email.placeholder']}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
      />
      <PasswordField
        {...field('password')}
        readOnly={locked}
        required
        strings={strings}
        label={strings['common.password.label']}
        autoComplete="current-password"
      />
    </>
  );
}
