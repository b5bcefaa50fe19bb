// The form-level message region. It is always in the DOM so screen readers announce a new message
// as soon as it appears.
import type { ReactNode } from 'react';

export function FormAlert({
  message,
  tone = 'error',
  children,
}: {
  message?: string;
  tone?: 'error' | 'success';
  /** The next step the message offers (a link), shown under it. */
  children?: ReactNode;
}) {
  const styles =
    tone === 'error'
      ? 'bg-danger-surface text-danger border-danger'
      : 'bg-success-surface text-success border-success';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
    >
      {message && (
        <p
          className={`rounded-xl border px-4 py-3 text-sm font-semibold ${styles}`}
          data-testid="form-alert"
        >
          {message}
          {children}
        </p>
      )}
    </div>
  );
}
