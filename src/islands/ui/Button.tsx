import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a spinner and blocks clicks; the label stays for screen readers. */
  busy?: boolean;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}

const BUTTON_CLASSES = {
  primary:
    'bg-accent text-on-accent hover:bg-accent-hover disabled:opacity-60 disabled:hover:bg-accent',
  secondary:
    'border border-border bg-surface text-text hover:bg-surface-raised disabled:opacity-60',
} as const;

const BASE =
  'inline-flex w-full min-h-12 items-center justify-center gap-2 rounded-xl px-5 py-3 text-base font-bold no-underline transition-colors disabled:cursor-not-allowed';

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
      className={`${BASE} ${BUTTON_CLASSES[variant]} ${className}`}
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
      className={`${BASE} ${BUTTON_CLASSES[variant]}`}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {newTab && newTabLabel && <span className="sr-only"> {newTabLabel}</span>}
    </a>
  );
}
