import { useState, type KeyboardEvent } from 'react';
import { TextField, type TextFieldProps } from './TextField';
import { useClientValue } from './useClientValue';
import type { FieldStrings } from './strings';

type PasswordStrings = Pick<
  FieldStrings,
  'common.password.show' | 'common.password.hide' | 'common.password.capsLock'
>;

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing' | 'below'> {
  strings: PasswordStrings;
}

/** A password input with a show/hide toggle and a Caps Lock warning. */
export function PasswordField({ strings, onKeyUp, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  // Disabled until hydrated, as the submit buttons are: a click before then would do nothing.
  const hydrated = useClientValue(() => true, false);
  const watchCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    setCapsLock(event.getModifierState('CapsLock'));
    onKeyUp?.(event);
  };
  const label = visible ? strings['common.password.hide'] : strings['common.password.show'];
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      onKeyUp={watchCapsLock}
      onKeyDown={watchCapsLock}
      onBlur={() => setCapsLock(false)}
      trailing={
        <button
          type="button"
          className="field-icon-button"
          aria-label={label}
          aria-pressed={visible}
          title={label}
          disabled={!hydrated}
          onClick={() => setVisible((v) => !v)}
        >
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 4l16 16" />}
          </svg>
        </button>
      }
      below={
        capsLock ? (
          <p className="text-sm font-semibold text-accent-text" role="status">
            {strings['common.password.capsLock']}
          </p>
        ) : undefined
      }
    />
  );
}
