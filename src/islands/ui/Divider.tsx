/** A horizontal rule with a word in the middle ('or continue with'). */
export function Divider({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 text-sm text-muted" role="separator" aria-label={label}>
      <span className="h-px flex-1 bg-border/60" aria-hidden="true" />
      <span aria-hidden="true">{label}</span>
      <span className="h-px flex-1 bg-border/60" aria-hidden="true" />
    </div>
  );
}
