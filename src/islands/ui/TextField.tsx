import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'ref'> {
  label: string;
  /** Translated error tied to the input with aria-describedby. */
  error?: string;
  hint?: string;
  /** Controls inside the input box, at its end (e.g. the show-password toggle). */
  trailing?: ReactNode;
  /** Content under the input (e.g. the email suggestion), described by the input too. */
  below?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its hint and error. */
export function TextField({
  label,
  error,
  hint,
  trailing,
  below,
  ref,
  id,
  className = '',
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const belowId = below ? `${inputId}-below` : undefined;
  const describedBy = [errorId, hintId, belowId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-semibold text-text">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`form-input ${error ? 'border-danger' : 'border-border'} ${trailing ? 'pr-14' : ''}`}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
      {below && <div id={belowId}>{below}</div>}
    </div>
  );
}
