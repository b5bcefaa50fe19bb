import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a spinner and blocks clicks; the label stays for screen readers. */
  busy?: boolean;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}

// The classes are in global.css (components layer).
const BUTTON_CLASSES = {
  primary: 'form-button form-button-primary',
  secondary: 'form-button form-button-secondary',
} as const;

/** The form button: full width, with a busy state that cannot be submitted twice. */
export function Button({
  busy = false,
  variant = 'primary',
  children,
  disabled,
  className = '',
  ...rest
}: ButtonProps) {
  return (
    <button
      type="submit"
      {...rest}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${BUTTON_CLASSES[variant]} ${className}`}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

/** A link styled as a button (external pages, next steps). */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  newTab = false,
  newTabLabel,
}: {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  newTab?: boolean;
  newTabLabel?: string;
}) {
  return (
    <a
      href={href}
      className={BUTTON_CLASSES[variant]}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {newTab && newTabLabel && <span className="sr-only"> {newTabLabel}</span>}
    </a>
  );
}
