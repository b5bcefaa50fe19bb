import { Spinner } from './Spinner';

/** A spinner with its text, announced politely (lists loading, a checkout being prepared). */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-10 text-muted">
      <Spinner className="h-6 w-6 border-3 text-accent-text" />
      <span>{label}</span>
    </p>
  );
}
