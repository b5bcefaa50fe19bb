// Big status pictograms of the result screens (check, error, info). Decorative: the heading next
// to them says the same in words.

type Status = 'success' | 'error' | 'info';

const STYLES: Record<Status, string> = {
  success: 'bg-success-surface text-success',
  error: 'bg-danger-surface text-danger',
  info: 'bg-surface-raised text-accent-text',
};

const PATHS: Record<Status, string> = {
  success: 'M7 12.5l3.2 3.2L17 9',
  error: 'M8 8l8 8M16 8l-8 8',
  info: 'M12 7.5v.5M12 11v5.5',
};

export function StatusIcon({ status }: { status: Status }) {
  return (
    <span
      className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full ${STYLES[status]}`}
      data-status={status}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" className="h-9 w-9" focusable="false">
        <path
          d={PATHS[status]}
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      </svg>
    </span>
  );
}
