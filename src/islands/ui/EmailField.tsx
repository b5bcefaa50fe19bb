import { useEffect, useState } from 'react';
import { format } from '../../lib/i18n/format';
import { lazyModule } from '../../lib/lazy';
import type { FieldStrings } from './strings';
import { TextField, type TextFieldProps } from './TextField';

interface EmailFieldProps extends Omit<TextFieldProps, 'type' | 'below'> {
  strings: Pick<FieldStrings, 'common.email.suggestion'>;
  /** The field's current value (the input itself is uncontrolled). */
  current: string;
  /** Called with the corrected address when the user takes the suggestion. */
  onSuggestion: (email: string) => void;
}

type Suggester = (email: string) => string | null;

const typoSuggester = lazyModule(() => import('../../lib/email-suggestion'));

/** The typo suggester, loaded right after hydration: it is not needed for the first keystroke. */
function useEmailSuggester(): Suggester | null {
  const [suggester, setSuggester] = useState<Suggester | null>(null);
  useEffect(() => {
    let active = true;
    typoSuggester.load().then(
      ({ suggestEmailDomain }) => active && setSuggester(() => suggestEmailDomain),
      // Without it the form works as before, just without the hint.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return suggester;
}

/**
 * The email input of the registration forms. Once the user leaves the field, a likely typo in a
 * well-known domain (gmial.com) is offered as a one-click 'Did you mean …?'; it never blocks
 * submitting what was typed.
 */
export function EmailField({
  strings,
  current,
  onSuggestion,
  onFocus,
  onBlur,
  ...props
}: EmailFieldProps) {
  // No suggestion while the user is still typing in the field. Text typed (and left) before the
  // island hydrated counts as left: the suggestion shows as soon as the island runs.
  const [editing, setEditing] = useState(false);
  const suggestDomain = useEmailSuggester();
  const suggestion = editing || !suggestDomain ? null : suggestDomain(current);
  return (
    <TextField
      {...props}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="off"
      spellCheck={false}
      onFocus={(event) => {
        setEditing(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setEditing(false);
        onBlur?.(event);
      }}
      below={
        <div aria-live="polite">
          {suggestion && (
            <button
              type="button"
              className="field-link-button"
              onClick={() => onSuggestion(suggestion)}
            >
              {format(strings['common.email.suggestion'], { suggestion })}
            </button>
          )}
        </div>
      }
    />
  );
}
